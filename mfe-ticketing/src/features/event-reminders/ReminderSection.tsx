// i18n-english: the staff's event page
import { useState } from 'react';
import { errorMessage } from 'shared-api';
import { Button, formatDateTime, Heading, HStack, notifyError, notifySuccess, PageFrame, Stack, Text } from 'shared-ui';
import { useEventReminder, useSendEventReminder } from './api';
import type { EventReminder } from './shapes';

const members = (n: number) => (n === 1 ? '1 member' : `${n} members`);

/** What the reminder did or will do, in a sentence. */
function state(reminder: EventReminder) {
  if (reminder.sent_at) return `Sent ${formatDateTime(reminder.sent_at)} ${reminder.sent_by ? `by ${reminder.sent_by}` : 'by itself, the day before'}, to ${members(reminder.members)}.`;
  if (reminder.ended) return 'The event has ended: no reminder went.';
  if (reminder.due_at) return `It goes by itself ${formatDateTime(reminder.due_at)} to the members holding a ticket then (${members(reminder.members)} now).`;
  return `It has not gone: send it now to the ${members(reminder.members)} holding a ticket.`;
}

function Reminder({ eventId, reminder }: { eventId: number | string; reminder: EventReminder }) {
  const send = useSendEventReminder(eventId);
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      const { message } = await send.mutateAsync();
      notifySuccess(message);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setAsking(false);
    }
  };
  const open = !reminder.sent_at && !reminder.ended;
  return (
    <Stack gap="2">
      <Text fontSize="sm">{state(reminder)}</Text>
      {open && !asking && (
        <Button size="sm" variant="outline" colorPalette="brand" alignSelf="start" onClick={() => setAsking(true)}>
          Send the reminder now
        </Button>
      )}
      {open && asking && (
        <Stack gap="2" role="group" aria-label="Send the reminder now">
          <Text fontSize="sm" fontWeight="medium">
            Send it now to {members(reminder.members)}? It goes once: it will not go again the day before.
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="brand" loading={send.isPending} onClick={() => void confirm()}>
              Send it now
            </Button>
            <Button size="sm" variant="ghost" disabled={send.isPending} onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

/** The staff's view of an event's reminder the day before, with "Send the reminder now" (once per event). */
export function ReminderSection({ eventId }: { eventId: number | string }) {
  const query = useEventReminder(eventId);
  return (
    <Stack as="section" gap="2" aria-labelledby="reminder-heading">
      <Heading id="reminder-heading" as="h2" size="md">
        Reminder the day before
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Every member holding a paid ticket gets it once, by e-mail, and on WhatsApp or SMS if they chose it.
      </Text>
      <PageFrame query={query} what="the reminder">
        {(reminder) => <Reminder eventId={eventId} reminder={reminder} />}
      </PageFrame>
    </Stack>
  );
}
