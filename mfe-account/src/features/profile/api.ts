// The profile form's one write as a hook (bulletproof-react's features/<feature>/api): the Complete Profile and Edit
// Profile pages save only through it, and its onSuccess refreshes exactly the reads the change affects, by their names
// in profileKeys, directoryKeys and homeKeys. A page never touches the cache itself (lint).
import { profileKeys } from 'shared-api';
import { directoryKeys } from 'shared-api/directory';
import { homeKeys } from 'shared-api/home';
import { queryClient, useMutation } from 'shared-api/query';
import type { ProfileInput } from 'shared-api/validation';
import { saveProfile } from './requests';

/**
 * The full profile saved. It changes more than the member typed (completion, derived fields): the profile is read
 * again, with what the directory shows of the member (their card, their public profile, where they appear) and the
 * dashboard home (whether the profile is complete).
 */
export const useSaveProfile = () =>
  useMutation({
    mutationFn: (input: ProfileInput) => saveProfile(input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.profile });
      void queryClient.invalidateQueries({ queryKey: directoryKeys.all });
      void queryClient.invalidateQueries({ queryKey: homeKeys.home });
    },
  });
