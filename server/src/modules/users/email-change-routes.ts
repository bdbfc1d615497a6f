import type { FastifyPluginAsync } from 'fastify';
import { emailChangeTokenSchema, messages, type EmailChangeTokenInput } from '../../../../shared-api/src/validation.js';
import { nullData, ok, responses } from '../../http/envelope.js';
import { conflict, fieldError } from '../../http/errors.js';
import { yupSchema } from '../../http/yup-schema.js';
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

  app.post<{ Body: EmailChangeTokenInput }>(
    '/user/confirm-email',
    {
      config: { access: 'public', ...rateLimitPerIp(rateLimits.resetPasswordPerIp) },
      schema: {
        tags: ['account'],
        summary: 'Confirm a new sign-in address with the token mailed to it; every session of the account ends',
        body: yupSchema(emailChangeTokenSchema),
        response: responses(nullData),
      },
    },
    async (request) => {
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
        await app.mailer.sendMail(emailChangeNoticeMail(change.old_email, change.new_email, `${publicUrl}/undo-email-change?token=${undo}`, true), { trx });
      });
      return ok(null, 'Your e-mail address has been changed. Please sign in with your new address.');
    },
  );

  app.post<{ Body: EmailChangeTokenInput }>(
    '/user/undo-email-change',
    {
      config: { access: 'public', ...rateLimitPerIp(rateLimits.resetPasswordPerIp) },
      schema: {
        tags: ['account'],
        summary: 'Undo a change of sign-in address from the link mailed to the old address; every session of the account ends',
        body: yupSchema(emailChangeTokenSchema),
        response: responses(nullData),
      },
    },
    async (request) => {
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
  );
};

export default emailChangeRoutes;
