#!/usr/bin/env node
// Release tools for the remotes. Exit code 0 on success, 1 when a command is refused.
//   npm run mfe -- publish <remote>                   build output → deploy/<remote>/<version>/ (immutable), or the
//                                                      bucket's remotes/<remote>/<version>/ when STORAGE_S3_BUCKET is set
//   npm run mfe -- pin <remote> <version> [--reason]  gate, then pin (live on the next page load)
//   npm run mfe -- rollback <remote> [--reason]       gate, then pin the version pinned before
//   npm run mfe -- first-views <remote> browser|server [--reason]
//                                                      leave a remote's first views to the browser, or give them back
//                                                      to the server (live on the next page load; no deployment)
//   npm run mfe -- status                             where the pins live, pins, history and what else is published
//   npm run mfe -- check                              gate every pin against the shell build (shell deploys)
//   npm run mfe -- publish-all [--replace]            publish every built remote; pin those not pinned yet
//                                                      (--replace: local folder only, rebuilt versions replace theirs
//                                                      and every pin moves to the version just built)
//   npm run mfe -- import-pins                        copy manifest.json's pins and history into PostgreSQL (once)
//   npm run mfe -- export-pins                        write PostgreSQL's pins and history back into manifest.json
// The pins live in DEPLOY_DIR/manifest.json, or in PostgreSQL when DATABASE_URL is set (see mfe/pins.mjs).
import { gate, sharedProblems } from './mfe/gate.mjs';
import { CliError, REMOTES, closePublishedStore, pinsFile, publishBuild, publishedStore, publishedVersions, readPublished, readShellManifest } from './mfe/deploy.mjs';
import { openPinStore } from './mfe/pins.mjs';

const [command, ...args] = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};

function requireRemote(name) {
  if (!REMOTES.includes(name)) throw new CliError(`Unknown remote "${name}". Remotes: ${REMOTES.join(', ')}.`);
  return name;
}

class Refused extends CliError {
  constructor(what, reasons) {
    super(`${what} refused; the pins are unchanged:\n${reasons.map((r) => `  - ${r}`).join('\n')}`);
  }
}

let store;

/**
 * What a pin's record says of where its pages' first views are drawn. Its serverBundle is the bundle's digest, which
 * the server checks before it evaluates the bundle; `true` is a pin made before digests, which the server does not
 * evaluate: pinning the same version again records its digest.
 */
const whereRendered = (serverBundle, firstViews) => {
  if (serverBundle === undefined) return '';
  if (!serverBundle) return ' (no server bundle: its pages render in the browser)';
  if (firstViews === 'browser') return ' (first views switched to the browser)';
  if (serverBundle === true) return ' (pinned before bundle digests: its pages render in the browser until this version is pinned again)';
  return ' (first views rendered on the server)';
};

/** Gate and pin inside the store's lock, so the gate sees the pins it is about to change. */
async function pinVersion(remote, chooseVersion, { reason = '', action }) {
  const shellManifest = readShellManifest();
  let pinned;
  await store.change(async (m) => {
    const current = m.pins[remote];
    const { version, stack } = chooseVersion(current);
    const candidate = await readPublished(remote, version);
    const others = await Promise.all(
      Object.entries(m.pins)
        .filter(([name]) => name !== remote)
        .map(([name, p]) => readPublished(name, p.version)),
    );
    const reasons = gate({ shellManifest, candidate, others });
    if (reasons.length) throw new Refused(`${action === 'rollback' ? 'Rollback of' : 'Pin of'} ${remote}@${version}`, reasons);
    const at = new Date().toISOString();
    // Recorded with the pin: the server bundle's digest, which the servers check before they evaluate it (a version
    // without a server bundle is pinned, and its pages render in the browser). A remote whose first views were
    // switched to the browser stays switched.
    const serverBundle = candidate.serverBundle;
    const firstViews = current?.firstViews;
    pinned = { version, previous: current?.version ?? null, serverBundle, firstViews };
    return {
      pins: { [remote]: { version, pinnedAt: at, reason, earlier: stack, serverBundle, ...(firstViews ? { firstViews } : {}) } },
      entries: [{ remote, action, version, previous: current?.version ?? null, at, reason, serverBundle, ...(firstViews ? { firstViews } : {}) }],
    };
  });
  return pinned;
}

