// The reminder the day before an event: each call's access, rules and answer (decision 016). Server and API docs only;
// browsers import this file as a type.
import { contract } from 'shared-api/contract';
import { idParams } from 'shared-api/validation/calls';
import { eventReminderCalls } from './calls';
import { EventReminder } from './shapes';

const eventParams = idParams({ eventId: 'an event' });

export const eventReminderContract = contract('staff', eventReminderCalls, {
  getEventReminder: {
    access: 'staff',
    summary: 'Whether the event’s reminder went (when, by whom, to how many members), or when it goes by itself',
    params: eventParams,
    answer: EventReminder,
  },
  sendEventReminder: {
    access: 'staff',
    summary: 'Send the event’s reminder now to every member holding a paid ticket: by e-mail, and on WhatsApp or SMS to those who chose it; once per event; audited',
    description: 'A reminder already sent (now or by itself the day before) is not sent again (409); nor is one for an event that has ended, or a draft.',
    params: eventParams,
    answer: EventReminder,
  },
});
