import type { FastifyPluginAsync } from 'fastify';
import { INCOMPLETE_PROFILE_MESSAGE, type PreferredBank } from '../../../../shared-api/src/enums.js';
import { BankAccountLead as bankAccountLeadShape } from '../../../../shared-api/src/shapes/promotions.js';
import { bankAccountLeadSchema, bankConsentText, type BankAccountLeadInput } from '../../../../shared-api/src/validation/promotions.js';
import { ok, responses } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { yupSchema } from '../../http/yup-schema.js';
import { memberOf } from '../../plugins/auth.js';
import { isProfileCompleted } from '../profile/queries.js';

/** The freelancer digital bank account request (second spec §2.8): the member's consent is stored with it. */
const bankLeadRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: BankAccountLeadInput }>(
    '/user/bank-account-lead',
    {
      config: { access: 'member', owns: 'self' },
      schema: {
        tags: ['bank-leads'],
        summary: 'Request a freelancer digital bank account: city, state, preferred bank',
        description: 'Needs a complete profile (403 otherwise). Stores the consent text the form shows for the chosen bank, with the time, IP address and user agent.',
        body: yupSchema(bankAccountLeadSchema),
        response: responses(bankAccountLeadShape, 201),
      },
    },
    async (request, reply) => {
      const { userId } = memberOf(request);
      if (!(await isProfileCompleted(app.db, userId))) throw forbidden(INCOMPLETE_PROFILE_MESSAGE);
      const bank = request.body.preferred_bank as PreferredBank;
      const row = await app.db
        .insertInto('bank_account_leads')
        .values({
          user_id: userId,
          city: request.body.city,
          state: request.body.state,
          preferred_bank: bank,
          consent_text: bankConsentText(bank),
          consent_ip: request.ip,
          consent_user_agent: request.headers['user-agent']?.slice(0, 500) ?? '',
        })
        .returning(['id', 'city', 'state', 'preferred_bank', 'created_at'])
        .executeTakeFirstOrThrow();
      reply.code(201);
      return ok(
        { id: Number(row.id), city: row.city, state: row.state, preferred_bank: row.preferred_bank as PreferredBank, created_at: row.created_at.toISOString() },
        `Thank you! Your request has been sent. ${bank} will contact you soon.`,
      );
    },
  );
};

export default bankLeadRoutes;
