// The daily reconciliation (issue #46 item 6). For one Karachi day, each provider's word against the site's books:
// the gateways by the answers they approved (settled by a signed answer or the provider's status inquiry, decision 029),
// bill payment by the bank statement's credit lines staff import. Each payment is booked under the provider that took
// it: the gateway of its attempt (JazzCash's card page is JazzCash's money), or bill payment for an order staff marked
// paid. What one side has and the other has not is listed both ways, with the day's refunds and each provider's net.
// Matched bank lines are confirmed through the same path as a bill payment marked by hand.
import { sql, type Kysely } from 'kysely';
import {
  billReference,
  EASYPAISA,
  formatRupees,
  JAZZCASH,
  karachiRange,
  markOrderPaid,
  PAYMENT_METHOD_NAMES,
  Refusal,
  staffChange,
  TEST_GATEWAY,
  type Database,
  type Deps,
} from '../../../../../server/src/kit.js';
import { PAYMENT_METHODS } from '../../../../../shared-api/src/enums.js';
import { BANK_REFERENCE_CHARACTERS, BANK_REFERENCE_MAX } from '../../../../../shared-api/src/validation/ticketing.js';
import { reconciliationMessages } from '../staff-validation.js';
import { billOrderIds, readStatement, StatementError } from './statement.js';

type Db = Kysely<Database>;

/** Bill payment, as a provider: the orders staff mark paid, against the bank's statement. */
export const BILL = 'bill';

/** The providers reconciled, in the page's order, with the way of paying each stands for. */
const PROVIDERS: { provider: string; method: number; name: string }[] = [
  { provider: TEST_GATEWAY, method: PAYMENT_METHODS.card, name: 'Card (test gateway)' },
  { provider: JAZZCASH, method: PAYMENT_METHODS.jazzcash, name: 'JazzCash' },
  { provider: EASYPAISA, method: PAYMENT_METHODS.easypaisa, name: 'Easypaisa' },
  { provider: BILL, method: PAYMENT_METHODS.onebill, name: 'Bill payment' },
];
/** A provider that takes more than one way of paying: its takings are split by way. */
const MANY_WAYS = new Set([JAZZCASH]);

type Way = 'card' | 'wallet' | null;
const WAY_NAMES = { card: 'Card', wallet: 'Wallet', unknown: 'Not recorded' } as const;

/** How a gateway took a payment: JazzCash's request says card (MPAY) or wallet (MWALLET); the others take one way. */
function wayOf(gateway: string, txnType: string | null): Way {
  if (gateway === TEST_GATEWAY) return 'card';
  if (gateway === EASYPAISA) return 'wallet';
  if (gateway === JAZZCASH) return txnType === 'MPAY' ? 'card' : txnType === 'MWALLET' ? 'wallet' : null;
  return null;
}

/** A payment as staff name it: its provider, and its way where the provider takes more than one (JazzCash card). */
function paymentName(provider: string, way: Way) {
  if (provider === JAZZCASH && way) return `JazzCash ${way}`;
  return PROVIDERS.find((p) => p.provider === provider)?.name ?? provider;
}

/** The gateway an order paid this way goes through when nothing says which took it. */
const gatewayOfMethod = (method: number, cardGateway: string) => (method === PAYMENT_METHODS.card ? cardGateway : method === PAYMENT_METHODS.easypaisa ? EASYPAISA : JAZZCASH);

