import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../../../server/src/kit.js';
import { HOURLY_RATE_RANGES } from '../../../../../shared-api/src/enums.js';
import type { DirectoryPage, Peer, PublicMember } from '../shapes.js';
import { encodeCursor } from './cursor.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Brings directory entries in line with the profiles they come from: a complete profile has one (its place in
 * the order is kept across changes), an incomplete one none, and an account staff have disabled none. Called in
 * the transaction of every change to a profile, a name, skills or an account's status; without `userIds`, for
 * every member (seeds, repairs).
 */
export async function syncDirectoryEntries(db: Db, userIds?: readonly number[]) {
  if (userIds && !userIds.length) return;
  let disabled = db.deleteFrom('directory_entries').where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('disabled_at', 'is not', null));
  if (userIds) disabled = disabled.where('user_id', 'in', userIds);
  await disabled.execute();
  let source = db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('user_skills as s', (join) => join.onRef('s.user_id', '=', 'p.user_id').on('s.type', '=', 'Primary'))
    .select(['p.user_id', 'p.directory_visibility', 's.skill_id', sql<number>`coalesce(p.hourly_rate, 0)`.as('hourly_rate'), 'u.name'])
    .where('p.is_profile_completed', '=', true)
    .where('u.disabled_at', 'is', null)
    .orderBy('p.user_id');
  if (userIds) source = source.where('p.user_id', 'in', userIds);
  await db
    .insertInto('directory_entries')
    .columns(['user_id', 'visibility', 'primary_skill_id', 'hourly_rate', 'name'])
    .expression(source)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        visibility: eb.ref('excluded.visibility'),
        primary_skill_id: eb.ref('excluded.primary_skill_id'),
        hourly_rate: eb.ref('excluded.hourly_rate'),
        name: eb.ref('excluded.name'),
      })),
    )
    .execute();
}

export const syncDirectoryEntry = (db: Db, userId: number) => syncDirectoryEntries(db, [userId]);

export interface DirectoryQuery {
  /** Our Voice lists only members who chose it; the member directory also those who chose members only */
  audience: 'public' | 'members';
  primarySkillIds: number[];
  /** the index of an hourly-rate range in HOURLY_RATE_RANGES; null for any rate */
  rateRange: number | null;
  /** the words of a name search, each matched as the start of a word of the name */
  nameWords: string[];
  page: number;
  perPage: number;
  /** the listed_seq after which the page starts (from the previous page's cursor); without it, the page's offset */
  after: number | null;
}

/**
 * A name search's words: letters and digits only, so they can never be read as query syntax, and at least two
 * of them (a single letter starts most names: it would narrow nothing and cost a count of nearly everyone).
 */
export const nameWordsOf = (q: string | undefined) =>
  (q?.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])
    .filter((word) => word.length >= 2)
    .slice(0, 5)
    .map((word) => word.slice(0, 50));

function listed(db: Db, query: DirectoryQuery) {
  // `visibility <> 'hidden'` is the predicate of the directory's indexes: said outright, the planner never has to infer it.
  let q = db.selectFrom('directory_entries as d').where('d.visibility', '<>', 'hidden');
  if (query.audience === 'public') q = q.where('d.visibility', '=', 'public');
  if (query.primarySkillIds.length) q = q.where('d.primary_skill_id', 'in', query.primarySkillIds);
  if (query.rateRange !== null) {
    const { min, below } = HOURLY_RATE_RANGES[query.rateRange];
    q = q.where('d.hourly_rate', '>=', min);
    if (below !== null) q = q.where('d.hourly_rate', '<', below);
  }
  if (query.nameWords.length) {
    const words = query.nameWords.map((word) => `${word}:*`).join(' & ');
    q = q.where(sql<boolean>`d.name_search @@ to_tsquery('simple', ${words})`);
  }
  return q;
}

/**
 * How many entries match: without a name search, a sum over the few rows of directory_counts that the filter
 * covers (kept by the database with every change); with one, a count of the name index's matches.
 */
function counted(db: Db, query: DirectoryQuery) {
  if (query.nameWords.length) return listed(db, query).select((eb) => eb.fn.countAll<number>().as('n'));
  let q = db
    .selectFrom('directory_counts as c')
    .select(sql<number>`coalesce(sum(c.members), 0)`.as('n'))
    .where('c.visibility', 'in', query.audience === 'public' ? ['public'] : ['public', 'members']);
  if (query.primarySkillIds.length) q = q.where('c.primary_skill_id', 'in', query.primarySkillIds);
  if (query.rateRange !== null) q = q.where('c.rate_range', '=', query.rateRange);
  return q;
}

