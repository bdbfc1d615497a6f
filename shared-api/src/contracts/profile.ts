// The member's own profile as the shell and the remotes read it: each call's access and answer (decision 016). Server
// and API docs only; browsers import this file as a type. Completing or editing it is mfe-account's profile feature's
// (mfe-account/src/features/profile).
import { Type } from '@sinclair/typebox';
import { contract } from '../contract';
import { profileCalls } from '../calls/profile';
import { Profile } from '../shapes/profile';

export const profileContract = contract('profile', profileCalls, {
  getProfile: { access: 'member', owns: 'self', summary: 'The signed-in member’s profile', answer: Profile },
  refreshProfileCompleted: { access: 'member', owns: 'self', summary: 'Whether the profile is complete', answer: Type.Boolean() },
});
