import Cookies from 'js-cookie';
import { call } from './client';
import { isLocale, LANGUAGE_COOKIE, LANGUAGE_PENDING_COOKIE } from './locale';
import { accountCalls } from './calls/account';
import { typedCalls } from './contract-client';
import type { accountContract } from './contracts/account';
import { sessionStore } from './session';
import type { UserDetails } from './types';
import type { ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from './validation';

const api = typedCalls<typeof accountContract>(accountCalls, { call });

/** Registers and signs in: stores the auth cookie and user_details. */
export async function registerMember(input: RegisterInput) {
  const result = await api.registerMember({ body: input });
  sessionStore.getState().signIn(result.data.api_token, result.data);
  keepLanguage(result.data);
  return result;
}

export async function signIn(input: LoginInput) {
  const result = await api.signIn({ body: input });
  sessionStore.getState().signIn(result.data.token, result.data);
  keepLanguage(result.data);
  return result;
}

/**
 * Brings the stored session up to date with the account: a role given or taken since sign-in shows at once. A
 * revoked token (an account disabled, a password changed elsewhere) answers 401, which signs the browser out.
 */
export async function refreshSession() {
  const result = await api.getSession();
  sessionStore.getState().updateUser(result.data);
  keepLanguage(result.data);
  return result.data;
}

/**
 * The member's language, kept on their account (docs/decisions/030): a choice made with the switch on this device is
 * saved to the account; else the account's choice becomes this browser's, so the site opens in it on every device.
 */
export function keepLanguage(user: Pick<UserDetails, 'language'>) {
  const chosen = Cookies.get(LANGUAGE_COOKIE);
  if (Cookies.get(LANGUAGE_PENDING_COOKIE) && isLocale(chosen)) {
    if (chosen === user.language) Cookies.remove(LANGUAGE_PENDING_COOKIE, { path: '/' });
    else void api.saveLanguage({ body: { language: chosen } }).then(() => Cookies.remove(LANGUAGE_PENDING_COOKIE, { path: '/' }), () => undefined);
    return;
  }
  if (user.language && user.language !== chosen) {
    Cookies.set(LANGUAGE_COOKIE, user.language, { expires: 365, sameSite: 'lax', path: '/', secure: location.protocol === 'https:' });
  }
}

/** Revokes the token on the server when it can; the cookies are cleared in every case. */
export async function signOut() {
  try {
    await api.signOut();
  } catch {
    // spec: logout clears the auth cookie even when the call fails.
  } finally {
    sessionStore.getState().signOut();
  }
}

// The calls below are mfe-account's account feature's (mfe-account/src/features/account/requests.ts); these copies stay
// because the shell provides this entry at run time and a remote pinned before the move may call them (decision 044):
// they go at shared-api's next major version.

/** @deprecated mfe-account's account feature calls it (features/account/requests.ts). */
export const requestPasswordReset = (input: ForgotPasswordInput) => call<null>('post', '/user/forgotpassword', { json: input });
/** @deprecated As requestPasswordReset. */
export const resetPassword = (input: ResetPasswordInput) => call<null>('post', '/user/resetpassword', { json: input });
/** @deprecated As requestPasswordReset. */
export const unsubscribe = (id: string) => call<null>('post', '/user/unsubscribe', { json: { id } });
