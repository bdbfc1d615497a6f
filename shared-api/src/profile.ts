import { call, type ApiResult } from './client';
import { placeCalls } from './calls/places';
import { profileCalls } from './calls/profile';
import { skillCalls } from './calls/skills';
import { uploadCalls } from './calls/uploads';
import { parseLine, type AnswerOf } from './contract';
import { typedCalls } from './contract-client';
import type { placeContract } from './contracts/places';
import type { profileContract } from './contracts/profile';
import type { skillContract } from './contracts/skills';
import type { uploadContract } from './contracts/uploads';
import { sessionStore } from './session';
import type { UserDetails } from './types';
import type { PasswordUpdateInput, ProfileInput, ProfileUpdateInput } from './validation';

const profile = typedCalls<typeof profileContract>(profileCalls, { call });
const skills = typedCalls<typeof skillContract>(skillCalls, { call });
const places = typedCalls<typeof placeContract>(placeCalls, { call });

export const getProfile = () => profile.getProfile();

/** The names of the member's own reads and the form's lists in the query cache. */
export const profileKeys = {
  profile: ['profile'] as const,
  cities: ['lookups', 'cities'] as const,
  provinces: ['lookups', 'provinces'] as const,
  primarySkills: ['lookups', 'primary-skills'] as const,
  secondarySkills: (parentId: number) => ['lookups', 'secondary-skills', parentId] as const,
};

/**
 * @deprecated mfe-account's profile feature calls it (features/profile/requests.ts). It stays because the shell
 * provides this entry at run time and a remote pinned before the move may call it (decision 044): it goes at
 * shared-api's next major version.
 */
export async function saveProfile(input: ProfileInput): Promise<ApiResult<UserDetails>> {
  const result = await call<UserDetails>('post', '/user/complete-profile', { json: input });
  sessionStore.getState().updateUser(result.data);
  return result;
}

// The four calls below are mfe-account's account feature's (mfe-account/src/features/account/requests.ts); these copies
// stay because the shell provides this entry at run time and a remote pinned before the move may call them (decision
// 044): they go at shared-api's next major version.

/** @deprecated mfe-account's account feature calls it (features/account/requests.ts). */
export async function updateAccount(input: ProfileUpdateInput): Promise<ApiResult<{ api_token: string } & Partial<UserDetails>>> {
  const result = await call<{ api_token: string } & Partial<UserDetails>>('post', '/user/update', { json: input });
  const { api_token, ...details } = result.data;
  const state = sessionStore.getState();
  if (state.user) state.signIn(api_token, { ...state.user, ...details });
  return result;
}

/** @deprecated As updateAccount. */
export const updatePassword = (input: PasswordUpdateInput) => call<null>('post', '/user/password', { json: input });

/** @deprecated As updateAccount. */
export async function confirmEmailChange(token: string) {
  const result = await call<null>('post', '/user/confirm-email', { json: { token } });
  sessionStore.getState().signOut();
  return result;
}

/** @deprecated As updateAccount. */
export async function undoEmailChange(token: string) {
  const result = await call<null>('post', '/user/undo-email-change', { json: { token } });
  sessionStore.getState().signOut();
  return result;
}

export async function refreshProfileCompleted() {
  const result = await profile.refreshProfileCompleted();
  sessionStore.getState().updateUser({ is_profile_completed: result.data });
  return result.data;
}

export const getPrimarySkills = () => skills.getPrimarySkills();
export const getSecondarySkills = (parentId: number) => skills.getSecondarySkills({ query: { parent_id: parentId } });
export const getCities = () => places.getCities();
export const getProvinces = () => places.getProvinces();

/** Uploads an avatar; answers the stored file name. A multipart body, so sent by the client itself at the call's path. */
export function uploadImage(file: File) {
  const body = new FormData();
  body.append('image', file);
  return call<AnswerOf<(typeof uploadContract)['uploadImage']>>('post', parseLine(uploadCalls.uploadImage).path, { body });
}
