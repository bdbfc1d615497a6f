// `npm run mail -- status` says how the site's mail stands; `npm run mail -- resend`, once mail is mended, gives every
// message whose delivery gave up to the queue again (a worker sends it). On PostgreSQL they run beside the site; on the
// embedded database, stop the site first (one process opens it).
import { sql } from 'kysely';
import { buildApp } from '../app.js';
import { optionsFromEnv } from '../config.js';
import { mailSentInLastDay, readOutbox } from '../modules/health/queries.js';
import { runCommand } from './run.js';

const USAGE = 'usage: npm run mail -- status | resend';

async function main(args: string[]) {
  const [command, ...rest] = args;
  if ((command !== 'status' && command !== 'resend') || rest.length) {
    console.error(USAGE);
    return 2;
  }
  const { port: _port, host: _host, shutdownDelaySeconds: _delay, ...options } = optionsFromEnv(process.env);
  const app = buildApp({ ...options, logger: false, roles: ['web'], serveSite: false, serverRender: false, metrics: {}, backups: undefined });
  try {
    await app.ready();
    if (!app.config.smtpUrl) console.log('SMTP_URL is not set: messages are kept in the outbox and not sent.');
    if (command === 'resend') {
      const count = await app.mailer.resendFailed();
      console.log(count ? `${count} messages whose delivery had given up are queued again: a worker sends them now.` : 'No message waits to be sent again.');
      return 0;
    }
    // The figures the status page and the metrics read, by the same queries.
    const [outbox, sentToday] = await Promise.all([readOutbox(app.db), mailSentInLastDay(app.db)]);
    console.log(`Sent in the last day: ${sentToday}. Waiting for a first try: ${outbox.waiting}. Failing: ${outbox.failing}.`);
    const errors = await sql<{ error: string; n: number; last: Date }>`
      select error, count(*)::int as n, max(created_at) as last from outbox
      where sent_at is null and error is not null group by error order by max(created_at) desc limit 5`.execute(app.db);
    for (const e of errors.rows) console.log(`  ${e.n} × ${e.error} (last ${e.last.toISOString()})`);
    return 0;
  } finally {
    await app.close();
  }
}

await runCommand('mail', main);
