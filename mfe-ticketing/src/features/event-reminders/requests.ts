// The reminder the day before an event: the calls through the feature's contract (decision 016) and their cache keys.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { eventReminderCalls } from './calls';
import type { eventReminderContract } from './contract';

const api = typedCalls<typeof eventReminderContract>(eventReminderCalls, { call });

export const eventReminderKeys = {
  one: (eventId: number | string) => ['staff-events', String(eventId), 'reminder'] as const,
};

export const getEventReminder = (eventId: number | string) => api.getEventReminder({ params: { eventId } });
export const sendEventReminder = (eventId: number | string) => api.sendEventReminder({ params: { eventId } });
