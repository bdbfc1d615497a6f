import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import * as yup from 'yup';
import { INCOMPLETE_PROFILE_MESSAGE, PREFERRED_BANKS, type PreferredBank } from '../../../../shared-api/src/enums.js';
import { BankAccountLead as bankAccountLeadShape, StaffBankAccountLead as staffLeadShape } from '../../../../shared-api/src/shapes/promotions.js';
import { pageQuery, pageSchema, paged } from '../../http/paging.js';
import { notFound, conflict } from '../../http/errors.js';
import { staffChange } from '../staff/audit.js';
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


const notALead = 'leadId must be a request number';
const leadParams = yup.object({ leadId: yup.number().typeError(notALead).integer(notALead).min(1, notALead).max(Number.MAX_SAFE_INTEGER, notALead).required(notALead) });
const leadListQuery = pageQuery(20).concat(
  yup.object({ bank: yup.string().typeError('bank must be text').oneOf([...PREFERRED_BANKS, ''], `bank must be one of ${PREFERRED_BANKS.join(', ')}`).optional() }),
);

function staffLeads(app: Parameters<FastifyPluginAsync>[0]) {
  return app.db
    .selectFrom('bank_account_leads as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.id', 'l.city', 'l.state', 'l.preferred_bank', 'l.created_at', 'l.consent_text', 'l.sent_at', 'u.member_id', 'u.name', 'u.email', 'u.phone']);
}
type LeadRow = { id: number; city: string; state: string; preferred_bank: string; created_at: Date; consent_text: string; sent_at: Date | null; member_id: string; name: string; email: string; phone: string | null };
const leadOf = (r: LeadRow) => ({
  id: Number(r.id),
  city: r.city,
  state: r.state,
  preferred_bank: r.preferred_bank as PreferredBank,
  created_at: r.created_at.toISOString(),
  member_id: r.member_id,
  name: r.name,
  email: r.email,
  phone: r.phone ?? null,
  consent_text: r.consent_text,
  sent_at: r.sent_at?.toISOString() ?? null,
});

/** Staff: the requests by bank, newest first, and marking one as passed to the bank (audited). */
const staffLeadRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { bank?: string; page: number; per_page: number } }>(
    '/staff/leads',
    { config: { access: 'staff' }, schema: { tags: ['staff'], summary: 'Bank-account requests, newest first, for one bank or all', querystring: yupSchema(leadListQuery), response: responses(pageSchema(staffLeadShape)) } },
    async (request) => {
      const bank = request.query.bank || undefined;
      const base = () => (bank ? staffLeads(app).where('l.preferred_bank', '=', bank) : staffLeads(app));
      return ok(
        await paged(
          request.query,
          async () => {
            let q = app.db.selectFrom('bank_account_leads').select(sql<string>`count(*)`.as('n'));
            if (bank) q = q.where('preferred_bank', '=', bank);
            return Number((await q.executeTakeFirstOrThrow()).n);
          },
          async (limit, offset) => (await base().orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(limit).offset(offset).execute()).map((r) => leadOf(r as LeadRow)),
        ),
      );
    },
  );

  app.post<{ Params: { leadId: number } }>(
    '/staff/leads/:leadId/sent',
    { config: { access: 'staff' }, schema: { tags: ['staff'], summary: 'Mark a request as sent to its bank; audited', params: yupSchema(leadParams), response: responses(staffLeadShape) } },
    async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.leadId;
      const lead = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await trx.selectFrom('bank_account_leads').select(['id', 'sent_at', 'preferred_bank']).where('id', '=', id).forUpdate().executeTakeFirst();
        if (!row) throw notFound('This request does not exist.');
        if (row.sent_at) throw conflict('This request was already sent to the bank.');
        await trx.updateTable('bank_account_leads').set({ sent_at: new Date(), sent_by: userId }).where('id', '=', id).execute();
        await audit({ action: 'bank-lead.sent', entity: 'bank-account-lead', entityId: id, before: { sent: false }, after: { sent: true, bank: row.preferred_bank } });
        return row;
      });
      const read = await staffLeads(app).where('l.id', '=', Number(lead.id)).executeTakeFirstOrThrow();
      return ok(leadOf(read as LeadRow), 'Marked as sent to the bank.');
    },
  );
};

export { staffLeadRoutes };
export default bankLeadRoutes;