const rupees = (paisa: number) => paisa / 100;
const formatPaisa = (paisa: number) => `Rs ${(paisa / 100).toLocaleString('en-PK', { minimumFractionDigits: paisa % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
const sameReference = (a: string | null, b: string) => (a ?? '').trim().toUpperCase() === b.trim().toUpperCase();
const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
const iso = (at: Date | string) => new Date(at).toISOString();

/** Karachi keeps UTC+5 all year. */
const KARACHI_OFFSET_MS = 5 * 3_600_000;
/** The Karachi day of an instant, YYYY-MM-DD: the day the page opens on, by the server's clock. */
export const karachiDate = (at: Date) => new Date(at.getTime() + KARACHI_OFFSET_MS).toISOString().slice(0, 10);

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
    .leftJoin('users as importer', 'importer.id', 'l.imported_by')
    .select(['l.id', 'l.line_date', 'l.reference', 'l.description', 'l.amount_paisa', 'l.order_id', 'l.note', 'l.file_name', 'l.imported_at', 'importer.name as imported_by', 'o.status as order_status', 'o.bank_reference']);

/** What JazzCash's request (or its answer) says the payment was: MPAY for a card on its card page, MWALLET for a wallet. */
const txnType = sql<string | null>`coalesce(a.request_fields ->> 'pp_TxnType', a.response_fields ->> 'pp_TxnType')`;

/**
 * Every attempt that took money, with its order: approved ones, and any a late payment names whatever the attempt's
 * status says (an approval after a decline, for a closed checkout, or on other terms than asked keeps its own status).
 * Why a late payment is late is read from the row as a whole, so the query runs on a database that does not say.
 */
const moneyRows = (db: Db) =>
  db
    .selectFrom('payment_attempts as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .leftJoin('late_payments as lp', 'lp.attempt_id', 'a.id')
    .select([
      'a.id as attempt_id',
      'a.order_id',
      'a.gateway',
      'a.reference',
      'a.amount',
      'a.status',
      'a.updated_at',
      'a.result_code',
      'a.result_message',
      txnType.as('txn_type'),
      'lp.id as late_id',
      'lp.status as late_status',
      'lp.amount as late_amount',
      'lp.created_at as late_at',
      'lp.reason as late_reason',
      'o.status as order_status',
      'o.payment_method',
      'o.marked_paid_at',
      'o.bank_reference',
    ])
    .where((eb) => eb.or([eb('a.status', '=', 'approved'), eb('lp.id', 'is not', null)]));

type MoneyRow = Awaited<ReturnType<ReturnType<typeof moneyRows>['execute']>>[number];

/** Money a provider took: one approval, or one late payment (an approval that paid no order). */
interface Money {
  key: string;
  orderId: number;
  gateway: string;
  way: Way;
  reference: string;
  paisa: number;
  at: Date;
  late: { status: string; reason: string | null } | null;
  attempt: { status: string; result: string; at: Date };
}

const resultOf = (row: { result_code: string | null; result_message: string | null }) => [row.result_code, row.result_message].filter(Boolean).join(' ');

function moneyOf(row: MoneyRow): Money[] {
  const base = {
    orderId: row.order_id,
    gateway: row.gateway,
    way: wayOf(row.gateway, row.txn_type),
    reference: row.reference,
    attempt: { status: row.status, result: resultOf(row), at: new Date(row.updated_at) },
  };
  const money: Money[] = [];
  // An approved attempt is its own money unless its late payment is that same approval; a late payment on other terms
  // is a second answer, beside the approval the attempt had.
  if (row.status === 'approved' && (row.late_id === null || row.late_reason === 'mismatch'))
    money.push({ ...base, key: `attempt-${row.attempt_id}`, paisa: row.amount * 100, at: new Date(row.updated_at), late: null });
  if (row.late_id !== null && row.late_status !== null && row.late_at !== null)
    money.push({ ...base, key: `late-${row.late_id}`, paisa: (row.late_amount ?? 0) * 100, at: new Date(row.late_at), late: { status: row.late_status, reason: row.late_reason } });
  return money;
}

type OrderState = { status: string; payment_method: number; marked_paid_at: Date | null; bank_reference: string | null };

const LATE_STATE: Record<string, string> = { open: 'waiting to be refunded or honoured', honoured: 'honoured', refunded: 'refunded' };

/**
 * One Karachi day's reconciliation. `offered`: the providers set up now (shown even on a day without figures);
 * `cardGateway`: the gateway card payments go through, where a card order with no answer behind it is booked.
 */
export async function dayReconciliation(db: Db, date: string, { offered, cardGateway }: { offered: string[]; cardGateway: string }) {
  const { from, before } = karachiRange({ from: date, to: date });
  if (!from || !before) throw new Refusal('invalid', reconciliationMessages.date);
  const inDay = (at: Date) => at >= from && at < before;

  // Every order the day touches (money taken, paid, refunded), with all the money ever taken for it: what paid an order
  // is known only from all of its payments.
  const dayOrders = db
    .selectFrom('payment_attempts')
    .select('order_id')
    .where('status', '=', 'approved')
    .where('updated_at', '>=', from)
    .where('updated_at', '<', before)
    .union(
      db
        .selectFrom('late_payments')
        .select('order_id')
        .where((eb) =>
          eb.or([
            eb.and([eb('created_at', '>=', from), eb('created_at', '<', before)]),
            eb.and([eb('status', '=', 'refunded'), eb('decided_at', '>=', from), eb('decided_at', '<', before)]),
          ]),
        ),
    )
    .union(db.selectFrom('orders').select('id as order_id').where('paid_at', '>=', from).where('paid_at', '<', before))
    .union(db.selectFrom('refund_requests').select('order_id').where('status', '=', 'refunded').where('decided_at', '>=', from).where('decided_at', '<', before));
  const rows = await moneyRows(db).where('a.order_id', 'in', dayOrders).orderBy('a.id').execute();
  const moneyByOrder = new Map<number, Money[]>();
  for (const money of rows.flatMap(moneyOf)) moneyByOrder.set(money.orderId, [...(moneyByOrder.get(money.orderId) ?? []), money]);
  const orders = new Map<number, OrderState>(rows.map((r) => [r.order_id, { status: r.order_status, payment_method: r.payment_method, marked_paid_at: r.marked_paid_at, bank_reference: r.bank_reference }]));

  /** The money that paid an order: its first approval that was not late, or a late payment staff honoured. Null for a bill payment staff marked paid. */
  const payerOf = (orderId: number, order: OrderState) => {
    if (order.marked_paid_at || (order.status !== 'paid' && order.status !== 'refunded')) return null;
    const candidates = (moneyByOrder.get(orderId) ?? []).filter((m) => m.late === null || m.late.status === 'honoured');
    return candidates.sort((a, b) => a.at.getTime() - b.at.getTime())[0] ?? null;
  };
  /** The provider an order's payment is booked under, and the money behind it when a gateway's answer is. */
  const bookingOf = (orderId: number, order: OrderState) => {
    const payer = payerOf(orderId, order);
    if (payer) return { provider: payer.gateway, name: paymentName(payer.gateway, payer.way), payer };
    if (order.marked_paid_at || order.payment_method === PAYMENT_METHODS.onebill) return { provider: BILL, name: paymentName(BILL, null), payer: null };
    const gateway = gatewayOfMethod(order.payment_method, cardGateway);
    return { provider: gateway, name: paymentName(gateway, order.payment_method === PAYMENT_METHODS.card ? 'card' : 'wallet'), payer: null };
  };
  /** A provider's answer as the page shows it beside money with no order: the approval `money` is, or its attempt's own. */
  const answerOf = (money: Money, status = 'approved', at = money.at) => ({ name: paymentName(money.gateway, money.way), reference: money.reference, status, result: money.attempt.result, at: iso(at) });

  const paid = (
    await db
      .selectFrom('orders as o')
      .select((eb) => [
        'o.id',
        'o.status',
        'o.payment_method',
        'o.grand_total',
        'o.paid_at',
        'o.marked_paid_at',
        'o.bank_reference',
        sql<string>`trim(o.first_name || ' ' || o.last_name)`.as('holder'),
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
      .where('o.payment_method', 'in', [PAYMENT_METHODS.card, PAYMENT_METHODS.jazzcash, PAYMENT_METHODS.easypaisa, PAYMENT_METHODS.onebill])
      .orderBy('o.paid_at')
      .orderBy('o.id')
      .execute()
  ).map((o) => ({ ...o, ...bookingOf(o.id, o) }));

  const [refundRows, lateRefundRows] = await Promise.all([
    db
      .selectFrom('refund_requests as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .leftJoin('users as asker', 'asker.id', 'r.requested_by')
      .leftJoin('users as decider', 'decider.id', 'r.decided_by')
      .select(['r.id', 'r.order_id', 'r.method', 'r.reference', 'r.amount', 'r.decided_at', 'asker.name as requested_by', 'decider.name as approved_by', 'o.status', 'o.payment_method', 'o.marked_paid_at', 'o.bank_reference'])
      .where('r.status', '=', 'refunded')
      .where('r.decided_at', '>=', from)
      .where('r.decided_at', '<', before)
      .orderBy('r.decided_at')
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('late_payments as lp')
      .innerJoin('payment_attempts as a', 'a.id', 'lp.attempt_id')
      .leftJoin('users as decider', 'decider.id', 'lp.decided_by')
      .select(['lp.id', 'lp.order_id', 'lp.amount', 'lp.decided_at', 'a.gateway', txnType.as('txn_type'), 'decider.name as approved_by'])
      .where('lp.status', '=', 'refunded')
      .where('lp.decided_at', '>=', from)
      .where('lp.decided_at', '<', before)
      .orderBy('lp.decided_at')
      .orderBy('lp.id')
      .execute(),
  ]);
  const refunds = [
    ...refundRows.map((r) => {
      const booking = bookingOf(r.order_id, r);
      return {
        source: 'refund' as const,
        id: r.id,
        order_id: r.order_id,
        provider: booking.provider,
        paid_with: booking.name,
        way: r.method,
        way_name: r.method === 'jazzcash' ? 'Through JazzCash (back to the wallet)' : 'By hand',
        reference: r.reference,
        amount: r.amount,
        at: iso(r.decided_at ?? from),
        requested_by: r.requested_by,
        approved_by: r.approved_by,
      };
    }),
    ...lateRefundRows.map((l) => ({
      source: 'late-payment' as const,
      id: l.id,
      order_id: l.order_id,
      provider: l.gateway,
      paid_with: paymentName(l.gateway, wayOf(l.gateway, l.txn_type)),
      way: 'provider' as const,
      way_name: 'Late payment, refunded with the provider',
      reference: null,
      amount: l.amount,
      at: iso(l.decided_at ?? from),
      requested_by: null,
      approved_by: l.approved_by,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  const lines = (await linesOf(db).where('l.line_date', '=', date).orderBy('l.id').execute()).map((line) => ({ ...line, ...lineStatus(line) }));
  const statementImported = lines.length > 0;
  const taken = [...moneyByOrder.values()].flat().filter((m) => inDay(m.at));
  taken.sort((a, b) => a.at.getTime() - b.at.getTime() || a.key.localeCompare(b.key));

  const known = PROVIDERS.map((p) => p.provider);
  const others = [...new Set([...taken.map((m) => m.gateway), ...paid.map((o) => o.provider), ...refunds.map((r) => r.provider)])].filter((p) => !known.includes(p));
  const providers = [...PROVIDERS, ...others.map((provider) => ({ provider, method: null, name: provider }))]
    .map(({ provider, method, name }) => {
      const money = taken.filter((m) => m.gateway === provider);
      const settled = provider === BILL ? lines.map((l) => l.amount_paisa) : money.map((m) => m.paisa);
      const orders = paid.filter((o) => o.provider === provider);
      const back = refunds.filter((r) => r.provider === provider);
      const providerPaisa = sum(settled);
      const refundedPaisa = sum(back.map((r) => r.amount * 100));
      const ways = MANY_WAYS.has(provider)
        ? (['wallet', 'card', null] as const).flatMap((way) => {
            const these = money.filter((m) => m.way === way);
            return these.length ? [{ name: WAY_NAMES[way ?? 'unknown'], count: these.length, total: rupees(sum(these.map((m) => m.paisa))) }] : [];
          })
        : [];
      return {
        method,
        provider,
        name,
        provider_count: settled.length,
        provider_total: rupees(providerPaisa),
        ways,
        site_count: orders.length,
        site_total: sum(orders.map((o) => o.grand_total)),
        refund_count: back.length,
        refunded_total: rupees(refundedPaisa),
        net_total: rupees(providerPaisa - refundedPaisa),
        statement_imported: provider === BILL ? statementImported : true,
      };
    })
    .filter((p) => offered.includes(p.provider) || p.provider_count > 0 || p.site_count > 0 || p.refund_count > 0);

  const paidNotThere = paid
    .filter((o) => (o.provider === BILL ? statementImported && !o.in_statement : o.grand_total > 0 && !o.payer))
    .map((o) => ({
      order_id: o.id,
      method_name: o.name,
      holder: o.holder,
      total: o.grand_total,
      paid_at: iso(o.paid_at ?? from),
      reference: o.provider === BILL ? o.bank_reference : null,
      why:
        o.provider === BILL
          ? `No imported bank line has the reference ${o.bank_reference ?? '(none)'} or names this order.`
          : `No approved ${o.payment_method === PAYMENT_METHODS.card ? 'card' : PAYMENT_METHOD_NAMES[o.payment_method]} payment is behind this order.`,
    }));

  /** Why money pays no order: which order it names, what became of that order, and of the money. */
  const whyOf = (money: Money, order: OrderState, payer: Money | null) => {
    const end = money.late ? `: a late payment, ${LATE_STATE[money.late.status] ?? money.late.status}.` : '.';
    const id = `order #${money.orderId}`;
    if (money.late?.reason === 'mismatch') return `An approval for ${id} on other terms than its checkout asked for (the amount or the way of paying); the order is ${order.status}${end}`;
    if (order.marked_paid_at || payer) return `A second payment of ${id}, which another payment paid${order.status === 'refunded' ? ' (refunded since)' : ''}${end}`;
    if (money.attempt.status === 'closed' || money.late?.reason === 'closed') return `Approved for a checkout closed when the member chose another way of paying; ${id} is ${order.status}${end}`;
    if (money.attempt.status === 'declined' || money.late?.reason === 'after-decline') return `Approved after the provider had declined it; ${id} is ${order.status}${end}`;
    return `Approved while ${id} is ${order.status}${end}`;
  };

  const moneyNoOrder = [
    ...taken.flatMap((money) => {
      const order = orders.get(money.orderId);
      if (!order) return [];
      const payer = payerOf(money.orderId, order);
      // The money that paid its order (refunded since or not: a refund is the refunds' record) is no gap here.
      if (payer?.key === money.key) return [];
      // A late answer on an attempt that had settled before: the attempt's own answer, beside this one.
      const earlier = money.late && (money.attempt.status === 'declined' || (money.late.reason === 'mismatch' && money.attempt.status === 'approved'));
      return [
        {
          source: 'provider' as const,
          name: paymentName(money.gateway, money.way),
          order_id: money.orderId,
          amount: rupees(money.paisa),
          reference: money.reference,
          at: iso(money.at),
          why: whyOf(money, order, payer),
          paid_by: order.marked_paid_at
            ? { name: paymentName(BILL, null), reference: order.bank_reference ?? '', status: 'paid', result: '', at: iso(order.marked_paid_at) }
            : payer && answerOf(payer),
          earlier_answer: earlier ? answerOf(money, money.attempt.status, money.attempt.at) : null,
        },
      ];
    }),
    ...lines
      .filter((l) => l.status === 'unmatched')
      .map((l) => ({
        source: 'bank' as const,
        name: 'Bank statement',
        order_id: l.order_id,
        amount: rupees(l.amount_paisa),
        reference: l.reference || l.description,
        at: l.line_date,
        why: l.note,
        paid_by: null,
        earlier_answer: null,
      })),
  ];

  return {
    date,
    providers,
    paid_not_there: paidNotThere,
    money_no_order: moneyNoOrder,
    refunds,
    bank_lines: lines.map((l) => ({
      id: l.id,
      line_date: l.line_date,
      reference: l.reference,
      description: l.description,
      amount: rupees(l.amount_paisa),
      order_id: l.order_id,
      status: l.status,
      note: l.note,
      imported_by: l.imported_by,
      imported_at: iso(l.imported_at),
      file_name: l.file_name,
    })),
  };
}

