// The production build served as it would be in production, on a fresh embedded database, for the
// measurement scripts (size, Lighthouse). Builds nothing: `npm run build` comes first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * Starts the site on a random loopback port; resolves once it answers, with its base URL and a stop(). `root` is the
 * checkout to serve (this one by default): another checkout, built, serves an earlier release for comparison.
 */
export async function startProductionSite({ name, portBase, env = {}, root = repo }) {
  if (!fs.existsSync(path.join(root, 'shell/dist/index.html')) || !fs.existsSync(path.join(root, 'deploy/manifest.json'))) {
    console.error(`No production build in ${root}: run \`npm run build\` there first.`);
    process.exit(1);
  }
  const port = portBase + Math.floor(Math.random() * 100);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    env: { ...process.env, NODE_ENV: 'production', DEMO_CONTENT: '1', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    if (i > 240) {
      stop();
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The session cookies (name and value) that the sign-in page sets for `email` on the site at `base`. */
export async function sessionCookies(base, email, password = 'Demo@12345') {
  const answer = await (
    await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  ).json();
  if (answer.error) throw new Error(`could not sign in as ${email}: ${answer.message}`);
  const { token, member_id, is_profile_completed, role } = answer.data;
  return [
    { name: 'auth', value: token },
    { name: 'user_details', value: encodeURIComponent(JSON.stringify({ member_id, is_profile_completed, role })) },
  ];
}

/** The public pages the measuring tools open by default, with the demo's first event and first post on the site at `base`. */
export async function publicPages(base) {
  const [post] = (await (await fetch(`${base}/api/blogs?per_page=1`)).json()).data.items;
  const [event] = (await (await fetch(`${base}/api/events?page=1`)).json()).data.items;
  return ['/', '/events', `/event/${event.slug}/${event.id}`, '/blog', `/blog/${post.slug}/${post.id}`, '/our-voice', '/membership', '/login'];
}
