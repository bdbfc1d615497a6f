import type { FastifyPluginAsync } from 'fastify';
import { pathIn, type Locale } from '../../../../../shared-api/src/locale.js';
import {
  badRequest,
  clearEvents,
  createPasswordReset,
  fieldError,
  findLiveReset,
  findUserByEmail,
  findUserById,
  hashPassword,
  mailLocale,
  memberOf,
  ok,
  rateLimitPerIp,
  serveSome,
  takeSlot,
  verifyPassword,
} from '../../../../../server/src/kit.js';
import { accountFeatureContract } from '../contract.js';
import { passwordChangedMail, passwordResetMail } from './mails.js';
import { checkNewPassword } from './new-password.js';
import { changePassword, resetPassword } from './queries.js';

export const RESET_LINK_SENT = 'If an account exists for this email, a password reset link has been sent.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';

/** Forgotten password, reset by e-mailed link, and change of password by a signed-in member. */
const passwordRoutes: FastifyPluginAsync = async (app) => {
  const { rateLimits, publicUrl } = app.config;
  // The reset page in the language of the member's mails.
  const resetUrl = (locale: Locale, token = '') => publicUrl + pathIn(locale, `/reset-password${token ? `?token=${token}` : ''}`);

  async function sendResetLink(email: string) {
    const user = await findUserByEmail(app.db, email);
    // A disabled account cannot sign in, so a new password would not open it: no link is sent.
    if (!user || user.disabled_at) return;
    // Past the per-address limit the answer is unchanged; only the mail is held back.
    if (!(await takeSlot(app.db, 'password-reset-mail', email, rateLimits.forgotPasswordPerEmail))) return;
    const token = await createPasswordReset(app.db, user.id);
    const locale = mailLocale(user.language);
    await app.mailer.sendMail(passwordResetMail(user.email, resetUrl(locale, token), locale), { kind: 'transactional' });
  }

  serveSome(app, accountFeatureContract, {
    requestPasswordReset: {
      config: rateLimitPerIp(rateLimits.forgotPasswordPerIp),
      handler: async (request) => {
        // The lookup and the mail run after the answer, so neither its content nor its timing tells who is a member.
        const email = request.body.email.toLowerCase();
        app.tasks.run('password reset mail', () => sendResetLink(email));
        return ok(null, RESET_LINK_SENT);
      },
    },

    resetPassword: {
      config: rateLimitPerIp(rateLimits.resetPasswordPerIp),
      handler: async (request) => {
        const reset = await findLiveReset(app.db, request.body.reset_token);
        if (!reset) throw badRequest(RESET_LINK_INVALID);
        await checkNewPassword(request.body.password, await findUserById(app.db, reset.user_id));
        const passwordHash = await hashPassword(request.body.password);
        const user = await resetPassword(app.db, reset, passwordHash);
        if (!user) throw badRequest(RESET_LINK_INVALID);
        await clearEvents(app.db, 'login-failure', user.email);
        const locale = mailLocale(user.language);
        await app.mailer.sendMail(passwordChangedMail(user.email, resetUrl(locale), locale), { kind: 'transactional' });
        return ok(null, 'Your password has been reset.');
      },
    },

    updatePassword: async (request) => {
      const { userId, tokenId } = memberOf(request);
      const user = await findUserById(app.db, userId);
      if (!(await verifyPassword(user.password_hash, request.body.old_password))) {
        throw fieldError('old_password', WRONG_CURRENT_PASSWORD);
      }
      await checkNewPassword(request.body.password, user);
      const passwordHash = await hashPassword(request.body.password);
      await changePassword(app.db, userId, tokenId, passwordHash);
      const locale = mailLocale(user.language);
      await app.mailer.sendMail(passwordChangedMail(user.email, resetUrl(locale), locale), { kind: 'transactional' });
      return ok(null, 'Your password has been updated.');
    },
  });
};

export default passwordRoutes;
