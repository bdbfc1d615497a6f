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

/** Name, e-mail and phone; the server answers with a fresh token, stored in the auth cookie. */
export async function updateAccount(input: ProfileUpdateInput) {
  const result = await post<{ api_token: string } & Partial<UserDetails>>('user/update', input);
  const { api_token, ...details } = result.data;
  const state = sessionStore.getState();
  if (state.user) state.signIn(api_token, { ...state.user, ...input, ...details });
  return result;
}

export const updatePassword = (input: PasswordUpdateInput) => post<null>('user/password', input);

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
