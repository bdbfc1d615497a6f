import { defineQuery, getProfile, profileKeys, type Profile } from 'shared-api';
import { directoryKeys } from 'shared-api/directory';
import { queryClient, useQuery } from 'shared-api/query';

/** The signed-in member's profile, from the site's query cache (one request for every page that shows it). */
export const useProfile = () => useQuery(defineQuery(profileKeys.profile, getProfile));

/** Applies a change the server has accepted to the cached profile, so every page shows it without a reload. */
export const patchProfile = (changes: Partial<Profile>) =>
  queryClient.setQueryData<Profile>(profileKeys.profile, (profile) => profile && { ...profile, ...changes });

/**
 * After a save that changes more than the member typed (completion, derived fields): read it again, and what the
 * directory shows of the member (their card, their public profile, where they appear).
 */
export const reloadProfile = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: profileKeys.profile }), queryClient.invalidateQueries({ queryKey: directoryKeys.all })]);
