// Staff at an event's door: a ticket checked in by the code in its QR or as found by a search, and who has come; and
// the door's phones prepared for offline use, their admissions synced, and the conflicts two offline doors make. The
// calls' one written path (decision 016).
import { calls } from 'shared-api/contract';

export const checkInCalls = calls({
  checkInTicket: 'POST /staff/check-in',
  searchAttendees: 'GET /staff/events/:id/attendees',
  checkInAttendee: 'POST /staff/events/:id/tickets/:ticketId/check-in',
  getCheckInCount: 'GET /staff/events/:id/check-in-count',
  prepareDoorDevice: 'POST /staff/events/:id/door/devices',
  syncDoor: 'POST /staff/door/sync',
  getOfflineDoors: 'GET /staff/events/:id/door',
  revokeDoorDevice: 'POST /staff/door/devices/:deviceId/revoke',
});
