// What the audit log compares for a promotion: read from the rows, inside the change's transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import { iso, type Database, type Snapshot } from '../../../../../server/src/kit.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A promotion as staff edit it, with the size of its pool of codes. */
export async function promotionSnapshot(db: Db, promotionId: number): Promise<Snapshot | undefined> {
  const row = await db
    .selectFrom('promotions as p')
    .select(['p.title', 'p.company_name', 'p.company_logo', 'p.company_link', 'p.description', 'p.terms', 'p.organizer', 'p.free', 'p.code_kind', 'p.shared_code', 'p.published', 'p.closed_at'])
    .select((eb) => eb.selectFrom('promotion_codes as c').select(sql<string>`count(*)`.as('n')).whereRef('c.promotion_id', '=', 'p.id').as('codes'))
    .where('p.id', '=', promotionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { closed_at, codes, ...fields } = row;
  return { ...fields, codes_in_pool: Number(codes ?? 0), closed_at: iso(closed_at) };
}
