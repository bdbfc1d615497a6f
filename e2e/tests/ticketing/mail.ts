import { expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** The text of the newest message to `to` whose subject matches, waiting for it to arrive at the local SMTP server. */
export async function mailMatching(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  const dir = process.env.E2E_MAIL_DIR!;
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
        for (const file of files) {
          const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
          const recipients = [mail.to].flat().map((a) => (a && 'text' in a ? a.text : ''));
          if (recipients.includes(to) && subject.test(mail.subject ?? '')) {
            found = { subject: mail.subject ?? '', text: mail.text ?? '' };
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${to} about ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
