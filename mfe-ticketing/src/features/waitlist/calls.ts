// The waitlist of a full package: members ask to be told, in turn, when a seat is free. The calls' one written path
// (decision 016).
import { calls } from 'shared-api/contract';

export const waitlistCalls = calls({
  getWaitlist: 'GET /user/events/:eventId/waitlist',
  joinWaitlist: 'POST /user/packages/:packageId/waitlist',
  leaveWaitlist: 'POST /user/packages/:packageId/waitlist/leave',
});
