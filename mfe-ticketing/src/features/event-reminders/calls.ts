// The reminder the day before an event (#61): whether it went, and staff sending it now. The calls' one written path
// (decision 016).
import { calls } from 'shared-api/contract';

export const eventReminderCalls = calls({
  getEventReminder: 'GET /staff/events/:eventId/reminder',
  sendEventReminder: 'POST /staff/events/:eventId/reminder',
});
