import type { FastifyPluginAsync } from 'fastify';
import { accountContract } from '../../../../shared-api/src/contracts/account.js';
import { messages } from '../../../../shared-api/src/validation.js';
import { serveSome } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { conflict, fieldError } from '../../http/errors.js';
import { newSecret, sha256 } from '../../lib/crypto.js';
import { rateLimitPerIp } from '../../plugins/security.js';
import { emailChangeNoticeMail } from './email-change-mails.js';
import { findConfirmable, findUndoable, markConfirmed, markUndone } from './email-changes.js';
import { EMAIL_TAKEN, isEmailTaken, setEmail } from './queries.js';
import { revokeAllTokens } from '../../plugins/auth-tokens.js';
import { invalidateResets } from './password-resets.js';

/** The links of a change of sign-in address: confirm it from the new inbox, or undo it from the old one. */
const emailChangeRoutes: FastifyPluginAsync = async (app) => {
  const { rateLimits, publicUrl } = app.config;
  const invalid = () => fieldError('token', messages.emailChangeLinkInvalid);

  serveSome(app, accountContract, {
    confirmEmailChange: {
      config: rateLimitPerIp(rateLimits.resetPasswordPerIp),
      handler: async (request) => {
        const change = await findConfirmable(app.db, request.body.token);
        if (!change) throw invalid();
        const undo = newSecret();
        await app.db.transaction().execute(async (trx) => {
          if (await isEmailTaken(trx, change.new_email, change.user_id)) throw conflict(EMAIL_TAKEN, { token: EMAIL_TAKEN });
          if (!(await markConfirmed(trx, change.id))) throw invalid();
          await setEmail(trx, change.user_id, change.new_email);
          // The latest notice carries the working undo link.
          await trx.updateTable('email_changes').set({ undo_token_hash: sha256(undo) }).where('id', '=', change.id).execute();
          await revokeAllTokens(trx, change.user_id);
          await app.mailer.sendMail(emailChangeNoticeMail(change.old_email, change.new_email, `${publicUrl}/undo-email-change?token=${undo}`, true), { kind: 'transactional', trx });
        });
        return ok(null, 'Your e-mail address has been changed. Please sign in with your new address.');
      },
    },

    undoEmailChange: {
      config: rateLimitPerIp(rateLimits.resetPasswordPerIp),
      handler: async (request) => {
        const change = await findUndoable(app.db, request.body.token);
        if (!change) throw invalid();
        await app.db.transaction().execute(async (trx) => {
          if (!(await markUndone(trx, change.id))) throw invalid();
          if (change.confirmed_at) await setEmail(trx, change.user_id, change.old_email);
          // Whoever changed it may know the password: every session ends and no reset link sent before works.
          await revokeAllTokens(trx, change.user_id);
          await invalidateResets(trx, change.user_id);
        });
        return ok(null, `The change has been undone: ${change.old_email} is your sign-in address. Please reset your password now.`);
      },
    },
  });
};

export default emailChangeRoutes;
