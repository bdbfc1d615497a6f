// Staff write events (create, edit, open and close registrations). Bundled by mfe-ticketing's staff pages
// (`shared-api/events-admin`), on the one client of the shared entry (decision 013).
import { get, post } from 'shared-api';
import type { StaffEventDetail } from './types';
import type { EventInput } from './validation/events';

/** The names of these reads in the query cache. */
export const eventAdminKeys = {
  /** every staff read of events: the list (ticketingKeys.staffEvents) and each event */
  all: ['staff-events'] as const,
  one: (id: number | string) => ['staff-events', String(id)] as const,
};

/** GET staff/events/{eventId}: the event's form as saved, with each package's seats taken. */
export const getStaffEvent = (id: number | string) => get<StaffEventDetail>(`staff/events/${encodeURIComponent(id)}`);
/** POST staff/events */
export const createEvent = (input: EventInput) => post<StaffEventDetail>('staff/events', input);
/** POST staff/events/{eventId}: the whole form. */
export const updateEvent = (id: number | string, input: EventInput) => post<StaffEventDetail>(`staff/events/${encodeURIComponent(id)}`, input);
/** POST staff/events/{eventId}/close | open: registrations. */
export const setRegistrations = (id: number | string, open: boolean) => post<StaffEventDetail>(`staff/events/${encodeURIComponent(id)}/${open ? 'open' : 'close'}`);
