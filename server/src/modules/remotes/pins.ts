// What is pinned now, with when and why, for the admins' system page: read where the served manifest reads the pins
// (manifest.ts): PostgreSQL's remote_pins once pins were written there, else DEPLOY_DIR/manifest.json. The release
// tool records when and why a version was pinned, not who pinned it.
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../../db/database.js';
import { errorCode, isRecord } from '../../lib/guards.js';
import { PINS_FILE } from './manifest.js';

export interface PinNow {
  remote: string;
  version: string;
  pinnedAt: Date | null;
  reason: string;
}

export interface PinsNow {
  keptIn: 'database' | 'file';
  pins: PinNow[];
}

const when = (value: unknown) => {
  const at = typeof value === 'string' || value instanceof Date ? new Date(value) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
};

/** The pins file's pins; none when there is no file yet. A file that is not the release tool's JSON is an error. */
async function pinsInFile(deployDir: string): Promise<PinNow[]> {
  let text: string;
  try {
    text = await fs.promises.readFile(path.join(deployDir, PINS_FILE), 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
  const file: unknown = JSON.parse(text);
  if (!isRecord(file) || !isRecord(file.pins)) throw new Error(`${PINS_FILE} holds no pins`);
  return Object.entries(file.pins).flatMap(([remote, pin]) =>
    isRecord(pin) && typeof pin.version === 'string' ? [{ remote, version: pin.version, pinnedAt: when(pin.pinnedAt), reason: typeof pin.reason === 'string' ? pin.reason : '' }] : [],
  );
}

/** Each remote's pin, by name, from where this site keeps its pins. */
export async function pinsNow(handle: DatabaseHandle, deployDir: string): Promise<PinsNow> {
  // As the served manifest decides: on PostgreSQL the tables hold the pins once their history has a row.
  const inDatabase =
    handle.kind === 'postgres' && (await handle.db.selectFrom('remote_pin_history').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id != null;
  const pins = inDatabase
    ? (await handle.db.selectFrom('remote_pins').select(['remote', 'version', 'pinned_at', 'reason']).execute()).map((row) => ({
        remote: row.remote,
        version: row.version,
        pinnedAt: when(row.pinned_at),
        reason: row.reason,
      }))
    : await pinsInFile(deployDir);
  return { keptIn: inDatabase ? 'database' : 'file', pins: pins.sort((a, b) => a.remote.localeCompare(b.remote)) };
}
