import type { StaffSystem } from '../../shapes';
import { Text } from 'shared-ui';
import { Figure, Figures, SystemSection, Unread, Warnings, When } from './parts';
import { ago, olderThan } from './words';

/** A message waiting longer than this, while an SMTP server is set, means no worker sends mail. */
const LATE_SECONDS = 10 * 60;

/** The outbox: what waits, what fails, what went out today. */
export function MailSection({ system }: { system: StaffSystem }) {
  const { mail, readiness, checked_at: now } = system;
  const off = readiness.mail === 'off';
  if (!mail) {
    return (
      <SystemSection id="mail" title="Mail">
        <Unread what="The outbox" />
      </SystemSection>
    );
  }
  const lines: string[] = [];
  if (!off && mail.oldest_waiting_at && olderThan(mail.oldest_waiting_at, now, LATE_SECONDS))
    lines.push(`The oldest waiting message was written ${ago(mail.oldest_waiting_at, now)}: check that a worker is running.`);
  if (!off && mail.failing) lines.push(`${mail.failing === 1 ? 'One message is' : `${mail.failing} messages are`} failing. Once mail is mended, npm run mail -- resend sends those that gave up.`);
  return (
    <SystemSection id="mail" title="Mail">
      {off && <Text>No SMTP server is set (SMTP_URL): every message is kept in the outbox and none is sent.</Text>}
      <Warnings label="Mail needs attention" lines={lines} />
      <Figures label="Outbox">
        <Figure label={off ? 'Kept, not sent' : 'Waiting'}>{mail.waiting}</Figure>
        <Figure label="Failing" note="tried and refused">
          {mail.failing}
        </Figure>
        <Figure label="Sent in 24 hours">{mail.sent_last_day}</Figure>
        <Figure label={off ? 'Oldest kept' : 'Oldest waiting'}>{mail.oldest_waiting_at ? <When at={mail.oldest_waiting_at} now={now} /> : 'None waiting'}</Figure>
      </Figures>
    </SystemSection>
  );
}
