// `npm run serve`: the server as `npm run build` compiled it (dist/), started as JavaScript with nothing to compile.
import fs from 'node:fs';

const main = new URL('./dist/server/src/main.js', import.meta.url);
if (!fs.existsSync(main)) {
  console.error('The server is not built: run `npm run build` first.');
  process.exit(1);
}
await import(main.href);