/** The statements of one directory page, for the bench's EXPLAIN: how many match, and which of them are on the page. */
export function directoryStatements(db: Db, query: DirectoryQuery) {
  const count = counted(db, query);
  let ids = listed(db, query).select(['d.user_id', 'd.listed_seq']).orderBy('d.listed_seq', 'desc').limit(query.perPage);
  // Keyset: the page starts below the previous page's last entry, an index seek whatever the page number.
  // Without a cursor, the page's offset is walked inside the index (index-only), and only its rows are read.
  ids = query.after !== null ? ids.where('d.listed_seq', '<', query.after) : ids.offset((query.page - 1) * query.perPage);
  return { count, ids };
}

/** One page of the directory, newest listed first, with the spec's paging and the next page's cursor. */
export async function listDirectory(db: Db, query: DirectoryQuery): Promise<DirectoryPage> {
  const statements = directoryStatements(db, query);
  const [{ n: total }, page] = await Promise.all([statements.count.executeTakeFirstOrThrow(), statements.ids.execute()]);
  const lastPage = Math.max(1, Math.ceil(Number(total) / query.perPage));
  const items = await peersOf(db, page.map((entry) => entry.user_id));
  const last = page.at(-1);
  const more = query.page < lastPage && page.length === query.perPage && last !== undefined;
  return {
    items,
    pagination: {
      current_page: query.page,
      last_page: lastPage,
      per_page: query.perPage,
      total: Number(total),
      next_cursor: more ? encodeCursor(query.page + 1, Number(last.listed_seq)) : null,
    },
  };
}

/** The peer cards of these members, in this order. */
async function peersOf(db: Db, userIds: number[]): Promise<Peer[]> {
  if (!userIds.length) return [];
  const [rows, skills] = await Promise.all([
    db
      .selectFrom('users as u')
      .innerJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.member_id', 'u.name', 'p.title', 'p.avatar', 'p.city', 'p.country', 'p.hourly_rate', 'p.bio', 'p.profile_links'])
      .where('u.id', 'in', userIds)
      .execute(),
    skillNamesOf(db, userIds),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return userIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.member_id,
        member_id: row.member_id,
        name: row.name,
        title: row.title ?? '',
        avatar: row.avatar,
        city: row.city ?? '',
        country: row.country ?? '',
        hourly_rate: row.hourly_rate ?? 0,
        bio: row.bio ?? '',
        skills: skills.get(id) ?? [],
        platforms: row.profile_links,
      },
    ];
  });
}

/** Skill names per member, primary first. */
async function skillNamesOf(db: Db, userIds: number[]) {
  const rows = await db
    .selectFrom('user_skills as us')
    .innerJoin('skills as s', 's.id', 'us.skill_id')
    .select(['us.user_id', 's.name'])
    .where('us.user_id', 'in', userIds)
    .orderBy('us.user_id')
    .orderBy('us.type')
    .orderBy('s.name')
    .execute();
  const names = new Map<number, Array<{ name: string }>>();
  for (const row of rows) names.set(row.user_id, [...(names.get(row.user_id) ?? []), { name: row.name }]);
  return names;
}

/** A member's public profile with who may see it decided by the caller: their account id, visibility and completeness. */
export async function findPublicMember(db: Db, memberId: string) {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id as user_id',
      'u.name',
      'p.avatar',
      'p.title',
      'p.city',
      'p.country',
      'p.hourly_rate',
      'p.website',
      'p.linkedin',
      'p.profile_links',
      'p.availability',
      'p.years_experience',
      'p.experience_level',
      'p.bio',
      'p.institute',
      'p.degree',
      'p.field_of_study',
      'p.directory_visibility',
      'p.is_profile_completed',
    ])
    .where('u.member_id', '=', memberId)
    // A disabled account has no public profile.
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { user_id: userId, directory_visibility: visibility, is_profile_completed: complete, profile_links, ...fields } = row;
  const profile: PublicMember = { ...fields, profile_links, skills: (await skillNamesOf(db, [userId])).get(userId) ?? [] };
  return { userId, visibility, complete, profile };
}
