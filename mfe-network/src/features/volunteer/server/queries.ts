import { sql, type Kysely, type Transaction } from 'kysely';
import { paged, searchTerms, takeSlot, usersMatching, type Database, type PageQuery, type RateRule } from '../../../../../server/src/kit.js';
import type { VolunteerKind } from '../../../../../shared-api/src/enums.js';
import type { StaffVolunteerApplication, VolunteerApplication } from '../shapes.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function recordVolunteerApplication(db: Db, application: { userId: number; kind: VolunteerKind; description: string }): Promise<VolunteerApplication> {
  const row = await db
    .insertInto('volunteer_applications')
    .values({ user_id: application.userId, kind: application.kind, description: application.description })
    .returning(['id', 'kind', 'description', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), for: row.kind, description: row.description, created_at: row.created_at.toISOString() };
}

/**
 * A member's application, recorded with its count against their limit: both are kept or neither. Nothing, and nothing
 * written, when the member has sent as many applications as the rule allows.
 */
export function applyToVolunteer(db: Kysely<Database>, rule: RateRule, application: { userId: number; kind: VolunteerKind; description: string }) {
  return db.transaction().execute(async (trx) => {
    if (!(await takeSlot(trx, 'volunteer-application', String(application.userId), rule))) return undefined;
    return recordVolunteerApplication(trx, application);
  });
}

export interface VolunteerFilter {
  kind?: VolunteerKind;
  /** applications made at or after this instant */
  from?: Date;
  /** applications made before this instant */
  before?: Date;
  /** what staff searched for: the applicant's name, e-mail, phone or MEMBER ID */
  q?: string;
  /** just these applications (a selection) */
  ids?: number[];
}

function filtered(db: Db, filter: VolunteerFilter) {
  let q = db.selectFrom('volunteer_applications as a').innerJoin('users as u', 'u.id', 'a.user_id');
  if (filter.kind) q = q.where('a.kind', '=', filter.kind);
  if (filter.from) q = q.where('a.created_at', '>=', filter.from);
  if (filter.before) q = q.where('a.created_at', '<', filter.before);
  if (filter.ids?.length) q = q.where('a.id', 'in', filter.ids);
  const terms = searchTerms(filter.q);
  if (terms) {
    const members = usersMatching(db, terms);
    q = members ? q.where('a.user_id', 'in', members) : q.where(sql<boolean>`false`);
  }
  return q;
}

const columns = ['a.id', 'a.kind', 'a.description', 'a.created_at', 'u.member_id', 'u.name'] as const;

type Row = { id: number; kind: VolunteerKind; description: string; created_at: Date; member_id: string; name: string };

const applicationOf = (row: Row): StaffVolunteerApplication => ({
  id: Number(row.id),
  for: row.kind,
  description: row.description,
  created_at: row.created_at.toISOString(),
  applicant: { member_id: row.member_id, name: row.name },
});

const SORTS = { created_at: 'a.created_at', name: 'u.name', kind: 'a.kind' } as const;

/** Volunteer applications for staff, in the order asked (newest first unless said), a page at a time. */
export const listVolunteerApplications = (db: Db, filter: VolunteerFilter, page: PageQuery & { sort?: keyof typeof SORTS; dir?: 'asc' | 'desc' }) =>
  paged<StaffVolunteerApplication>(
    page,
    async () => Number((await filtered(db, filter).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) =>
      (
        await filtered(db, filter)
          .select(columns)
          .orderBy(SORTS[page.sort ?? 'created_at'], page.dir ?? 'desc')
          .orderBy('a.id', page.dir ?? 'desc')
          .limit(limit)
          .offset(offset)
          .execute()
      ).map(applicationOf),
  );

// An export is newest first by id (ids rise with every application): it goes on batch after batch from the last id
// it read, whatever order the list on screen is in.

/** Every application of the filter, newest first, read a batch at a time (for an export of any length). */
export async function* eachVolunteerApplication(db: Db, filter: VolunteerFilter, batch = 500): AsyncGenerator<StaffVolunteerApplication> {
  let lastId: number | undefined;
  for (;;) {
    let q = filtered(db, filter).select(columns).orderBy('a.id', 'desc').limit(batch);
    if (lastId !== undefined) q = q.where('a.id', '<', lastId);
    const rows = await q.execute();
    for (const row of rows) yield applicationOf(row);
    if (rows.length < batch) return;
    lastId = Number(rows[rows.length - 1].id);
  }
}
