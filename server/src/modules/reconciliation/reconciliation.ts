// The daily reconciliation (issue #46 item 6). For one Karachi day, each provider's word against the site's books:
// card and the wallets by their approved attempts (settled by a signed answer or the provider's status inquiry,
// decision 029), bill payment by the bank statement's credit lines staff import. What one side has and the other has
// not is listed both ways. Matched bank lines are confirmed through the same path as a bill payment marked by hand.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { PAYMENT_METHODS } from '../../../../shared-api/src/enums.js';
import { BANK_REFERENCE_CHARACTERS, BANK_REFERENCE_MAX } from '../../../../shared-api/src/validation/ticketing.js';
import type { Database } from '../../db/schema.js';
import { karachiRange } from '../../http/days.js';
import { Refusal } from '../../lib/domain-errors.js';
import { formatRupees } from '../../lib/money.js';
import { billReference } from '../../lib/search-terms.js';
import { PAYMENT_METHOD_NAMES } from '../events/queries.js';
import { markOrderPaid } from '../events/staff-payments.js';
import { billOrderIds, readStatement, StatementError } from './statement.js';

/** The providers reconciled, in the page's order. */
type Db = Kysely<Database>;

const PROVIDERS = [PAYMENT_METHODS.card, PAYMENT_METHODS.jazzcash, PAYMENT_METHODS.easypaisa, PAYMENT_METHODS.onebill] as const;
const PROVIDER_PAID: number[] = [PAYMENT_METHODS.card, PAYMENT_METHODS.jazzcash, PAYMENT_METHODS.easypaisa];
const rupees = (paisa: number) => paisa / 100;
const formatPaisa = (paisa: number) => `Rs ${(paisa / 100).toLocaleString('en-PK', { minimumFractionDigits: paisa % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
const sameReference = (a: string | null, b: string) => (a ?? '').trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The bank's reference a matched line gives its order when confirmed: the line's own reference (its 1Bill reference
 * when the statement has none), in the characters and length a reference staff type may have.
 */
export const lineReference = (line: { reference: string; order_id: number | null }) =>
  (line.reference.trim() || (line.order_id ? billReference(line.order_id) : ''))
    .replace(new RegExp(`[^${BANK_REFERENCE_CHARACTERS}]`, 'gu'), '-')
    .slice(0, BANK_REFERENCE_MAX)
    .trim();

type LineRow = { id: number; line_date: string; reference: string; description: string; amount_paisa: number; order_id: number | null; note: string; order_status: string | null; bank_reference: string | null };

/** A line as the page shows it: to confirm while its order is pending, confirmed once its order is paid with its reference. */
function lineStatus(line: LineRow) {
  if (line.order_id === null || line.order_status === null) return { status: 'unmatched' as const, note: line.note || 'No pending bill order matches this line.' };
  if (line.order_status === 'pending') return { status: 'to-confirm' as const, note: '' };
  if (line.order_status === 'paid' && sameReference(line.bank_reference, lineReference(line))) return { status: 'confirmed' as const, note: '' };
  if (line.order_status === 'paid') return { status: 'unmatched' as const, note: `Order #${line.order_id} was paid with another reference (${line.bank_reference ?? 'none'}).` };
  return { status: 'unmatched' as const, note: `Order #${line.order_id} is ${line.order_status}: it can no longer be paid.` };
}

const linesOf = (db: Db) =>
  db
    .selectFrom('bank_statement_lines as l')
    .leftJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.id', 'l.line_date', 'l.reference', 'l.description', 'l.amount_paisa', 'l.order_id', 'l.note', 'o.status as order_status', 'o.bank_reference']);

