// The member's own profile as the shell and the remotes read it: the profile, and whether it is complete. The calls'
// one written path (decision 016). Completing or editing it is mfe-account's profile feature's (features/profile).
import { calls } from '../contract';

export const profileCalls = calls({
  getProfile: 'GET /user/profile',
  refreshProfileCompleted: 'GET /user/profile-completed',
});
