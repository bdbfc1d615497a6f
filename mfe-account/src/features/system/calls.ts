// The admins' system page: the site's state as the instance that answers reads it now. The call's one written path
// (decision 016).
import { calls } from 'shared-api/contract';

export const systemCalls = calls({
  getStaffSystem: 'GET /staff/system',
});
