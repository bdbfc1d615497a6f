// The member's profile as they complete or edit it (core spec §2: Complete Profile, Edit Profile). The call's one
// written path (decision 016). Reading the profile and whether it is complete are shared-api's: the shell's route guard
// and three remotes read them.
import { calls } from 'shared-api/contract';

export const profileFormCalls = calls({
  saveProfile: 'POST /user/complete-profile',
});
