// The referrer carried through sign-in (spec: core §4), shared by the shell's guard and the account pages.

/** Where a member lands after signing in or registering without a referrer. */
export const AFTER_SIGN_IN = '/dashboard/membership';

/** A referrer is followed only when it is a path on this site, never another origin ("//host", "/\host" or "https:"). */
export function safeReferrer(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

/** A link target that carries the referrer along, so the member still ends up where they were going. */
export const withReferrer = (path: string, referrer: string | null) =>
  referrer ? `${path}?referrer=${encodeURIComponent(referrer)}` : path;
