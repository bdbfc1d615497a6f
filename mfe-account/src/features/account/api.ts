// The member's own account writes on the Profile page (name, e-mail, phone and password), one hook each (bulletproof-react's
// features/<feature>/api): a page changes them only through these, and each hook's onSuccess refreshes exactly the
// reads the change affects, by their names in profileKeys, directoryKeys and homeKeys. A page never touches the cache
// itself (lint).
import { profileKeys, type Profile } from 'shared-api';
import { directoryKeys } from 'shared-api/directory';
import { homeKeys } from 'shared-api/home';
import { queryClient, useMutation } from 'shared-api/query';
import type { PasswordUpdateInput, ProfileUpdateInput } from 'shared-api/validation';
import { updateAccount, updatePassword } from './requests';

/**
 * Name, e-mail and phone (`updateAccount` keeps the fresh token). The cached profile takes the new name and phone at
 * once, so every page shows them without a reload; the e-mail counts once confirmed from its inbox. What shows the
 * name elsewhere (the directory, the dashboard home) is read again.
 */
export const useUpdateAccount = () =>
  useMutation({
    mutationFn: (input: ProfileUpdateInput) => updateAccount(input),
    onSuccess: (_result, { name, phone }) => {
      queryClient.setQueryData<Profile>(profileKeys.profile, (profile) => profile && { ...profile, name, phone });
      void queryClient.invalidateQueries({ queryKey: directoryKeys.all });
      void queryClient.invalidateQueries({ queryKey: homeKeys.home });
    },
  });

/** The password changed: nothing the site reads shows it. */
export const useUpdatePassword = () => useMutation({ mutationFn: (input: PasswordUpdateInput) => updatePassword(input) });
