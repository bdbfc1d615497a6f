import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { membershipContract } from '../../../../shared-api/src/contracts/membership.js';
import { serveSome } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { conflict, notFound, unprocessable } from '../../http/errors.js';
import { paged } from '../../http/paging.js';
import type { Database } from '../../db/schema.js';
import { searchTerms } from '../../lib/search-terms.js';
import { memberOf } from '../../plugins/auth.js';
import { listMemberOrders } from '../events/queries.js';
import { auditCreate, iso, staffChange } from '../staff/audit.js';
import { usersMatching } from '../../lib/member-search.js';
import { addDays, grantPeriod, periodsOf } from './periods.js';
import { findPlanById, formatDay, isFree, NO_PACKAGE } from './plans.js';
import { karachiDay, karachiDayStart } from './reminders.js';
import { membershipRecord } from './record.js';

type Db = Kysely<Database> | Transaction<Database>;

const NO_MEMBER = 'This member does not exist.';
/** How far ahead the staff's list of ending memberships looks. */
const ENDING_WITHIN_DAYS = 30;
/** The orders shown with a member's membership: their latest. */
const ORDERS_SHOWN = 50;
const ENDING_SORTS = { ends_at: 'm.ends_at', name: 'u.name' } as const;

/**
 * A member by what staff have in hand: the MEMBER ID printed on their profile and certificate (any case), their
 * e-mail, or the public id in their profile's address. Each is a unique column, so each is one index lookup.
 */
const findMember = (db: Db, memberId: string) => {
  const typed = memberId.trim();
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'member_id', 'membership_id'])
    .where((eb) => eb.or([eb('member_id', '=', typed), eb('membership_id', '=', typed.toUpperCase()), eb('email', '=', typed.toLowerCase())]))
    .executeTakeFirst();
};

/** A member's membership as staff read it: the record, every period (who granted which, and why) and their orders. */
async function memberMembership(db: Db, member: { id: number; name: string; email: string; member_id: string; membership_id: string }, now: Date) {
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

/** Staff look after memberships: a member's history and orders, a membership granted by hand, the ones ending soon. */
const staffMembershipRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.config.clock.now();

  serveSome(app, membershipContract, {
    getMemberMembership: async (request) => {
      const member = await findMember(app.db, request.params.memberId);
      if (!member) throw notFound(NO_MEMBER);
      return ok(await memberMembership(app.db, member, now()));
    },

    grantMembership: async (request, reply) => {
      const { userId: staffId } = memberOf(request);
      const { package_id, months, ends_on, reason } = request.body;
      const at = now();
      const data = await staffChange(app.db, staffId, async (trx, audit) => {
        const member = await findMember(trx, request.params.memberId);
        if (!member) throw notFound(NO_MEMBER);
        const plan = await findPlanById(trx, package_id);
        if (!plan) throw unprocessable({ package_id: NO_PACKAGE });
        if (isFree(plan)) throw unprocessable({ package_id: `${plan.name} is free and never ends: every member without a paid package is on it.` });
        // An end date is the end of that Karachi day.
        const endsAt = ends_on ? karachiDayStart(karachiDay(new Date(`${ends_on}T12:00:00+05:00`)) + 1) : undefined;
        const granted = await grantPeriod(trx, { userId: member.id, packageId: plan.id, staffId, reason, ...(months ? { months } : {}), ...(endsAt ? { endsAt } : {}) }, at);
        if (!granted.period) throw conflict(`The membership would end before it starts: the member’s current membership runs until ${formatDay(granted.startsAt)}.`);
        await auditCreate(trx, audit, { action: 'membership.grant', entity: 'user', id: member.member_id }, async () => ({
          package: plan.name,
          starts_at: iso(granted.period.starts_at),
          ends_at: iso(granted.period.ends_at),
          reason,
        }));
        return memberMembership(trx, member, at);
      });
      reply.code(201);
      return ok(data, `${data.name} now has ${data.membership.membership_package} until ${data.membership.membership_end_date_formatted}.`);
    },

    getEndingMemberships: async (request) => {
      const { q, sort, dir } = request.query;
      const at = now();
      const until = addDays(at, ENDING_WITHIN_DAYS);
      const terms = searchTerms(q);
      // The periods that end a member's run within 30 days (a renewed one does not end anything), of the members a
      // search names.
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
      return ok(
        await paged(
          request.query,
          async () => Number((await ending(app.db).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
          async (limit, offset) =>
            (
              await ending(app.db)
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
        ),
      );
    },
  });
};

export default staffMembershipRoutes;
