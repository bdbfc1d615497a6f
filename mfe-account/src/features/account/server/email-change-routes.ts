import type { FastifyPluginAsync } from 'fastify';
import { pathIn } from '../../../../../shared-api/src/locale.js';
import { messages } from '../../../../../shared-api/src/validation.js';
import { conflict, EMAIL_TAKEN, fieldError, languageOf, newSecret, ok, rateLimitPerIp, serveSome } from '../../../../../server/src/kit.js';
import { accountFeatureContract } from '../contract.js';
import { emailChangeNoticeMail } from './email-change-mails.js';
import { findConfirmable, findUndoable } from './email-changes.js';
import { confirmEmailChange, undoEmailChange } from './queries.js';

/** The links of a change of sign-in address: confirm it from the new inbox, or undo it from the old one. */
const emailChangeRoutes: FastifyPluginAsync = async (app) => {
  const { rateLimits, publicUrl } = app.config;
  const invalid = () => fieldError('token', messages.emailChangeLinkInvalid);

  serveSome(app, accountFeatureContract, {
    confirmEmailChange: {
      config: rateLimitPerIp(rateLimits.resetPasswordPerIp),
      handler: async (request) => {
        const change = await findConfirmable(app.db, request.body.token);
        if (!change) throw invalid();
        const undo = newSecret();
        const locale = await languageOf(app.db, change.user_id);
        const outcome = await confirmEmailChange(app.db, change, undo, (trx) =>
          app.mailer.sendMail(emailChangeNoticeMail(change.old_email, change.new_email, publicUrl + pathIn(locale, `/undo-email-change?token=${undo}`), true, locale), {
            kind: 'transactional',
            trx,
          }),
        );
        if (outcome === 'taken') throw conflict(EMAIL_TAKEN, { token: EMAIL_TAKEN });
        if (outcome === 'gone') throw invalid();
        return ok(null, 'Your e-mail address has been changed. Please sign in with your new address.');
      },
    },

    undoEmailChange: {
      config: rateLimitPerIp(rateLimits.resetPasswordPerIp),
      handler: async (request) => {
        const change = await findUndoable(app.db, request.body.token);
        if (!change) throw invalid();
        // Whoever changed it may know the password: every session ends and no reset link sent before works.
        if (!(await undoEmailChange(app.db, change))) throw invalid();
        return ok(null, `The change has been undone: ${change.old_email} is your sign-in address. Please reset your password now.`);
      },
    },
  });
};

export default emailChangeRoutes;
