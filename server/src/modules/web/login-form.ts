// The sign-in page's own form, posted by the browser (decision 038): `POST /login` and `POST /ur/login` take the
// form's fields (application/x-www-form-urlencoded) before the page's script has come, or without it. The same sign-in
// as the API's, with its limits; the session is set in the spec's two cookies, as the page's script sets them, and the
// browser is sent on to where the member was going. A refusal sends it back to the page, which says why. Only this
// site's own pages may post it: a post whose Origin is another site's is refused, so no other site can sign a visitor
// in to an account of its choosing.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { landingFor, safeReferrer, withReferrer } from '../../../../shared-api/src/referrer.js';
import { isLocale, LANGUAGE_COOKIE, LANGUAGE_PENDING_COOKIE, pathIn, type Locale } from '../../../../shared-api/src/locale.js';
import { saveLanguage } from '../users/queries.js';
import { loginSchema } from '../../../../shared-api/src/validation.js';
import { CHOICE_SECONDS, chosenLocale } from './language.js';
import { cookieOf } from './server-render.js';
import { depsOf, type Deps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { rateLimitPerIp } from '../../plugins/security.js';
import { signInWithPassword } from '../users/session-routes.js';

/** Why the page is shown again, as `?failed=` says it: the page's form turns each into its message. */
export const LOGIN_FAILURES = { 400: 'missing', 401: 'credentials', 403: 'disabled', 429: 'wait' } as const;
/** The API token's lifetime (shared-api/session.ts keeps the cookies as long). */
const COOKIE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The session's cookies as shared-api's session writes them in the browser: `auth` (the token) and `user_details`
 * (the member id, whether the profile is complete, the role), 30 days, the whole site, lax.
 */
function sessionCookies(request: FastifyRequest, token: string, details: { member_id: string | number | null; is_profile_completed: boolean | null; role: string | null }) {
  const attributes = `; Path=/; Max-Age=${COOKIE_SECONDS}; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`;
  const user = JSON.stringify({ member_id: String(details.member_id ?? ''), is_profile_completed: details.is_profile_completed === true, role: details.role ?? 'member' });
  return [`auth=${token}${attributes}`, `user_details=${encodeURIComponent(user)}${attributes}`];
}

/** Whether the post comes from a page of this site: its Origin is the site's public address or the one it was asked at. */
function fromThisSite(request: FastifyRequest, publicUrl: string) {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  return origin === new URL(publicUrl).origin || origin === `${request.protocol}://${request.host}`;
}

/**
 * The member's language, as the page's script keeps it after a sign-in (shared-api's keepLanguage, decision 030): a
 * choice made with the switch on this browser and not yet saved goes to the account; else the account's choice becomes
 * this browser's. Answers the cookies to set.
 */
async function keepLanguage(deps: Pick<Deps, 'db'>, request: FastifyRequest, userId: number, account: string | null): Promise<string[]> {
  const attributes = `; Path=/; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`;
  const chosen = chosenLocale(request);
  const pending = cookieOf(request, LANGUAGE_PENDING_COOKIE) !== undefined;
  if (pending && chosen) {
    if (chosen !== account) await saveLanguage(deps.db, userId, chosen);
    return [`${LANGUAGE_PENDING_COOKIE}=${attributes}; Max-Age=0`];
  }
  return isLocale(account) && account !== chosen ? [`${LANGUAGE_COOKIE}=${account}${attributes}; Max-Age=${CHOICE_SECONDS}`] : [];
}

const field = (body: unknown, name: string) => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

const loginFormRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const signIn = (locale: Locale) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromThisSite(request, app.config.publicUrl)) {
      return reply.code(403).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('This form can be sent only from this site’s own sign-in page.');
    }
    const referrer = safeReferrer(field(request.body, 'referrer') || null);
    const back = (failed: (typeof LOGIN_FAILURES)[keyof typeof LOGIN_FAILURES]) => {
      const page = withReferrer(pathIn(locale, '/login'), referrer);
      return reply.code(303).header('location', `${page}${page.includes('?') ? '&' : '?'}failed=${failed}`).header('cache-control', 'no-store').send();
    };
    // The API's one rule for a sign-in (shared-api's loginSchema), as the form checks it with its script.
    const input = await loginSchema.validate({ email: field(request.body, 'email'), password: field(request.body, 'password') }).catch(() => null);
    if (!input) return back('missing');
    const { email, password } = input;
    try {
      const { token, details, userId } = await signInWithPassword(deps, email, password, request.ip);
      const cookies = [...sessionCookies(request, token, details), ...(await keepLanguage(deps, request, userId, details.language))];
      return reply.code(303).header('set-cookie', cookies).header('location', pathIn(locale, referrer ?? landingFor(details.role))).header('cache-control', 'no-store').send();
    } catch (error) {
      const failed = error instanceof HttpError ? LOGIN_FAILURES[error.statusCode as keyof typeof LOGIN_FAILURES] : undefined;
      if (!failed) throw error;
      return back(failed);
    }
  };

  const options = { config: rateLimitPerIp(app.config.rateLimits.loginPerIp), schema: { hide: true } };
  app.post('/login', options, signIn('en'));
  app.post('/ur/login', options, signIn('ur'));
};

export default loginFormRoutes;
