// Members' accounts as staff find and read them: searched by what staff have in hand, filtered by role and status,
// and one account whole (profile, membership, role, status, last sign-in); an account disabled or enabled; and what
// a change of a role or a status reads and locks first.
import { sql, type Kysely, type Transaction } from 'kysely';
import { paged, usersMatching, type Database, type PageQuery, type SearchTerms } from '../../../../../server/src/kit.js';
import { membershipRecord } from '../../membership/server/record.js';
import type { Role } from '../../../../../shared-api/src/types.js';
import type { AccountStatus, MemberAccount, StaffMember } from '../shapes.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface MembersFilter {
  terms: SearchTerms | null;
  role?: Role;
  status?: AccountStatus;
}

export interface MembersOrder {
  sort: 'name' | 'joined_at' | 'last_sign_in_at';
  dir: 'asc' | 'desc';
}

const statusOf = (disabledAt: Date | null): AccountStatus => (disabledAt ? 'disabled' : 'active');

interface AccountRow {
  member_id: string;
  membership_id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  created_at: Date;
  last_sign_in_at: Date | null;
  disabled_at: Date | null;
}

/** An account as the staff's list shows it; a member's record adds to it. */
const summaryOf = (row: AccountRow): StaffMember => ({
  member_id: row.member_id,
  member_id_formatted: row.membership_id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  status: statusOf(row.disabled_at),
  joined_at: row.created_at.toISOString(),
  last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
});

/** Every account a search and the filters name, in the order asked, a page at a time. */
export function listMembers(db: Db, filter: MembersFilter, order: MembersOrder, page: PageQuery) {
  const base = () => {
    let q = db.selectFrom('users as u');
    if (filter.terms) {
      const ids = usersMatching(db, filter.terms);
      q = ids ? q.where('u.id', 'in', ids) : q.where(sql<boolean>`false`);
    }
    if (filter.role) q = q.where('u.role', '=', filter.role);
    if (filter.status) q = q.where('u.disabled_at', filter.status === 'disabled' ? 'is not' : 'is', null);
    return q;
  };
  const { sort, dir } = order;
  return paged<StaffMember>(
    page,
    async () => Number((await base().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) => {
      let q = base().select(['u.member_id', 'u.membership_id', 'u.name', 'u.email', 'u.phone', 'u.role', 'u.created_at', 'u.last_sign_in_at', 'u.disabled_at']);
      // Accounts that never signed in come last either way: the list is read for who signed in lately, or long ago.
      q =
        sort === 'last_sign_in_at'
          ? q.orderBy(sql`u.last_sign_in_at ${sql.raw(dir)} nulls last`)
          : q.orderBy(sort === 'name' ? 'u.name' : 'u.created_at', dir);
      const rows = await q.orderBy('u.id', dir).limit(limit).offset(offset).execute();
      return rows.map(summaryOf);
    },
  );
}

/** The account with this public id, as a change needs it; locked until the change's transaction ends. */
export const lockAccount = (trx: Transaction<Database>, memberId: string) =>
  trx.selectFrom('users').select(['id', 'member_id', 'role', 'disabled_at']).where('member_id', '=', memberId).forUpdate().executeTakeFirst();

/** One account as staff read it, or undefined for no such member. */
export async function memberAccount(db: Db, memberId: string, now: Date): Promise<MemberAccount | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .leftJoin('users as d', 'd.id', 'u.disabled_by')
    .select([
      'u.id',
      'u.member_id',
      'u.membership_id',
      'u.name',
      'u.email',
      'u.phone',
      'u.role',
      'u.created_at',
      'u.last_sign_in_at',
      'u.disabled_at',
      'u.status_reason',
      'p.city',
      'p.country',
      'p.organisation',
      'p.designation',
      'p.is_profile_completed',
      'd.member_id as disabled_by_member_id',
      'd.name as disabled_by_name',
    ])
    .where('u.member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) return undefined;
  const membership = await membershipRecord(db, row.id, now);
  return {
    ...summaryOf(row),
    city: row.city,
    country: row.country,
    organisation: row.organisation,
    designation: row.designation,
    profile_complete: row.is_profile_completed === true,
    disabled: row.disabled_at
      ? {
          at: row.disabled_at.toISOString(),
          by: row.disabled_by_member_id && row.disabled_by_name !== null ? { member_id: row.disabled_by_member_id, name: row.disabled_by_name } : null,
          reason: row.status_reason ?? '',
        }
      : null,
    membership: {
      package: membership.membership_package,
      starts_at: new Date(membership.membership_start_date).toISOString(),
      ends_at: membership.membership_end_date ? new Date(membership.membership_end_date).toISOString() : null,
      ends: membership.membership_end_date_formatted,
    },
  };
}

/** An account's status as the audit log compares it: active or disabled, and why. */
export const statusSnapshot = async (db: Db, userId: number) => {
  const row = await db.selectFrom('users').select(['disabled_at', 'status_reason']).where('id', '=', userId).executeTakeFirst();
  return row && { status: statusOf(row.disabled_at), reason: row.status_reason };
};

export const disableAccount = (trx: Transaction<Database>, userId: number, staffId: number, reason: string) =>
  trx.updateTable('users').set({ disabled_at: sql`now()`, disabled_by: staffId, status_reason: reason, updated_at: new Date() }).where('id', '=', userId).execute();

export const enableAccount = (trx: Transaction<Database>, userId: number, reason: string) =>
  trx.updateTable('users').set({ disabled_at: null, disabled_by: null, status_reason: reason, updated_at: new Date() }).where('id', '=', userId).execute();

/**
 * Roles and accounts' status change one at a time, on every server instance: each such change takes this lock first
 * (it is held until the change's transaction ends), so what it reads next (the admins, the acting account) is not
 * changed by another until it is done.
 */
export const lockAccountChanges = async (trx: Transaction<Database>) => {
  await sql`select pg_advisory_xact_lock(hashtext('accounts: roles and status'))`.execute(trx);
};

/** The account a staff member acts from, as it is now: their role, and whether it was disabled. */
export const actingAccount = (db: Db, userId: number) => db.selectFrom('users').select(['role', 'disabled_at']).where('id', '=', userId).executeTakeFirst();

/** How many admins who can sign in there are besides this account. */
export const otherActiveAdmins = async (db: Db, userId: number) =>
  Number((await db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).where('role', '=', 'admin').where('disabled_at', 'is', null).where('id', '<>', userId).executeTakeFirstOrThrow()).n);
