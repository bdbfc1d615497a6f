// What staff read of memberships: a member found by what staff have in hand, their membership with its history and
// orders, and the memberships ending soon.
import { sql, type Kysely, type Transaction } from 'kysely';
import { type Database, listMemberOrders, paged, type PageQuery, searchTerms, usersMatching } from '../../../../../server/src/kit.js';
import { addDays, periodsOf } from './periods.js';
import { membershipRecord } from './record.js';

type Db = Kysely<Database> | Transaction<Database>;

/** How far ahead the staff's list of ending memberships looks. */
const ENDING_WITHIN_DAYS = 30;
/** The orders shown with a member's membership: their latest. */
const ORDERS_SHOWN = 50;
const ENDING_SORTS = { ends_at: 'm.ends_at', name: 'u.name' } as const;

/**
 * A member by what staff have in hand: the MEMBER ID printed on their profile and certificate (any case), their
 * e-mail, or the public id in their profile's address. Each is a unique column, so each is one index lookup.
 */
export const findMember = (db: Db, memberId: string) => {
  const typed = memberId.trim();
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'member_id', 'membership_id'])
    .where((eb) => eb.or([eb('member_id', '=', typed), eb('membership_id', '=', typed.toUpperCase()), eb('email', '=', typed.toLowerCase())]))
    .executeTakeFirst();
};

/** A member's membership as staff read it: the record, every period (who granted which, and why) and their orders. */
export async function memberMembership(db: Db, member: { id: number; name: string; email: string; member_id: string; membership_id: string }, now: Date) {
  const [membership, periods, orders] = await Promise.all([membershipRecord(db, member.id, now), periodsOf(db, member.id), listMemberOrders(db, member.id, { page: 1, per_page: ORDERS_SHOWN })]);
  const grantorIds = [...new Set(periods.map((p) => p.granted_by).filter((id): id is number => id !== null))];
  const grantors = new Map(grantorIds.length ? (await db.selectFrom('users').select(['id', 'name']).where('id', 'in', grantorIds).execute()).map((u) => [u.id, u.name]) : []);
  return {
    member_id: member.member_id,
    member_id_formatted: member.membership_id,
    name: member.name,
    email: member.email,
    membership,
    periods: periods.map((p) => ({
      id: p.id,
      package: p.package_name,
      starts_at: p.starts_at,
      ends_at: p.ends_at,
      source: p.source,
      order_id: p.order_id,
      granted_by: p.granted_by === null ? null : (grantors.get(p.granted_by) ?? null),
      reason: p.reason,
      seed_chosen_at: p.seed_chosen_at,
      created_at: p.created_at,
    })),
    orders: orders.items,
  };
}

/**
 * The memberships ending within 30 days, a page of them: the periods that end a member's run (a renewed one does not
 * end anything), of the members a search names.
 */
export async function listEndingMemberships(db: Kysely<Database>, query: PageQuery & { q?: string; sort: keyof typeof ENDING_SORTS; dir: 'asc' | 'desc' }, at: Date) {
  const { q, sort, dir } = query;
  const until = addDays(at, ENDING_WITHIN_DAYS);
  const terms = searchTerms(q);
  const ending = (db: Db) => {
    const members = terms && usersMatching(db, terms);
    return db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .innerJoin('membership_packages as p', 'p.id', 'm.package_id')
      .where('m.ends_at', '>', at)
      .where('m.ends_at', '<=', until)
      .where(({ not, exists, selectFrom, eb }) =>
        not(exists(selectFrom('memberships as later').select('later.id').whereRef('later.user_id', '=', 'm.user_id').where((w) => w.or([w('later.ends_at', 'is', null), w('later.ends_at', '>', eb.ref('m.ends_at'))])))),
      )
      .$if(Boolean(terms), (query) => (members ? query.where('m.user_id', 'in', members) : query.where(sql<boolean>`false`)));
  };
  return paged(
    query,
    async () => Number((await ending(db).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) =>
      (
        await ending(db)
          .select(['u.member_id', 'u.membership_id', 'u.name', 'u.email', 'p.name as package', 'm.ends_at', 'm.seed_chosen_at'])
          .orderBy(ENDING_SORTS[sort], dir)
          .orderBy('m.id', dir)
          .limit(limit)
          .offset(offset)
          .execute()
      ).map((row) => ({
        member_id: row.member_id,
        member_id_formatted: row.membership_id,
        name: row.name,
        email: row.email,
        package: row.package,
        ends_at: row.ends_at!,
        seed_chosen: row.seed_chosen_at !== null,
      })),
  );
}
