import type { FastifyPluginAsync } from 'fastify';
import { accountContract } from '../../../../shared-api/src/contracts/account.js';
import { depsOf, type Deps } from '../../deps.js';
import { serveSome } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { conflict, forbidden, tooManyRequests, unauthorized } from '../../http/errors.js';
import { newSecret, sha256 } from '../../lib/crypto.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import { bearerToken, memberOf } from '../../plugins/auth.js';
import { inWords, rateLimitPerIp } from '../../plugins/security.js';
import { issueToken, revokeTokenByValue } from '../../plugins/auth-tokens.js';
import { welcomeMail } from './mails.js';
import { chooseAtRegistration } from '../../lib/notices.js';
import { requestLocale } from '../../lib/texts.js';
import { pathIn } from '../../../../shared-api/src/locale.js';
import { createMember, EMAIL_TAKEN, findUserByEmail, isEmailTaken, recordSignIn, userDetails, saveLanguage } from './queries.js';
import { clearEvents, countEvents, recordEvent, slowdownMs, takeSlot } from '../../http/rate-events.js';

export const BAD_CREDENTIALS = 'The e-mail address or password is not right. Please try again.';
/** Said only to whoever gave the account's right password, so it tells a stranger nothing. */
export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact the association.';

/**
 * Signs in with an e-mail and password from `ip`: the API's sign-in and the sign-in page's own form post (web/login-form.ts)
 * share it, limits included. Answers a new token and the account's details; throws the refusal as an HttpError.
 */
export async function signInWithPassword(deps: Pick<Deps, 'db' | 'config'>, givenEmail: string, password: string, ip: string) {
  const { db, config } = deps;
  const { rateLimits } = config;
  const email = givenEmail.toLowerCase();
  // Failures are counted per account and address: a stranger's guesses refuse the stranger, never the owner
  // signing in from their own address. Every attempt takes a slot up front (so parallel guesses can't
  // overshoot); a success frees that address's slots.
  const pair = `${email} ${ip}`;
  const rule = rateLimits.loginFailuresPerAddress;
  if (!(await takeSlot(db, 'login-failure', pair, rule))) {
    throw tooManyRequests(`Too many failed sign-in attempts. Please try again in ${inWords(rule.windowMs)} or reset your password.`);
  }
  // Guesses at one account from many addresses slow every attempt down instead of locking the owner out.
  const slowdown = rateLimits.loginSlowdownPerAccount;
  const wait = slowdownMs(await countEvents(db, 'login-failure-account', email, slowdown.windowMs), slowdown);
  if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
  const user = await findUserByEmail(db, email);
  const valid = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstNothing(password);
  if (!user || !valid) {
    await recordEvent(db, 'login-failure-account', email);
    throw unauthorized(BAD_CREDENTIALS);
  }
  await clearEvents(db, 'login-failure', pair);
  if (user.disabled_at) throw forbidden(ACCOUNT_DISABLED);
  const { token } = await issueToken(db, user.id);
  await recordSignIn(db, user.id);
  return { token, userId: user.id, details: await userDetails(db, user.id) };
}

/** Registration, sign-in and sign-out (the account contract's calls with the users module's other routes files). */
const sessionRoutes: FastifyPluginAsync = async (app) => {
  const { rateLimits, publicUrl } = app.config;
  const deps = depsOf(app);

  serveSome(app, accountContract, {
    registerMember: {
      config: rateLimitPerIp(rateLimits.registerPerIp),
      handler: async (request, reply) => {
        const { name, phone, password, notices } = request.body;
        const email = request.body.email.toLowerCase();
        if (await isEmailTaken(app.db, email)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
        const unsubscribeId = newSecret();
        const locale = requestLocale(request);
        const newMember = {
          name,
          email,
          phone,
          passwordHash: await hashPassword(password),
          unsubscribeTokenHash: sha256(unsubscribeId),
          // The language of the page they registered on: their e-mails are written in it.
          language: locale,
        };
        // The account, the notices' channel it chose, its first session and its welcome mail are written at once: a
        // backup or a failure in between never holds an account without the session its sign-up answered with, and a
        // channel refused (not offered) creates no account.
        let token = '';
        const userId = await createMember(app.db, newMember, async (trx, id) => {
          await chooseAtRegistration(deps, trx, id, { channel: notices, phone }, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
          ({ token } = await issueToken(trx, id));
          await app.mailer.sendMail(
            welcomeMail(
              email,
              {
                dashboard: publicUrl + pathIn(locale, '/dashboard/membership'),
                unsubscribe: publicUrl + pathIn(locale, `/unsubscribe?id=${unsubscribeId}`),
              },
              locale,
            ),
            { kind: 'transactional', trx },
          );
        });
        reply.code(201);
        return ok({ api_token: token, ...(await userDetails(app.db, userId)) }, 'Your account has been created. Welcome!');
      },
    },

    signIn: {
      config: rateLimitPerIp(rateLimits.loginPerIp),
      description: `After ${rateLimits.loginFailuresPerAddress.max} failed attempts for one e-mail from one address, that address answers 429 for it until the window passes; other addresses are not refused. Beyond ${rateLimits.loginSlowdownPerAccount.max} failures for the e-mail from anywhere, every attempt answers more slowly.`,
      handler: async (request) => {
        const { token, details } = await signInWithPassword(deps, request.body.email, request.body.password, request.ip);
        return ok({ token, ...details }, 'You have signed in successfully.');
      },
    },

    getSession: async (request) => ok(await userDetails(app.db, memberOf(request).userId)),

    saveLanguage: async (request) => {
      await saveLanguage(app.db, memberOf(request).userId, request.body.language as 'en' | 'ur');
      return ok(null, 'Your language is saved.');
    },

    signOut: async (request) => {
      const token = bearerToken(request);
      if (token) await revokeTokenByValue(app.db, token);
      return ok(null, 'Logged out Successfully');
    },
  });
};

export default sessionRoutes;