/**
 * A statement imported: every credit line read (or the whole file refused, storing nothing), each new line matched to
 * the pending bill order its 1Bill reference names when the amounts are equal; a line imported before is kept once,
 * with who imported it first. The import is audited in its own transaction: who, the file, the lines read and matched.
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

  return staffChange(db, staffId, async (trx, audit) => {
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
    const result = { lines: read.length, added, duplicates: read.length - added, matched, days };
    // The statement is named by its latest day, the day the page turns to; the entry lists every day it holds.
    await audit({ action: 'bank_statement.import', entity: 'bank_statement', entityId: days[0], before: null, after: { file_name: fileName, ...result } });
    return result;
  });
}

/**
 * Matched lines confirmed in one step: each order marked paid with its line's reference by markOrderPaid, under its
 * rules (the order's row lock, pending bill orders only, not on the staff member's own account, audited, e-mailed).
 * A line that cannot be confirmed is skipped with the reason; the others are still confirmed.
 */
export async function confirmLines(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'jobs'>, staffId: number, lineIds: number[]) {
  const confirmed: { line_id: number; order_id: number }[] = [];
  const skipped: { line_id: number; order_id: number | null; reason: string }[] = [];
  const lines = await linesOf(deps.db).where('l.id', 'in', [...new Set(lineIds)]).orderBy('l.id').execute();
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
      await markOrderPaid(deps, staffId, line.order_id, lineReference(line));
      confirmed.push({ line_id: id, order_id: line.order_id });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      skipped.push({ line_id: id, order_id: line.order_id, reason: `Order #${line.order_id}: ${error.message}` });
    }
  }
  return { confirmed, skipped };
}
