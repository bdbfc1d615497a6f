import type { FastifyPluginAsync } from 'fastify';
import { isEmailChange } from '../../../../../shared-api/src/limits.js';
import { pathIn } from '../../../../../shared-api/src/locale.js';
import { messages } from '../../../../../shared-api/src/validation.js';
import {
  conflict,
  EMAIL_TAKEN,
  fieldError,
  findUserById,
  isEmailTaken,
  mailLocale,
  memberOf,
  memberOfUnsubscribeId,
  notFound,
  ok,
  serveSome,
  sha256,
  takeSlot,
  tooManyRequests,
  userDetails,
  verifyPassword,
  inWords,
} from '../../../../../server/src/kit.js';
import { accountFeatureContract } from '../contract.js';
import { confirmEmailMail, emailChangeNoticeMail } from './email-change-mails.js';
import { WRONG_CURRENT_PASSWORD } from './password-routes.js';
import { saveAccount, unsubscribeByTokenHash, unsubscribeMember } from './queries.js';

/** The member's name, e-mail and phone, and the unsubscribe link of the welcome e-mail. */
const accountRoutes: FastifyPluginAsync = async (app) => {
  serveSome(app, accountFeatureContract, {
    updateAccount: async (request) => {
      const { userId, tokenId } = memberOf(request);
      const user = await findUserById(app.db, userId);
      const email = request.body.email.toLowerCase();
      const changesEmail = isEmailChange(user.email, email);
      if (changesEmail) {
        // A bearer token alone must never move the account to another inbox.
        if (!request.body.current_password) throw fieldError('current_password', messages.currentPasswordForEmail);
        if (!(await verifyPassword(user.password_hash, request.body.current_password))) throw fieldError('current_password', WRONG_CURRENT_PASSWORD);
        // A new address answers whether someone already has it: a member may try only a few an hour.
        const rule = app.config.rateLimits.emailChangesPerMember;
        if (!(await takeSlot(app.db, 'email-change', String(userId), rule))) {
          throw tooManyRequests(`You have tried several e-mail addresses. Please try again in ${inWords(rule.windowMs)}.`);
        }
        if (await isEmailTaken(app.db, email, userId)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      }
      const { name, phone } = request.body;
      const newEmail = changesEmail ? { old: user.email, new: email } : undefined;
      const token = await saveAccount(app.db, { userId, tokenId, name, phone, email: newEmail }, async (trx, links) => {
        const { publicUrl } = app.config;
        const locale = mailLocale(user.language);
        await app.mailer.sendMail(confirmEmailMail(email, publicUrl + pathIn(locale, `/confirm-email?token=${links.confirm}`), locale), { kind: 'transactional', trx });
        await app.mailer.sendMail(emailChangeNoticeMail(user.email, email, publicUrl + pathIn(locale, `/undo-email-change?token=${links.undo}`), false, locale), {
          kind: 'transactional',
          trx,
        });
      });
      const message = changesEmail
        ? `Your profile has been updated. We sent a link to ${email}: your e-mail changes when you open it.`
        : 'Your profile has been updated.';
      return ok({ api_token: token, ...(await userDetails(app.db, userId)) }, message);
    },

    unsubscribe: async (request) => {
      // The welcome mail's stored id, or the signed id of a mail sent to many members (a renewal reminder).
      const signedFor = await memberOfUnsubscribeId(app.db, request.body.id);
      const done = signedFor ? await unsubscribeMember(app.db, signedFor) : await unsubscribeByTokenHash(app.db, sha256(request.body.id));
      if (!done) throw notFound('This unsubscribe link is invalid.');
      return ok(null, 'You have been unsubscribed.');
    },
  });
};

export default accountRoutes;
