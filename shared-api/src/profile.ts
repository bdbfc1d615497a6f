import { call, get, post } from './client';
import { sessionStore } from './session';
import type { Profile, Skill, UserDetails } from './types';
import type { PasswordUpdateInput, ProfileInput, ProfileUpdateInput } from './validation';

export const getProfile = () => get<Profile>('user/profile');

/** The names of the member's own reads and the form's lists in the query cache. */
export const profileKeys = {
  profile: ['profile'] as const,
  cities: ['lookups', 'cities'] as const,
  provinces: ['lookups', 'provinces'] as const,
  primarySkills: ['lookups', 'primary-skills'] as const,
  secondarySkills: (parentId: number) => ['lookups', 'secondary-skills', parentId] as const,
};

/** Saves the complete/edit profile form and refreshes user_details. */
export async function saveProfile(input: ProfileInput) {
  const result = await post<UserDetails>('user/complete-profile', input);
  sessionStore.getState().updateUser(result.data);
  return result;
}

/**
 * Name and phone, and a new e-mail once confirmed from its inbox; the server answers with a fresh token, stored in
 * the auth cookie, and the account as it now is (the e-mail stays the old one until the change is confirmed).
 */
export async function updateAccount(input: ProfileUpdateInput) {
  const result = await post<{ api_token: string } & Partial<UserDetails>>('user/update', input);
  const { api_token, ...details } = result.data;
  const state = sessionStore.getState();
  if (state.user) state.signIn(api_token, { ...state.user, ...details });
  return result;
}

export const updatePassword = (input: PasswordUpdateInput) => post<null>('user/password', input);

/** Confirms a new sign-in address with the token from the mail sent to it; the account's sessions end. */
export async function confirmEmailChange(token: string) {
  const result = await post<null>('user/confirm-email', { token });
  sessionStore.getState().signOut();
  return result;
}

/** Undoes a change of sign-in address with the token from the notice sent to the old address. */
export async function undoEmailChange(token: string) {
  const result = await post<null>('user/undo-email-change', { token });
  sessionStore.getState().signOut();
  return result;
}

export async function refreshProfileCompleted() {
  const result = await get<boolean>('user/profile-completed');
  sessionStore.getState().updateUser({ is_profile_completed: result.data });
  return result.data;
}

export const getPrimarySkills = () => get<Skill[]>('primary-skills');
export const getSecondarySkills = (parentId: number) => get<Skill[]>('secondary-skills', { parent_id: parentId });
export const getCities = () => get<Array<{ name: string; province: string }>>('cities');
export const getProvinces = () => get<string[]>('provinces');

/** Uploads an avatar; answers the stored file name. */
export function uploadImage(file: File) {
  const body = new FormData();
  body.append('image', file);
  return call<string>('post', 'upload-image', { body });
}
