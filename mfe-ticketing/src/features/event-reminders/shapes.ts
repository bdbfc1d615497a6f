// The reminder the day before an event: the answers' shapes, and their types for the page.
import { DateTime, Nullable, Strict, Type, type Static } from 'shared-api/shapes';

/** Whether an event's reminder went (when, by whom, to how many), or when it will go by itself. */
export const EventReminder = Strict({
  sent_at: Nullable(DateTime('when it went; null until it does')),
  sent_by: Nullable(Type.String({ description: 'the staff member who sent it now; null when it went by itself the day before, or has not gone' })),
  members: Type.Integer({ description: 'members it went to (once sent), or members holding a paid ticket now' }),
  due_at: Nullable(DateTime('when it goes by itself: 9:00 AM Karachi time the day before the event; null once past or sent')),
  ended: Type.Boolean({ description: 'the event has ended: no reminder can go' }),
});
export type EventReminder = Static<typeof EventReminder>;
