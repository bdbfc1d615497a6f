import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import * as yup from 'yup';
import { PREFERRED_BANKS, type PreferredBank } from '../../../../shared-api/src/enums.js';
import { BankAccountLead as bankAccountLeadShape, StaffBankAccountLead as staffLeadShape } from '../../../../shared-api/src/shapes/promotions.js';
import { bankAccountLeadSchema, bankConsentText, type BankAccountLeadInput } from '../../../../shared-api/src/validation/promotions.js';
import type { Database } from '../../db/schema.js';
import { ok, responses } from '../../http/envelope.js';
import { conflict, notFound, tooManyRequests } from '../../http/errors.js';
import { pageQuery, pageSchema, paged } from '../../http/paging.js';
import { takeSlot } from '../../http/rate-events.js';
import { yupSchema } from '../../http/yup-schema.js';
import { karachiTime } from '../../lib/karachi-time.js';
import { csvAnswer, sendCsv } from '../../http/send-csv.js';
import { memberOf } from '../../plugins/auth.js';
import { inWords } from '../../plugins/security.js';
import { auditChange, staffChange } from '../staff/audit.js';
import { bankLeadSnapshot } from './snapshots.js';

/** The freelancer digital bank account request (second spec §2.8): the member's consent is stored with it. */
const bankLeadRoutes: FastifyPluginAsync = async (app) => {
  const rule = app.config.rateLimits.bankLeadsPerMember;

  app.post<{ Body: BankAccountLeadInput }>(
    '/user/bank-account-lead',
    {
      config: { access: 'member', profile: 'complete', owns: 'self' },
      schema: {
        tags: ['bank-leads'],
        summary: 'Request a freelancer digital bank account: city, state, preferred bank',
        description:
          'Needs a complete profile (403 otherwise). Stores the consent text the form shows for the chosen bank, with the time, IP address and user agent. ' +
          `At most ${rule.max} requests per member in ${inWords(rule.windowMs)}.`,
        body: yupSchema(bankAccountLeadSchema),
        response: responses(bankAccountLeadShape, 201),
      },
    },
    async (request, reply) => {
      const { userId } = memberOf(request);
      const bank = request.body.preferred_bank as PreferredBank;
      // The request and its count against the member's limit are kept together or not at all.
      const row = await app.db.transaction().execute(async (trx) => {
        if (!(await takeSlot(trx, 'bank-lead', String(userId), rule))) {
          throw tooManyRequests(`You have sent several requests already. Please try again in ${inWords(rule.windowMs)}.`);
        }
        return trx
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
      });
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
const bankFilter = yup.object({
  bank: yup
    .string()
    .typeError('bank must be text')
    .oneOf([...PREFERRED_BANKS, ''], `bank must be one of ${PREFERRED_BANKS.join(', ')}`)
    .optional(),
});
const leadListQuery = pageQuery(20).concat(bankFilter);

function staffLeads(db: Kysely<Database>, bank?: string) {
  const query = db
    .selectFrom('bank_account_leads as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.id', 'l.city', 'l.state', 'l.preferred_bank', 'l.created_at', 'l.consent_text', 'l.sent_at', 'u.member_id', 'u.name', 'u.email', 'u.phone']);
  return bank ? query.where('l.preferred_bank', '=', bank) : query;
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


/** Staff: the requests by bank, newest first, marking one as passed to the bank (audited), and a bank's CSV. */
const staffLeadRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { bank?: string; page: number; per_page: number } }>(
    '/staff/leads',
    { config: { access: 'staff' }, schema: { tags: ['staff'], summary: 'Bank-account requests, newest first, for one bank or all', querystring: yupSchema(leadListQuery), response: responses(pageSchema(staffLeadShape)) } },
    async (request) => {
      const bank = request.query.bank || undefined;
      return ok(
        await paged(
          request.query,
          async () => {
            let q = app.db.selectFrom('bank_account_leads').select(sql<string>`count(*)`.as('n'));
            if (bank) q = q.where('preferred_bank', '=', bank);
            return Number((await q.executeTakeFirstOrThrow()).n);
          },
          async (limit, offset) => (await staffLeads(app.db, bank).orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(limit).offset(offset).execute()).map((r) => leadOf(r as LeadRow)),
        ),
      );
    },
  );

  app.get<{ Querystring: { bank?: string } }>(
    '/staff/leads.csv',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'The requests for one bank (or all) as a CSV file to pass to the bank (staff and admin)',
        description: 'Newest first: the details the member agreed to share, the bank, when they asked and whether it was sent. Cells a spreadsheet would run as a formula are prefixed with an apostrophe.',
        querystring: yupSchema(bankFilter),
        response: csvAnswer,
      },
    },
    async (request, reply) => {
      const bank = request.query.bank || undefined;
      const db = app.db;
      async function* requests() {
        // In batches of 500 by id (newest first), so a long list never sits whole in memory.
        for (let before = Number.MAX_SAFE_INTEGER; ; ) {
          const rows = await staffLeads(db, bank).where('l.id', '<', before).orderBy('l.id', 'desc').limit(500).execute();
          for (const row of rows) yield [karachiTime(row.created_at), row.preferred_bank, row.name, row.email, row.phone, row.city, row.state, row.member_id, karachiTime(row.sent_at)];
          if (rows.length < 500) return;
          before = Number(rows[rows.length - 1].id);
        }
      }
      const who = bank ? bank.toLowerCase().replace(/[^a-z0-9]+/g, '-') : 'all-banks';
      const header = ['Requested (Karachi time)', 'Bank', 'Name', 'E-mail', 'Phone', 'City', 'State', 'Member ID', 'Sent to the bank (Karachi time)'];
      return sendCsv(reply, `bank-account-requests-${who}-${new Date().toISOString().slice(0, 10)}.csv`, header, requests());
    },
  );

  app.post<{ Params: { leadId: number } }>(
    '/staff/leads/:leadId/sent',
    { config: { access: 'staff' }, schema: { tags: ['staff'], summary: 'Mark a request as sent to its bank; audited', params: yupSchema(leadParams), response: responses(staffLeadShape) } },
    async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.leadId;
      await staffChange(app.db, userId, async (trx, audit) => {
        const row = await trx.selectFrom('bank_account_leads').select(['id', 'sent_at']).where('id', '=', id).forUpdate().executeTakeFirst();
        if (!row) throw notFound('This request does not exist.');
        if (row.sent_at) throw conflict('This request was already sent to the bank.');
        await auditChange(trx, audit, { action: 'bank-lead.sent', entity: 'bank-account-lead', id }, (db) => bankLeadSnapshot(db, id), () =>
          trx.updateTable('bank_account_leads').set({ sent_at: new Date(), sent_by: userId }).where('id', '=', id).execute(),
        );
      });
      const read = await staffLeads(app.db).where('l.id', '=', id).executeTakeFirstOrThrow();
      return ok(leadOf(read as LeadRow), 'Marked as sent to the bank.');
    },
  );
};

export { staffLeadRoutes };
export default bankLeadRoutes;
