// The production server in JavaScript (`npm run build`; `npm run serve` starts it): server/src, the shared-api files
// it imports and the features' contracts and server halves (src/features.ts), compiled by tsc into dist/ in the checkout's own layout (dist/server/src/main.js,
// dist/shared-api/src/…), so every path the server finds relative to its own file — migrations, modules, jobs, the
// render worker, the contracts, the Urdu catalog — is there as it is beside the source. Types are not checked here
// (`npm run typecheck` does): the build only strips them, as tsx does in development.
// `node build.mjs <dir>` builds into another folder directly inside server/ (the tests do).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const serverDir = path.dirname(new URL(import.meta.url).pathname);
const repo = path.dirname(serverDir);
const out = path.resolve(serverDir, process.argv[2] ?? 'dist');
if (path.dirname(out) !== serverDir) {
  console.error(`The compiled server must sit directly inside server/ (it finds the checkout two folders above its own): not ${out}`);
  process.exit(2);
}

fs.rmSync(out, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', path.join(serverDir, 'tsconfig.build.json'), '--outDir', out], { stdio: 'inherit' });

// What the code reads at run time beside itself: shared-api's password list and Urdu catalog, and any other file that
// is not TypeScript (the tests' fixtures and dumps excepted).
const skip = new Set([path.join(serverDir, 'src', 'test'), path.join(serverDir, 'src', 'bench')]);
const copyData = (from) => {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const file = path.join(from, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(file)) copyData(file);
    } else if (!/\.(ts|tsx)$/.test(entry.name)) {
      const to = path.join(out, path.relative(repo, file));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(file, to);
    }
  }
};
copyData(path.join(serverDir, 'src'));
copyData(path.join(repo, 'shared-api', 'src'));

// Each package's module format, as its package.json gives it beside the source: the server is ESM, shared-api CommonJS.
// shared-api's files also import the package by its own name (`shared-api/validation`): its entries, pointed at the
// compiled files, make those resolve inside dist/ to the same modules the server imports by path.
const sharedApi = JSON.parse(fs.readFileSync(path.join(repo, 'shared-api', 'package.json'), 'utf8'));
const compiledEntries = Object.fromEntries(Object.entries(sharedApi.exports).map(([entry, file]) => [entry, file.replace(/\.tsx?$/, '.js')]));
fs.writeFileSync(path.join(out, 'server', 'package.json'), JSON.stringify({ type: 'module' }) + '\n');
fs.writeFileSync(path.join(out, 'shared-api', 'package.json'), JSON.stringify({ name: 'shared-api', type: 'commonjs', exports: compiledEntries }, null, 2) + '\n');

// The features' contracts and server halves (decision 044), compiled beside the rest in the checkout's layout: a
// remote's files are CommonJS as its package.json leaves them, a feature's server/ folder a module as its own
// package.json says. Their `shared-api/…` imports resolve to the compiled shared-api through dist/node_modules.
for (const remote of fs.readdirSync(out).filter((name) => /^mfe-[a-z-]+$/.test(name))) {
  fs.writeFileSync(path.join(out, remote, 'package.json'), JSON.stringify({ type: 'commonjs' }) + '\n');
  const features = path.join(repo, remote, 'src', 'features');
  for (const feature of fs.existsSync(features) ? fs.readdirSync(features) : []) {
    const own = path.join(features, feature, 'server', 'package.json');
    const to = path.join(out, remote, 'src', 'features', feature, 'server', 'package.json');
    if (fs.existsSync(own) && fs.existsSync(path.dirname(to))) fs.copyFileSync(own, to);
  }
}
// Each remote's texts, which the server's answers read (src/lib/texts.ts).
for (const remote of fs.readdirSync(repo).filter((name) => /^mfe-[a-z-]+$/.test(name))) {
  const texts = path.join(repo, remote, 'src', 'locales', 'texts.ur.po');
  if (!fs.existsSync(texts)) continue;
  fs.mkdirSync(path.join(out, remote, 'src', 'locales'), { recursive: true });
  fs.copyFileSync(texts, path.join(out, remote, 'src', 'locales', 'texts.ur.po'));
}
fs.mkdirSync(path.join(out, 'node_modules'), { recursive: true });
fs.symlinkSync('../shared-api', path.join(out, 'node_modules', 'shared-api'), 'dir');
