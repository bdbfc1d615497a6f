// A local SMTP server for the browser tests: a worker's site sends its mail here (SMTP_URL), and every message
// is written as an .eml file to the worker's mail folder, where a test reads it back as the recipient would.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startMailCapture(dir: string, port: number) {
  fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        fs.writeFileSync(path.join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
