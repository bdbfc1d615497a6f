// What the audit log compares for a bank-account request: read from the rows, inside the change's transaction.
import type { Kysely, Transaction } from 'kysely';
import { iso, type Database, type Snapshot } from '../../../../../server/src/kit.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A request's bank and whether (when, by whom) it was passed to the bank. */
export async function bankLeadSnapshot(db: Db, leadId: number): Promise<Snapshot | undefined> {
  const row = await db
    .selectFrom('bank_account_leads as l')
    .leftJoin('users as s', 's.id', 'l.sent_by')
    .select(['l.preferred_bank', 'l.sent_at', 's.name as sent_by'])
    .where('l.id', '=', leadId)
    .executeTakeFirst();
  return row && { bank: row.preferred_bank, sent_at: iso(row.sent_at), sent_by: row.sent_by };
}
