import { errorCode, isRecord } from './guards.js';

/** The constraint a statement broke when it was a unique violation (SQLSTATE 23505), else null. */
export function uniqueViolation(error: unknown): string | null {
  if (errorCode(error) !== '23505' || !isRecord(error)) return null;
  return typeof error.constraint === 'string' ? error.constraint : '';
}

/** The errors an error stands for: itself, what it wraps (`cause`) and, for a connection tried on several addresses, each try. */
function* causes(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (!isRecord(error) || depth > 4) return;
  yield error;
  yield* causes(error.cause, depth + 1);
  if (Array.isArray(error.errors)) for (const each of error.errors) yield* causes(each, depth + 1);
}

/**
 * What an operator reads when PostgreSQL cannot be reached or will not let the site in: one sentence naming the server
 * (host and port, never the password) and what to check; null for any other error. A refused connection counts only on
 * the database's own port, so a bucket or an SMTP server that refuses is not blamed on PostgreSQL.
 */
export function unreachableDatabase(error: unknown, databaseUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return null;
  }
  const host = decodeURIComponent(url.hostname) || 'localhost';
  const port = Number(url.port || 5432);
  const user = decodeURIComponent(url.username);
  const name = decodeURIComponent(url.pathname.slice(1)) || user;
  const where = `PostgreSQL at ${host}:${port}`;
  for (const cause of causes(error)) {
    const code = errorCode(cause);
    const onItsPort = cause.port === undefined || Number(cause.port) === port;
    switch (code) {
      case 'ECONNREFUSED':
        if (onItsPort) return `${where} refused the connection: check that it is running, and the host and port in DATABASE_URL.`;
        break;
      case 'ETIMEDOUT':
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
        if (onItsPort) return `${where} could not be reached (${code}): check the network and firewall between this machine and it, and the host and port in DATABASE_URL.`;
        break;
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        if (cause.hostname === undefined || cause.hostname === host) return `The database host ${host} in DATABASE_URL could not be found (${code}): check its spelling and this machine's DNS.`;
        break;
      case '3D000':
        return `${where} has no database "${name}": create it (createdb ${name}, or \`create database ${name}\` in psql), or correct its name in DATABASE_URL.`;
      case '28P01':
        return `${where} refused the password of user "${user}": check the user and password in DATABASE_URL.`;
      case '28000':
        return `${where} refused user "${user}" (${String(cause.message)}): check the user in DATABASE_URL and the server's access rules (pg_hba.conf).`;
      case '57P03':
        return `${where} is starting or stopping and takes no connection yet: try again in a moment.`;
      case '53300':
        return `${where} has no connection left (too many clients): try again once the site's instances hold fewer, or raise max_connections.`;
    }
  }
  return null;
}
