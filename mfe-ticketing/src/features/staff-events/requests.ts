// Staff write events (create as drafts, edit, preview, publish, open and close registrations): the calls through the
// feature's contract (decision 016), one function each, and their cache keys. The hooks of api.ts and the pages call
// these; the staff orders' and the reconciliation's hooks refresh the staff's event reads by their keys.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { eventAdminCalls } from './calls';
import type { eventAdminContract } from './contract';
import type { EventInput } from './staff-validation';

const api = typedCalls<typeof eventAdminContract>(eventAdminCalls, { call });

/** The names of these reads in the query cache. */
export const eventAdminKeys = {
  /** every staff read of events: the list and each event */
  all: ['staff-events'] as const,
  /** the list of events, which the events page, the orders page's filter and the door read */
  list: ['staff-events', 'list'] as const,
  one: (id: number | string) => ['staff-events', String(id)] as const,
  preview: (id: number | string) => ['staff-events', String(id), 'preview'] as const,
};

/** Every event, latest first, with its paid and pending orders. */
export const getStaffEvents = () => api.getStaffEvents();
/** The event's form as saved, with each package's seats taken. */
export const getStaffEvent = (id: number | string) => api.getStaffEvent({ params: { eventId: id } });
export const createEvent = (input: EventInput) => api.createEvent({ body: input });
/** The whole form. */
export const updateEvent = (id: number | string, input: EventInput) => api.updateEvent({ params: { eventId: id }, body: input });
/** The event's page as visitors will see it once published (a draft's too). */
export const getEventPreview = (id: number | string) => api.getEventPreview({ params: { eventId: id } });
/** Publish a draft (`true`) or make the event a draft again (`false`). */
export const setEventPublished = (id: number | string, published: boolean) => api[published ? 'publishEvent' : 'unpublishEvent']({ params: { eventId: id } });
/** Open or close registrations. */
export const setRegistrations = (id: number | string, open: boolean) => api[open ? 'openRegistrations' : 'closeRegistrations']({ params: { eventId: id } });
