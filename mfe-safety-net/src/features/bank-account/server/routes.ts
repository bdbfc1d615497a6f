import type { FastifyPluginAsync } from 'fastify';
import { auditChange, auditedExport, conflict, inWords, karachiTime, memberOf, notFound, ok, sendCsv, serve, staffChange, tooManyRequests } from '../../../../../server/src/kit.js';
import { idsOf } from '../../../../../shared-api/src/validation/calls.js';
import { bankConsentText } from '../banks.js';
import { bankLeadContract } from '../contract.js';
import { eachLead, findLead, listLeads, lockLead, markLeadSent, requestLead } from './queries.js';
import { bankLeadSnapshot } from './snapshots.js';

const NO_LEAD = 'This request does not exist.';

/**
 * The freelancer digital bank account request (second spec §2.8): the member's consent is stored with it. Staff list
 * the requests by bank, newest first, mark one as passed to the bank (audited) and download a bank's CSV.
 */
const bankLeadRoutes: FastifyPluginAsync = async (app) => {
  const rule = app.config.rateLimits.bankLeadsPerMember;

  serve(app, bankLeadContract, {
    requestBankAccount: {
      description: `${bankLeadContract.requestBankAccount.description} At most ${rule.max} requests per member in ${inWords(rule.windowMs)}.`,
      handler: async (request, reply) => {
        const { userId } = memberOf(request);
        const { city, state, preferred_bank: bank } = request.body;
        const lead = await requestLead(app.db, rule, {
          userId,
          city,
          state,
          bank,
          consentText: bankConsentText(bank),
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? '',
        });
        if (!lead) throw tooManyRequests(`You have sent several requests already. Please try again in ${inWords(rule.windowMs)}.`);
        reply.code(201);
        return ok(lead, `Thank you! Your request has been sent. ${bank} will contact you soon.`);
      },
    },

    // ---- Staff ------------------------------------------------------------------------------------

    getBankLeads: async (request) => {
      const { bank, sent, q, page, per_page, sort, dir } = request.query;
      return ok(await listLeads(app.db, { bank: bank || undefined, sent, q }, { page, per_page, sort, dir }));
    },

    downloadBankLeads: async (request, reply) => {
      const { userId } = memberOf(request);
      const { bank, sent, q, ids } = request.query;
      const filter = { bank: bank || undefined, sent, q, ids: idsOf(ids) };
      const db = app.db;
      async function* requests() {
        for await (const row of eachLead(db, filter)) {
          yield [karachiTime(row.created_at), row.preferred_bank, row.name, row.email, row.phone, row.city, row.state, row.member_id, karachiTime(row.sent_at)];
        }
      }
      const who = filter.ids.length ? 'selected' : bank ? bank.toLowerCase().replace(/[^a-z0-9]+/g, '-') : 'all-banks';
      const header = ['Requested (Karachi time)', 'Bank', 'Name', 'E-mail', 'Phone', 'City', 'State', 'Member ID', 'Sent to the bank (Karachi time)'];
      // Members' contact details leave the site: the download is audited with its filters and its number of rows.
      const audited = auditedExport(db, userId, { kind: 'bank-account-requests', filters: { bank: filter.bank, sent_to_the_bank: sent, search: q }, selected: filter.ids }, requests());
      return sendCsv(reply, `bank-account-requests-${who}-${new Date().toISOString().slice(0, 10)}.csv`, header, audited);
    },

    markBankLeadsSent: async (request) => {
      const { userId } = memberOf(request);
      // Each request is its own change with its own audit entry: one already sent (or gone) leaves the others alone.
      let changed = 0;
      for (const id of new Set(request.body.ids)) {
        const marked = await staffChange(app.db, userId, async (trx, audit) => {
          const row = await lockLead(trx, id);
          if (!row || row.sent_at) return false;
          await auditChange(trx, audit, { action: 'bank-lead.sent', entity: 'bank-account-lead', id }, (db) => bankLeadSnapshot(db, id), () => markLeadSent(trx, id, userId));
          return true;
        });
        if (marked) changed += 1;
      }
      const unchanged = new Set(request.body.ids).size - changed;
      // i18n-english: the staff's answer (staff pages stay in English)
      return ok({ changed, unchanged }, `${changed} ${changed === 1 ? 'request' : 'requests'} marked as sent to the bank.${unchanged ? ` ${unchanged} already sent or gone.` : ''}`);
    },

    markBankLeadSent: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.leadId;
      await staffChange(app.db, userId, async (trx, audit) => {
        const row = await lockLead(trx, id);
        if (!row) throw notFound(NO_LEAD);
        if (row.sent_at) throw conflict('This request was already sent to the bank.');
        await auditChange(trx, audit, { action: 'bank-lead.sent', entity: 'bank-account-lead', id }, (db) => bankLeadSnapshot(db, id), () => markLeadSent(trx, id, userId));
      });
      const lead = await findLead(app.db, id);
      if (!lead) throw notFound(NO_LEAD);
      return ok(lead, 'Marked as sent to the bank.');
    },
  });
};

export default bankLeadRoutes;
