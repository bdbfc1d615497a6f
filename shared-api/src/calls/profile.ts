// The member's own profile: read it, ask whether it is complete, complete or edit it. The calls' one written path
// (decision 016).
import { calls } from '../contract';

export const profileCalls = calls({
  getProfile: 'GET /user/profile',
  refreshProfileCompleted: 'GET /user/profile-completed',
  saveProfile: 'POST /user/complete-profile',
});
