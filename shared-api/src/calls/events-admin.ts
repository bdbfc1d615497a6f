// Staff write events (create, edit, open and close registrations): the calls' one written path (decision 016).
import { calls } from '../contract';

export const eventAdminCalls = calls({
  getStaffEvent: 'GET /staff/events/:eventId',
  createEvent: 'POST /staff/events',
  updateEvent: 'POST /staff/events/:eventId',
  closeRegistrations: 'POST /staff/events/:eventId/close',
  openRegistrations: 'POST /staff/events/:eventId/open',
});
