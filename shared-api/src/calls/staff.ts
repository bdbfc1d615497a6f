// The staff area's own calls (the queues of the staff home, the admins' system page): the calls' one written path (decision 016).
import { calls } from '../contract';

export const staffCalls = calls({
  getStaffQueues: 'GET /staff/queues',
  getStaffSystem: 'GET /staff/system',
});
