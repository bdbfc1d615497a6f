// Staff list and write events (create as drafts, edit, preview, publish, open and close registrations): the calls' one written
// path (decision 016).
import { calls } from 'shared-api/contract';

export const eventAdminCalls = calls({
  getStaffEvents: 'GET /staff/events',
  getStaffEvent: 'GET /staff/events/:eventId',
  createEvent: 'POST /staff/events',
  updateEvent: 'POST /staff/events/:eventId',
  closeRegistrations: 'POST /staff/events/:eventId/close',
  openRegistrations: 'POST /staff/events/:eventId/open',
  getEventPreview: 'GET /staff/events/:eventId/preview',
  publishEvent: 'POST /staff/events/:eventId/publish',
  unpublishEvent: 'POST /staff/events/:eventId/unpublish',
});
