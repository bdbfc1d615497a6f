// The member's own profile: each call's access, rules and answer (decision 016). Server and API docs only; browsers
// import this file as a type.
import { Type } from '@sinclair/typebox';
import { contract } from '../contract';
import { profileCalls } from '../calls/profile';
import { Profile, UserDetails } from '../shapes/profile';
import { profileSchema } from '../validation';

export const profileContract = contract('profile', profileCalls, {
  getProfile: { access: 'member', owns: 'self', summary: 'The signed-in member’s profile', answer: Profile },
  refreshProfileCompleted: { access: 'member', owns: 'self', summary: 'Whether the profile is complete', answer: Type.Boolean() },
  saveProfile: {
    access: 'member',
    owns: 'self',
    summary: 'Complete or edit the profile; answers the fresh user details',
    description: '`avatar` is a file name answered by upload-image for this member; the secondary skill must belong to the primary one.',
    body: profileSchema,
    answer: UserDetails,
  },
});
