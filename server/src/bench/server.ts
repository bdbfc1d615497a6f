// The production server for the soak (`npm run soak` starts it in a process of its own): the same environment
// (`optionsFromEnv`, NODE_ENV=production) and the same `buildApp` as `npm run serve`, with two differences:
//  - API only: the built site is not served, so no `npm run build` is needed first;
//  - every rate limit is raised (AppOptions.rateLimits, the only way the configuration offers: there is no
//    environment variable for them). The soak sends all its traffic from 127.0.0.1, hundreds of sign-ins and
//    publication requests a minute: with the production limits (20 sign-ins a minute per address, 10 publication
//    requests per 10 minutes, …) nearly every write would be refused with 429 and nothing would be measured.
import { buildApp } from '../app.js';
import { defaultRateLimits, optionsFromEnvOrExit, type RateLimits } from '../config.js';

const raised = Object.fromEntries(Object.keys(defaultRateLimits).map((name) => [name, { max: 1_000_000_000, windowMs: 60_000 }])) as unknown as RateLimits;

const { port, host, ...options } = optionsFromEnvOrExit(process.env);
const app = buildApp({ ...options, serveSite: false, rateLimits: raised });

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, shutdown);
// Started by the soak with an IPC channel: when the soak ends in any way, so does the server.
if (process.send) process.once('disconnect', shutdown);

try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error(error);
  await app.close().catch(() => undefined);
  process.exit(1);
}
