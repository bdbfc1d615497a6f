// The referrer carried through sign-in (spec: core §4), shared by the shell's guard and the account pages.

/** Where a member lands after signing in or registering without a referrer. */
export const AFTER_SIGN_IN = '/dashboard/membership';
/** Where staff and admins land instead: the staff home, with what waits for them. */
export const STAFF_HOME = '/staff';

/** Where someone lands after signing in without a referrer: staff at their queues, members as the spec says. */
export const landingFor = (role: string | null | undefined) => (role === 'staff' || role === 'admin' ? STAFF_HOME : AFTER_SIGN_IN);

const HERE = 'https://this-site.invalid';

/**
 * A referrer is followed only when it is a path on this site, never another origin ("//host", "/\host",
 * "https:"). Browsers drop tabs and line breaks from a URL ("/\t/evil.example" is "//evil.example"), so a
 * referrer with a control character or a backslash is refused outright, and what remains must resolve here.
 */
export function safeReferrer(value: string | null): string | null {
  // eslint-disable-next-line no-control-regex
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const url = new URL(value, HERE);
    return url.origin === HERE ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** A link target that carries the referrer along, so the member still ends up where they were going. */
export const withReferrer = (path: string, referrer: string | null) =>
  referrer ? `${path}?referrer=${encodeURIComponent(referrer)}` : path;
