// The profile form's save: its access, rules and answer (decision 016). Server and API docs only; browsers import this
// file as a type. The rules are `shared-api/validation`'s `profileSchema`: that entry is the shell's, and a remote pinned
// before this feature's move may still read them there.
import { contract } from 'shared-api/contract';
import { UserDetails } from 'shared-api/shapes/profile';
import { profileSchema } from 'shared-api/validation';
import { profileFormCalls } from './calls';

export const profileFormContract = contract('profile', profileFormCalls, {
  saveProfile: {
    access: 'member',
    owns: 'self',
    summary: 'Complete or edit the profile; answers the fresh user details',
    description: '`avatar` is a file name answered by upload-image for this member; the secondary skill must belong to the primary one.',
    body: profileSchema,
    answer: UserDetails,
  },
});
