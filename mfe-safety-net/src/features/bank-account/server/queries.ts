// The bank-account requests' reads and writes: a member's request with its consent, and the staff's list by bank.
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { paged, searchTerms, takeSlot, usersMatching, type Database, type PageQuery, type RateRule } from '../../../../../server/src/kit.js';
import type { PreferredBank } from '../banks.js';
import type { BankAccountLead, StaffBankAccountLead } from '../shapes.js';
import type { BankAccountLeadsTable } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The request as the member sent it, with the consent they gave (the text the form showed, and where from). */
export interface LeadInput {
  userId: number;
  city: string;
  state: string;
  bank: PreferredBank;
  consentText: string;
  ip: string;
  userAgent: string;
}

/** Records a request; answers it as stored. */
export async function insertLead(trx: Transaction<Database>, input: LeadInput): Promise<BankAccountLead> {
  const row = await trx
    .insertInto('bank_account_leads')
    .values({
      user_id: input.userId,
      city: input.city,
      state: input.state,
      preferred_bank: input.bank,
      consent_text: input.consentText,
      consent_ip: input.ip,
      consent_user_agent: input.userAgent,
    })
    .returning(['id', 'city', 'state', 'preferred_bank', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), city: row.city, state: row.state, preferred_bank: row.preferred_bank, created_at: row.created_at.toISOString() };
}

/**
 * A member's request, recorded with its count against their limit: both are kept or neither. Nothing, and nothing
 * written, when the member has sent as many requests as the rule allows.
 */
export function requestLead(db: Kysely<Database>, rule: RateRule, input: LeadInput) {
  return db.transaction().execute(async (trx) => {
    if (!(await takeSlot(trx, 'bank-lead', String(input.userId), rule))) return undefined;
    return insertLead(trx, input);
  });
}

/** Which requests a staff list shows: one bank's or all, sent or not, those of the members a search names, or given ones. */
export interface LeadFilter {
  bank?: PreferredBank;
  sent?: 'yes' | 'no' | '';
  q?: string;
  ids?: number[];
}

/** The filter as one condition on `l` (a request), for the list, its count and the export alike. */
function leadsWhere(db: Db, filter: LeadFilter) {
  const terms = searchTerms(filter.q);
  const members = terms ? usersMatching(db, terms) : null;
  return (eb: ExpressionBuilder<Database & { l: BankAccountLeadsTable }, 'l'>) =>
    eb.and([
      ...(filter.bank ? [eb('l.preferred_bank', '=', filter.bank)] : []),
      ...(filter.sent === 'yes' ? [eb('l.sent_at', 'is not', null)] : []),
      ...(filter.sent === 'no' ? [eb('l.sent_at', 'is', null)] : []),
      ...(filter.ids?.length ? [eb('l.id', 'in', filter.ids)] : []),
      // A search that can name no member names no request.
      ...(terms ? [members ? eb('l.user_id', 'in', members) : eb.lit(false)] : []),
    ]);
}

function staffLeads(db: Db, filter: LeadFilter = {}) {
  return db
    .selectFrom('bank_account_leads as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.id', 'l.city', 'l.state', 'l.preferred_bank', 'l.created_at', 'l.consent_text', 'l.sent_at', 'u.member_id', 'u.name', 'u.email', 'u.phone'])
    .where(leadsWhere(db, filter));
}

type LeadRow = { id: number; city: string; state: string; preferred_bank: PreferredBank; created_at: Date; consent_text: string; sent_at: Date | null; member_id: string; name: string; email: string; phone: string | null };

const leadOf = (r: LeadRow): StaffBankAccountLead => ({
  id: Number(r.id),
  city: r.city,
  state: r.state,
  preferred_bank: r.preferred_bank,
  created_at: r.created_at.toISOString(),
  member_id: r.member_id,
  name: r.name,
  email: r.email,
  phone: r.phone ?? null,
  consent_text: r.consent_text,
  sent_at: r.sent_at?.toISOString() ?? null,
});

const SORTS = { created_at: 'l.created_at', name: 'u.name', preferred_bank: 'l.preferred_bank' } as const;

/** The requests a filter shows, in the order asked (newest first unless said), a page at a time. */
export const listLeads = (db: Db, filter: LeadFilter, page: PageQuery & { sort?: keyof typeof SORTS; dir?: 'asc' | 'desc' }) =>
  paged(
    page,
    async () => Number((await db.selectFrom('bank_account_leads as l').select(sql<string>`count(*)`.as('n')).where(leadsWhere(db, filter)).executeTakeFirstOrThrow()).n),
    async (limit, offset) =>
      (
        await staffLeads(db, filter)
          .orderBy(SORTS[page.sort ?? 'created_at'], page.dir ?? 'desc')
          .orderBy('l.id', page.dir ?? 'desc')
          .limit(limit)
          .offset(offset)
          .execute()
      ).map(leadOf),
  );

/** Every request a filter shows, newest first, in batches of 500 by id: a long list never sits whole in memory. */
export async function* eachLead(db: Db, filter: LeadFilter) {
  for (let before = Number.MAX_SAFE_INTEGER; ; ) {
    const rows = await staffLeads(db, filter).where('l.id', '<', before).orderBy('l.id', 'desc').limit(500).execute();
    yield* rows;
    if (rows.length < 500) return;
    before = Number(rows[rows.length - 1].id);
  }
}

/** One request as staff see it. */
export async function findLead(db: Db, id: number): Promise<StaffBankAccountLead | undefined> {
  const row = await staffLeads(db).where('l.id', '=', id).executeTakeFirst();
  return row && leadOf(row);
}

export const lockLead = (trx: Transaction<Database>, id: number) => trx.selectFrom('bank_account_leads').select(['id', 'sent_at']).where('id', '=', id).forUpdate().executeTakeFirst();

export const markLeadSent = (trx: Transaction<Database>, id: number, by: number) =>
  trx.updateTable('bank_account_leads').set({ sent_at: new Date(), sent_by: by }).where('id', '=', id).execute();
