import { post } from './client';
import { sessionStore } from './session';
import type { LoginResult, RegisterResult } from './types';
import type { ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from './validation';

/** Registers and signs in: stores the auth cookie and user_details. */
export async function registerMember(input: RegisterInput) {
  const result = await post<RegisterResult>('user/register', input);
  sessionStore.getState().signIn(result.data.api_token, result.data);
  return result;
}

export async function signIn(input: LoginInput) {
  const result = await post<LoginResult>('user/login', input);
  sessionStore.getState().signIn(result.data.token, result.data);
  return result;
}

/** Revokes the token on the server when it can; the cookies are cleared in every case. */
export async function signOut() {
  try {
    await post<null>('user/logout');
  } catch {
    // spec: logout clears the auth cookie even when the call fails.
  } finally {
    sessionStore.getState().signOut();
  }
}

export const requestPasswordReset = (input: ForgotPasswordInput) => post<null>('user/forgotpassword', input);
export const resetPassword = (input: ResetPasswordInput) => post<null>('user/resetpassword', input);
export const unsubscribe = (id: string) => post<null>('user/unsubscribe', { id });