/** One Karachi day's reconciliation. */
export async function dayReconciliation(db: Db, date: string) {
  const { from, before } = karachiRange({ from: date, to: date });
  if (!from || !before) throw new Refusal('invalid', 'Choose a day as YYYY-MM-DD');

  const attempts = await db
    .selectFrom('payment_attempts as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .leftJoin('late_payments as lp', 'lp.attempt_id', 'a.id')
    .select(['a.id', 'a.order_id', 'a.reference', 'a.amount', 'a.updated_at', 'o.payment_method', 'o.status as order_status', 'lp.status as late_status'])
    .where('a.status', '=', 'approved')
    .where('a.updated_at', '>=', from)
    .where('a.updated_at', '<', before)
    .orderBy('a.updated_at')
    .orderBy('a.id')
    .execute();

  const paid = await db
    .selectFrom('orders as o')
    .select((eb) => [
      'o.id',
      'o.payment_method',
      'o.grand_total',
      'o.paid_at',
      'o.bank_reference',
      sql<string>`trim(o.first_name || ' ' || o.last_name)`.as('holder'),
      eb.exists(eb.selectFrom('payment_attempts as a').select('a.id').whereRef('a.order_id', '=', 'o.id').where('a.status', '=', 'approved')).as('approved'),
      eb
        .exists(
          eb
            .selectFrom('bank_statement_lines as l')
            .select('l.id')
            .where((w) => w.or([w('l.order_id', '=', w.ref('o.id')), w(sql`upper(trim(l.reference))`, '=', sql`upper(trim(o.bank_reference))`)])),
        )
        .as('in_statement'),
    ])
    .where('o.paid_at', '>=', from)
    .where('o.paid_at', '<', before)
    .where('o.payment_method', 'in', [...PROVIDERS])
    .orderBy('o.paid_at')
    .orderBy('o.id')
    .execute();

  const lines = (await linesOf(db).where('l.line_date', '=', date).orderBy('l.id').execute()).map((line) => ({ ...line, ...lineStatus(line) }));
  const statementImported = lines.length > 0;

  const providers = PROVIDERS.map((method) => {
    const settled =
      method === PAYMENT_METHODS.onebill
        ? lines.map((l) => l.amount_paisa)
        : attempts.filter((a) => a.payment_method === method).map((a) => a.amount * 100);
    const orders = paid.filter((o) => o.payment_method === method);
    return {
      method,
      name: PAYMENT_METHOD_NAMES[method],
      provider_count: settled.length,
      provider_total: rupees(settled.reduce((sum, v) => sum + v, 0)),
      site_count: orders.length,
      site_total: orders.reduce((sum, o) => sum + o.grand_total, 0),
      statement_imported: method === PAYMENT_METHODS.onebill ? statementImported : true,
    };
  });

  const paidNotThere = paid
    .filter((o) =>
      o.payment_method === PAYMENT_METHODS.onebill ? statementImported && !o.in_statement : PROVIDER_PAID.includes(o.payment_method) && o.grand_total > 0 && !o.approved,
    )
    .map((o) => ({
      order_id: o.id,
      method_name: PAYMENT_METHOD_NAMES[o.payment_method],
      holder: o.holder,
      total: o.grand_total,
      paid_at: new Date(o.paid_at ?? 0).toISOString(),
      reference: o.payment_method === PAYMENT_METHODS.onebill ? o.bank_reference : null,
      why:
        o.payment_method === PAYMENT_METHODS.onebill
          ? `No imported bank line has the reference ${o.bank_reference ?? '(none)'} or names this order.`
          : `No approved ${o.payment_method === PAYMENT_METHODS.card ? 'card' : PAYMENT_METHOD_NAMES[o.payment_method]} payment is behind this order.`,
    }));

  const moneyNoOrder = [
    ...attempts
      // An order refunded since was paid by this money: its refund is the refunds' record, not a gap here.
      .filter((a) => a.order_status !== 'paid' && a.order_status !== 'refunded')
      .map((a) => ({
        source: 'provider' as const,
        name: PAYMENT_METHOD_NAMES[a.payment_method] ?? 'Other',
        order_id: a.order_id,
        amount: a.amount,
        reference: a.reference,
        at: new Date(a.updated_at).toISOString(),
        why: `Approved while order #${a.order_id} is ${a.order_status}` + (a.late_status ? `: a late payment, ${a.late_status === 'open' ? 'waiting to be refunded or honoured' : a.late_status}.` : '.'),
      })),
    ...lines
      .filter((l) => l.status === 'unmatched')
      .map((l) => ({ source: 'bank' as const, name: 'Bank statement', order_id: l.order_id, amount: rupees(l.amount_paisa), reference: l.reference || l.description, at: l.line_date, why: l.note })),
  ];

  return {
    date,
    providers,
    paid_not_there: paidNotThere,
    money_no_order: moneyNoOrder,
    bank_lines: lines.map((l) => ({ id: l.id, line_date: l.line_date, reference: l.reference, description: l.description, amount: rupees(l.amount_paisa), order_id: l.order_id, status: l.status, note: l.note })),
  };
}

/**
 * A statement imported: every credit line read (or the whole file refused, storing nothing), each new line matched to
 * the pending bill order its 1Bill reference names when the amounts are equal; a line imported before is kept once.
 */
export async function importStatement(db: Db, staffId: number, fileName: string, csv: string) {
  let read;
  try {
    read = readStatement(csv);
  } catch (error) {
    if (error instanceof StatementError) throw new Refusal('invalid', error.message, { csv: error.message });
    throw error;
  }
  const ids = [...new Set(read.flatMap((line) => billOrderIds(line)))];
  const orders = ids.length
    ? await db.selectFrom('orders').select(['id', 'status', 'grand_total']).where('id', 'in', ids).where('payment_method', '=', PAYMENT_METHODS.onebill).execute()
    : [];
  const orderOf = new Map(orders.map((o) => [o.id, o]));

  const matchOf = (line: (typeof read)[number]) => {
    const named = billOrderIds(line);
    if (!named.length) return { order_id: null, note: 'The line names no 1Bill reference.' };
    const known = named.map((id) => orderOf.get(id)).filter((o) => o !== undefined);
    const match = known.find((o) => o.status === 'pending' && o.grand_total * 100 === line.amountPaisa);
    if (match) return { order_id: match.id, note: '' };
    const first = known[0];
    if (!first) return { order_id: null, note: `No bill order has the 1Bill reference ${billReference(named[0])}.` };
    if (first.grand_total * 100 !== line.amountPaisa) return { order_id: null, note: `Order #${first.id} is for ${formatRupees(first.grand_total)}; the line credits ${formatPaisa(line.amountPaisa)}.` };
    return { order_id: first.id, note: `Order #${first.id} is ${first.status}.` };
  };

  return db.transaction().execute(async (trx) => {
    let added = 0;
    let matched = 0;
    const seen = new Set<string>();
    for (const line of read) {
      if (seen.has(line.key)) continue;
      seen.add(line.key);
      const match = matchOf(line);
      const row = await trx
        .insertInto('bank_statement_lines')
        .values({ line_key: line.key, line_date: line.date, reference: line.reference, description: line.description, amount_paisa: line.amountPaisa, ...match, file_name: fileName, imported_by: staffId })
        .onConflict((oc) => oc.column('line_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
      added++;
      if (match.order_id && !match.note) matched++;
    }
    const days = [...new Set(read.map((l) => l.date))].sort().reverse();
    return { lines: read.length, added, duplicates: read.length - added, matched, days };
  });
}

/**
 * Matched lines confirmed in one step: each order marked paid with its line's reference by markOrderPaid, under its
 * rules (the order's row lock, pending bill orders only, not on the staff member's own account, audited, e-mailed).
 * A line that cannot be confirmed is skipped with the reason; the others are still confirmed.
 */
export async function confirmLines(app: FastifyInstance, staffId: number, lineIds: number[]) {
  const confirmed: { line_id: number; order_id: number }[] = [];
  const skipped: { line_id: number; order_id: number | null; reason: string }[] = [];
  const lines = await linesOf(app.db).where('l.id', 'in', [...new Set(lineIds)]).orderBy('l.id').execute();
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const id of [...new Set(lineIds)]) {
    const line = byId.get(id);
    if (!line) {
      skipped.push({ line_id: id, order_id: null, reason: 'This line was not imported.' });
      continue;
    }
    const { status, note } = lineStatus(line);
    if (line.order_id === null || status === 'unmatched') {
      skipped.push({ line_id: id, order_id: line.order_id, reason: note });
      continue;
    }
    try {
      await markOrderPaid(app, staffId, line.order_id, lineReference(line));
      confirmed.push({ line_id: id, order_id: line.order_id });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      skipped.push({ line_id: id, order_id: line.order_id, reason: `Order #${line.order_id}: ${error.message}` });
    }
  }
  return { confirmed, skipped };
}
