import type { FastifyPluginAsync } from 'fastify';
import { profileUpdateSchema, unsubscribeSchema, type ProfileUpdateInput } from '../../../../shared-api/src/validation.js';
import { nullData, ok, responses } from '../../http/envelope.js';
import { conflict, notFound, tooManyRequests } from '../../http/errors.js';
import { takeSlot } from '../../http/rate-events.js';
import { yupSchema } from '../../http/yup-schema.js';
import { sha256 } from '../../lib/crypto.js';
import { bearerSecurity, memberOf } from '../../plugins/auth.js';
import { inWords } from '../../plugins/security.js';
import { issueToken, revokeToken } from './tokens.js';
import { EMAIL_TAKEN, isEmailTaken, unsubscribeByTokenHash, updateAccount, userDetails } from './queries.js';
import { accountUpdateResultSchema } from './schemas.js';

/** The member's name, e-mail and phone, and the unsubscribe link of the welcome e-mail. */
const accountRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ProfileUpdateInput }>(
    '/user/update',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['profile'],
        summary: 'Change name, e-mail and phone; answers a new Bearer token (the one used for the call is revoked)',
        security: bearerSecurity,
        body: yupSchema(profileUpdateSchema),
        response: responses(accountUpdateResultSchema),
      },
    },
    async (request) => {
      const { userId, tokenId } = memberOf(request);
      const account = { ...request.body, email: request.body.email.toLowerCase() };
      // A new address answers whether someone already has it: a member may try only a few an hour.
      const rule = app.config.rateLimits.emailChangesPerMember;
      if (account.email !== (await userDetails(app.db, userId)).email && !(await takeSlot(app.db, 'email-change', String(userId), rule))) {
        throw tooManyRequests(`You have tried several e-mail addresses. Please try again in ${inWords(rule.windowMs)}.`);
      }
      if (await isEmailTaken(app.db, account.email, userId)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      const token = await app.db.transaction().execute(async (trx) => {
        await updateAccount(trx, userId, account);
        await revokeToken(trx, tokenId);
        return (await issueToken(trx, userId)).token;
      });
      return ok({ api_token: token, ...(await userDetails(app.db, userId)) }, 'Your profile has been updated.');
    },
  );

  app.post<{ Body: { id: string } }>(
    '/user/unsubscribe',
    {
      schema: {
        tags: ['account'],
        summary: 'Stop news e-mails, with the id from the link in the welcome e-mail',
        body: yupSchema(unsubscribeSchema),
        response: responses(nullData),
      },
    },
    async (request) => {
      if (!(await unsubscribeByTokenHash(app.db, sha256(request.body.id)))) throw notFound('This unsubscribe link is invalid.');
      return ok(null, 'You have been unsubscribed.');
    },
  );
};

export default accountRoutes;
