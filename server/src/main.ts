import { buildApp } from './app.js';
import { optionsFromEnvOrExit, rolesFromArgs } from './config.js';
import { unreachableDatabase } from './lib/pg-errors.js';

const { port, host, shutdownDelaySeconds, ...options } = optionsFromEnvOrExit(process.env);
// `npm run serve -- --role web` or `--role worker`: one part of the site per process (both when not said).
let roles;
try {
  roles = rolesFromArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const app = buildApp({ ...options, roles });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, delaySeconds: shutdownDelaySeconds }, 'shutting down');
    // Readiness turns 503 at once; the load balancer stops sending visitors here within its check interval, while
    // everything sent meanwhile is still answered. Only then does the server stop taking requests.
    app.stopping = true;
    if (roles.includes('web') && shutdownDelaySeconds > 0) await new Promise((resolve) => setTimeout(resolve, shutdownDelaySeconds * 1000));
    // Finishes requests and mail deliveries in flight, closes the database and frees its lock.
    await app.close();
    process.exit(0);
  });
}

try {
  if (roles.includes('web')) {
    await app.listen({ port, host });
    app.log.info(`Site at ${options.publicUrl}, API at ${options.publicUrl}/api, docs at ${options.publicUrl}/api/docs${options.production ? ' (staff only)' : ''}`);
  } else {
    await app.ready();
    const checks = app.metrics.address();
    app.log.info(
      checks
        ? `Working the job queues; health at http://${options.metrics?.host ?? '127.0.0.1'}:${checks.port}/api/health/ready (and /api/health/live, /metrics)`
        : 'Working the job queues (set METRICS_PORT for this process’s health checks and metrics)',
    );
  }
} catch (error) {
  // What an operator can mend is said in one sentence: PostgreSQL that cannot be reached or will not let the site in,
  // a port another process holds. Anything else is logged whole, with its stack, for whoever mends the code.
  const code = (error as { code?: unknown } | null)?.code;
  const sentence =
    (options.databaseUrl ? unreachableDatabase(error, options.databaseUrl) : null) ??
    (code === 'EADDRINUSE' ? `Port ${port} on ${host} is already in use: stop the process that holds it, or set PORT to another.` : null);
  if (sentence) app.log.fatal(`The site could not start: ${sentence}`);
  else app.log.error(error);
  await app.close().catch(() => undefined);
  process.exit(1);
}
