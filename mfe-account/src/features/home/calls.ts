// The member's dashboard home. The call's one written path (decision 016).
import { calls } from 'shared-api/contract';

export const homeCalls = calls({
  getMemberHome: 'GET /user/home',
});
