import { buildApp } from './app.js';
import { optionsFromEnvOrExit } from './config.js';

const { port, host, ...options } = optionsFromEnvOrExit(process.env);
const app = buildApp(options);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Finishes requests and mail deliveries in flight, closes the database and frees its lock.
    await app.close();
    process.exit(0);
  });
}

try {
  await app.listen({ port, host });
  app.log.info(`Site at ${options.publicUrl}, API at ${options.publicUrl}/api, docs at ${options.publicUrl}/api/docs`);
} catch (error) {
  app.log.error(error);
  await app.close().catch(() => undefined);
  process.exit(1);
}