/** A pin moved to `version`: the version pinned until now (read under the pins' lock) goes on top of its history. */
const pinningTo = (version) => (current) => ({
  version,
  stack: current && current.version !== version ? [...(current.earlier ?? []), current.version] : (current?.earlier ?? []),
});

const commands = {
  async publish() {
    const r = await publishBuild(requireRemote(args[0]));
    console.log(r.unchanged ? `${r.remote}@${r.version} is already published with the same content.` : `Published ${r.remote}@${r.version}.`);
  },

  async 'publish-all'() {
    const replace = args.includes('--replace');
    for (const remote of REMOTES) {
      const r = await publishBuild(remote, { replace });
      console.log(r.unchanged ? `${remote}@${r.version} already published.` : `Published ${remote}@${r.version}.`);
      const pinned = (await store.read()).pins[remote];
      if (!pinned) {
        const first = await pinVersion(remote, () => ({ version: r.version, stack: [] }), { reason: 'first deployment', action: 'pin' });
        console.log(`Pinned ${remote}@${r.version}${whereRendered(first.serverBundle, first.firstViews)}.`);
      } else if (replace && pinned.version !== r.version) {
        // A local folder shows what was just built: `npm run build` after a pull (or `npm start` again) would otherwise
        // keep serving the versions pinned by an earlier build here, and the site and its browser tests read old code.
        const moved = await pinVersion(remote, pinningTo(r.version), { reason: 'built here', action: 'pin' });
        console.log(`Pinned ${remote}@${r.version}${moved.previous ? ` (was ${moved.previous})` : ''}${whereRendered(moved.serverBundle, moved.firstViews)}.`);
      } else if (replace && (!r.unchanged || pinned.serverBundle === true)) {
        // A version rebuilt in place (local development) has a new server bundle: its pin records the new digest.
        const again = await pinVersion(remote, (current) => ({ version: r.version, stack: current?.earlier ?? [] }), { reason: 'rebuilt in place', action: 'pin' });
        console.log(`Pinned ${remote}@${r.version} again${whereRendered(again.serverBundle, again.firstViews)}.`);
      }
    }
  },

  async pin() {
    const reason = option('reason') ?? '';
    const [remote, version] = args;
    if (!remote || !version) throw new CliError('Usage: pin <remote> <version> [--reason "why"]');
    requireRemote(remote);
    const r = await pinVersion(
      remote,
      pinningTo(version),
      { reason, action: 'pin' },
    );
    console.log(`Pinned ${remote}@${r.version}${r.previous ? ` (was ${r.previous})` : ''}${whereRendered(r.serverBundle, r.firstViews)}. Live on the next page load.`);
  },

  async rollback() {
    const reason = option('reason') ?? '';
    const remote = requireRemote(args[0]);
    const r = await pinVersion(
      remote,
      (current) => {
        const earlier = current?.earlier ?? [];
        if (!earlier.length) throw new CliError(`${remote} has no earlier pin to roll back to.`);
        return { version: earlier[earlier.length - 1], stack: earlier.slice(0, -1) };
      },
      { reason, action: 'rollback' },
    );
    console.log(`Rolled ${remote} back to ${r.version} (was ${r.previous})${whereRendered(r.serverBundle, r.firstViews)}. Live on the next page load.`);
  },

  /** The release manager's switch: a remote's first views left to the browser, or given back to the server. */
  async 'first-views'() {
    const reason = option('reason') ?? '';
    const [remote, where] = args;
    if (!remote || !['browser', 'server'].includes(where)) throw new CliError('Usage: first-views <remote> browser|server [--reason "why"]');
    requireRemote(remote);
    let pin;
    await store.change(async (m) => {
      const current = m.pins[remote];
      if (!current) throw new CliError(`${remote} is not pinned.`);
      pin = { ...current, firstViews: where };
      const at = new Date().toISOString();
      return { pins: { [remote]: pin }, entries: [{ remote, action: 'first-views', version: current.version, previous: current.version, at, reason, serverBundle: current.serverBundle, firstViews: where }] };
    });
    console.log(`${remote}@${pin.version}${whereRendered(pin.serverBundle, pin.firstViews)}. Live on the next page load.`);
  },

  async status() {
    const { pins, history = [], fromFile } = await store.read();
    console.log(`Pins live in ${store.where}.`);
    console.log(`Published versions are in ${(await publishedStore()).where}.`);
    if (fromFile) console.log(`It holds none yet: the servers read ${pinsFile()} until \`npm run mfe -- import-pins\`.`);
    console.log('');
    for (const remote of REMOTES) {
      const p = pins[remote];
      const others = (await publishedVersions(remote)).filter((v) => v !== p?.version);
      console.log(`${remote.padEnd(15)} ${p ? p.version : '(not pinned)'}${p ? whereRendered(p.serverBundle, p.firstViews) : ''}`);
      if (p) console.log(`${''.padEnd(15)} pinned ${p.pinnedAt}${p.reason ? ` — ${p.reason}` : ''}`);
      if (others.length) console.log(`${''.padEnd(15)} also published: ${others.join(', ')}`);
    }
    const recent = history.slice(-10).reverse();
    if (recent.length) {
      console.log('\nRecent changes:');
      for (const h of recent)
        console.log(`  ${h.at}  ${h.action.padEnd(8)} ${h.remote}@${h.version}${h.action === 'first-views' ? ` → ${h.firstViews}` : h.previous ? ` (was ${h.previous})` : ''}${h.reason ? ` — ${h.reason}` : ''}`);
    }
  },

  /** Run when the shell is deployed: every pinned remote must still be satisfied by the new shell. */
  async check() {
    const shellManifest = readShellManifest();
    const { pins } = await store.read();
    const reasons = [];
    for (const [remote, p] of Object.entries(pins)) reasons.push(...sharedProblems(shellManifest, (await readPublished(remote, p.version)).manifest, `${remote}@${p.version}`));
    if (reasons.length) throw new Refused('This shell build', reasons);
    console.log(`The shell satisfies all ${Object.keys(pins).length} pinned remotes.`);
  },

  /** Moves the pins into PostgreSQL; manifest.json is left as it was, and no longer read while DATABASE_URL is set. */
  async 'import-pins'() {
    if (store.kind !== 'database') throw new CliError('Pins are imported into PostgreSQL: set DATABASE_URL, as for the server.');
    const r = await store.importFile();
    console.log(`Imported ${r.pins} pin${r.pins === 1 ? '' : 's'} and ${r.history} history entries from ${pinsFile()} into ${store.where}. Every server reads them from there on its next request.`);
    if (r.org) console.log(`The "org" of ${pinsFile()} is not imported: the shell shows its defaults.`);
  },

  /** The way back to the file: run before unsetting DATABASE_URL. */
  async 'export-pins'() {
    if (store.kind !== 'database') throw new CliError('Pins are exported from PostgreSQL: set DATABASE_URL, as for the server.');
    const r = await store.exportFile();
    console.log(`Wrote ${r.pins} pins and ${r.history} history entries from ${store.where} into ${pinsFile()}.`);
  },
};

try {
  const run = commands[command];
  if (!run) throw new CliError(`Usage: npm run mfe -- <${Object.keys(commands).join('|')}> …`);
  store = await openPinStore();
  await run();
} catch (error) {
  if (!(error instanceof CliError)) throw error;
  console.error(`mfe: ${error.message}`);
  process.exitCode = 1;
} finally {
  await store?.close();
  await closePublishedStore();
}
