import { expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The first message the local SMTP server received for `to`, waiting for it to arrive. */
export async function mailTo(to: string): Promise<ReceivedMail> {
  const dir = process.env.E2E_MAIL_DIR!;
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
        for (const file of files) {
          const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
          const recipients = [mail.to].flat().map((a) => (a && 'text' in a ? a.text : ''));
          if (recipients.includes(to)) {
            found = { to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' };
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
