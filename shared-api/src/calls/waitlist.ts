// The waitlist of a full package: the calls' one written path (decision 016).
import { calls } from '../contract';

export const waitlistCalls = calls({
  getWaitlist: 'GET /user/events/:eventId/waitlist',
  joinWaitlist: 'POST /user/packages/:packageId/waitlist',
  leaveWaitlist: 'POST /user/packages/:packageId/waitlist/leave',
});
