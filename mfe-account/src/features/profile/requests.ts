// The profile form's call through its contract (decision 016): the form's hook (api.ts) calls it, and a page's test
// replaces it here. The answer is the account as it now is, which the session takes at once (the route guard reads
// whether the profile is complete from it).
import { call, sessionStore } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import type { ProfileInput } from 'shared-api/validation';
import { profileFormCalls } from './calls';
import type { profileFormContract } from './contract';

const api = typedCalls<typeof profileFormContract>(profileFormCalls, { call });

/** Saves the complete / edit profile form and keeps the session's user details in step. */
export async function saveProfile(input: ProfileInput) {
  const result = await api.saveProfile({ body: input });
  sessionStore.getState().updateUser(result.data);
  return result;
}
