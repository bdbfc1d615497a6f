// The feature's calls through its contract (decision 016), one function each: the pages and the Profile page's hooks
// (api.ts) call these, and a page's test replaces them here. The calls that change the session keep the browser's
// session in step: a new token after a change of name or e-mail, none after a change of sign-in address.
import { call, sessionStore, type ApiResult, type UserDetails } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import type { ForgotPasswordInput, PasswordUpdateInput, ProfileUpdateInput, ResetPasswordInput } from 'shared-api/validation';
import { accountFeatureCalls } from './calls';
import type { accountFeatureContract } from './contract';

const api = typedCalls<typeof accountFeatureContract>(accountFeatureCalls, { call });

/** Mails a reset link; the answer is the same whether or not the address is a member's. */
export const requestPasswordReset = (input: ForgotPasswordInput) => api.requestPasswordReset({ body: input });
export const resetPassword = (input: ResetPasswordInput) => api.resetPassword({ body: input });
export const unsubscribe = (id: string) => api.unsubscribe({ body: { id } });

/**
 * Name and phone, and a new e-mail once confirmed from its inbox; the server answers with a fresh token, stored in
 * the auth cookie, and the account as it now is (the e-mail stays the old one until the change is confirmed).
 */
export async function updateAccount(input: ProfileUpdateInput): Promise<ApiResult<{ api_token: string } & Partial<UserDetails>>> {
  const result = await api.updateAccount({ body: input });
  const { api_token, ...details } = result.data;
  const state = sessionStore.getState();
  if (state.user) state.signIn(api_token, { ...state.user, ...details });
  return result;
}

export const updatePassword = (input: PasswordUpdateInput) => api.updatePassword({ body: input });

/** Confirms a new sign-in address with the token from the mail sent to it; the account's sessions end. */
export async function confirmEmailChange(token: string) {
  const result = await api.confirmEmailChange({ body: { token } });
  sessionStore.getState().signOut();
  return result;
}

/** Undoes a change of sign-in address with the token from the notice sent to the old address. */
export async function undoEmailChange(token: string) {
  const result = await api.undoEmailChange({ body: { token } });
  sessionStore.getState().signOut();
  return result;
}
