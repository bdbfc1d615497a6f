import { call, type ApiResult } from './client';
import { accountCalls } from './calls/account';
import { placeCalls } from './calls/places';
import { profileCalls } from './calls/profile';
import { skillCalls } from './calls/skills';
import { uploadCalls } from './calls/uploads';
import { parseLine, type AnswerOf } from './contract';
import { typedCalls } from './contract-client';
import type { accountContract } from './contracts/account';
import type { placeContract } from './contracts/places';
import type { profileContract } from './contracts/profile';
import type { skillContract } from './contracts/skills';
import type { uploadContract } from './contracts/uploads';
import { sessionStore } from './session';
import type { UserDetails } from './types';
import type { PasswordUpdateInput, ProfileInput, ProfileUpdateInput } from './validation';

const profile = typedCalls<typeof profileContract>(profileCalls, { call });
const account = typedCalls<typeof accountContract>(accountCalls, { call });
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

/** Saves the complete/edit profile form and refreshes user_details. */
export async function saveProfile(input: ProfileInput) {
  const result = await profile.saveProfile({ body: input });
  sessionStore.getState().updateUser(result.data);
  return result;
}

/**
 * Name and phone, and a new e-mail once confirmed from its inbox; the server answers with a fresh token, stored in
 * the auth cookie, and the account as it now is (the e-mail stays the old one until the change is confirmed).
 */
export async function updateAccount(input: ProfileUpdateInput): Promise<ApiResult<{ api_token: string } & Partial<UserDetails>>> {
  const result = await account.updateAccount({ body: input });
  const { api_token, ...details } = result.data;
  const state = sessionStore.getState();
  if (state.user) state.signIn(api_token, { ...state.user, ...details });
  return result;
}

export const updatePassword = (input: PasswordUpdateInput) => account.updatePassword({ body: input });

/** Confirms a new sign-in address with the token from the mail sent to it; the account's sessions end. */
export async function confirmEmailChange(token: string) {
  const result = await account.confirmEmailChange({ body: { token } });
  sessionStore.getState().signOut();
  return result;
}

/** Undoes a change of sign-in address with the token from the notice sent to the old address. */
export async function undoEmailChange(token: string) {
  const result = await account.undoEmailChange({ body: { token } });
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
