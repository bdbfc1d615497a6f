// What the audit log compares for the records staff change here: read from the rows, inside the change's transaction.
import type { Kysely, Transaction } from 'kysely';
import { iso, type Database, type Snapshot } from '../../../../../server/src/kit.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * An order's state as staff change it (paid by bill, its payment undone, cancelled): with the bank's reference, the
 * hold, and for a membership order the period its payment added, so undoing a payment shows what was taken back.
 */
export async function orderSnapshot(db: Db, orderId: number): Promise<Snapshot | undefined> {
  const row = await db
    .selectFrom('orders as o')
    .leftJoin('memberships as m', 'm.order_id', 'o.id')
    .select(['o.kind', 'o.status', 'o.grand_total', 'o.paid_at', 'o.cancelled_at', 'o.expires_at', 'o.bank_reference', 'm.starts_at', 'm.ends_at'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const snapshot: Snapshot = {
    status: row.status,
    grand_total: row.grand_total,
    paid_at: iso(row.paid_at),
    cancelled_at: iso(row.cancelled_at),
    hold_expires_at: iso(row.expires_at),
    bank_reference: row.bank_reference,
  };
  if (row.kind === 'membership') snapshot.membership_period = row.starts_at ? `${iso(row.starts_at)} – ${iso(row.ends_at)}` : null;
  return snapshot;
}

