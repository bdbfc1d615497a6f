#!/usr/bin/env node
// Release tools for the remotes: publish a build, pin a version, show what is pinned.
//   npm run mfe -- publish <remote> | publish-all | pin <remote> <version> [--reason "…"] | status
import { CliError, REMOTES, publishBuild, publishedVersions, readPins, updatePins } from './mfe/deploy.mjs';

const [command, ...rest] = process.argv.slice(2);
const flag = (name) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest.splice(i, 2)[1] : undefined;
};

function requireRemote(name) {
  if (!REMOTES.includes(name)) throw new CliError(`Unknown remote "${name}". Remotes: ${REMOTES.join(', ')}`);
  return name;
}

async function pin(remote, version, reason, action = 'pin') {
  if (!publishedVersions(remote).includes(version)) throw new CliError(`${remote}@${version} is not published.`);
  await updatePins((m) => {
    const previous = m.pins[remote]?.version ?? null;
    const at = new Date().toISOString();
    return {
      pins: { ...m.pins, [remote]: { version, pinnedAt: at, reason } },
      history: [...(m.history ?? []), { remote, version, previous, action, at, reason }],
    };
  });
  console.log(`Pinned ${remote}@${version}.`);
}

const commands = {
  async publish() {
    const r = publishBuild(requireRemote(rest[0]));
    console.log(r.unchanged ? `${r.remote}@${r.version} is already published (same content).` : `Published ${r.remote}@${r.version}.`);
  },
  /** Publishes every built remote and pins the ones not pinned yet (first deployment, development). */
  async 'publish-all'() {
    const pins = readPins().pins;
    for (const remote of REMOTES) {
      const r = publishBuild(remote);
      console.log(r.unchanged ? `${remote}@${r.version} already published.` : `Published ${remote}@${r.version}.`);
      if (!pins[remote]) await pin(remote, r.version, 'first deployment');
    }
  },
  async pin() {
    const [remote, version] = rest;
    if (!version) throw new CliError('Usage: pin <remote> <version> [--reason "…"]');
    await pin(requireRemote(remote), version, flag('reason') ?? '');
  },
  async status() {
    const { pins } = readPins();
    for (const remote of REMOTES) {
      const p = pins[remote];
      const others = publishedVersions(remote).filter((v) => v !== p?.version);
      console.log(`${remote.padEnd(16)} ${p ? `${p.version} (pinned ${p.pinnedAt}${p.reason ? `: ${p.reason}` : ''})` : 'not pinned'}${others.length ? `  also published: ${others.join(', ')}` : ''}`);
    }
  },
};

try {
  const run = commands[command];
  if (!run) throw new CliError(`Usage: mfe <${Object.keys(commands).join('|')}>`);
  await run();
} catch (error) {
  if (error instanceof CliError) {
    console.error(`mfe: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
