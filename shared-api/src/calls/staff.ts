// The staff area's own call (the queues of the staff home, which the shell's staff menu counts): the call's one written
// path (decision 016).
import { calls } from '../contract';

export const staffCalls = calls({
  getStaffQueues: 'GET /staff/queues',
});
