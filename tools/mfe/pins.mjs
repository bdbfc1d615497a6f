// Where the pins live. Two stores with one shape:
//  - file: DEPLOY_DIR/manifest.json, under a lock folder (the default, and the only one for the embedded database,
//    whose data folder only the server process can open);
//  - database: PostgreSQL's remote_pins and remote_pin_history, when DATABASE_URL is set (as for the server), so every
//    server instance on every machine reads the same pins.
//
// A store's `change(fn)` runs `fn({ pins })` (which may be async) while no other writer can change the pins, and applies what it returns
// atomically: `{ pins: { <remote>: pin, … }, entries: [history entry, …] }` (changed pins only, new entries only).
// When `fn` throws, nothing changes.
import { pinsFile, readPins, updatePins } from './deploy.mjs';

export function filePinStore() {
  return {
    kind: 'file',
    where: pinsFile(),
    async read() {
      const { pins = {}, history = [] } = readPins();
      return { pins, history };
    },
    async change(fn) {
      let result;
      await updatePins(async (current) => {
        result = await fn({ pins: current.pins ?? {} });
        return { ...current, pins: { ...current.pins, ...result.pins }, history: [...(current.history ?? []), ...result.entries] };
      });
      return result;
    },
    async close() {},
  };
}

/** The store this environment says: the database when DATABASE_URL is set, the file otherwise. */
export async function openPinStore(env = process.env) {
  if (!env.DATABASE_URL) return filePinStore();
  const { databasePinStore } = await import('./pins-db.mjs');
  return databasePinStore(env.DATABASE_URL);
}
