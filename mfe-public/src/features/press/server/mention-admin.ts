// Staff keep the media mentions: an outlet's article about the association (its logo, the link, the article's day)
// and, if staff give it a place, its logo in the home page's Featured in carousel. Mentions have no page of their own,
// so no slug: visitors follow the link to the outlet.
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  imageSize,
  inState,
  invalidField,
  iso,
  paged,
  PICTURE_TYPES,
  publishState,
  releaseUnused,
  takeUpload,
  visibleNow,
  wordsQuery,
  type Database,
  type Deps,
  type Snapshot,
  type StaffContentQuery,
} from '../../../../../server/src/kit.js';
import type { MediaMentionInput } from '../staff-validation.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The article's day in Karachi, and back: the day at noon, Karachi time, so it reads as that day everywhere. */
const karachiDay = (at: Date) => new Date(at.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
const dayAt = (day: string) => new Date(`${day}T12:00:00+05:00`);

const rowColumns = ['id', 'title', 'outlet', 'published_at', 'featured_order', 'status', 'publish_at', 'updated_at'] as const;

const rowOf =
  (now: Date) =>
  <R extends { id: number; published_at: Date; status: 'draft' | 'published'; publish_at: Date | null }>({ published_at, ...row }: R) => ({
    ...row,
    id: Number(row.id),
    published_on: karachiDay(published_at),
    status: publishState(row, now),
  });

/** Every mention, latest change first, narrowed by words of its title or outlet and by state. */
export function listStaffMediaMentions(db: Db, query: StaffContentQuery, now: Date) {
  const words = wordsQuery(query.q);
  if (query.q && !words) return paged(query, async () => 0, async () => []);
  let list = db.selectFrom('media_mentions').where(inState('media_mentions', query.status, now));
  if (words) list = list.where(sql<boolean>`to_tsvector('simple', title || ' ' || outlet) @@ to_tsquery('simple', ${words})`);
  return paged(
    query,
    async () => Number((await list.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) => (await list.select(rowColumns).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute()).map(rowOf(now)),
  );
}

/** A mention as its form shows it; undefined when there is none. */
export async function findStaffMediaMention(db: Db, id: number, now: Date) {
  const row = await db.selectFrom('media_mentions').select([...rowColumns, 'excerpt', 'logo', 'link']).where('id', '=', id).executeTakeFirst();
  return row && rowOf(now)(row);
}

/** A mention as visitors see it; `drafts` reads it whatever its state (staff's preview). */
export const findMediaMention = (db: Db, id: number, now: Date, { drafts = false } = {}) =>
  (drafts ? db.selectFrom('media_mentions') : db.selectFrom('media_mentions').where(visibleNow('media_mentions', now)))
    .select(['id', 'title', 'excerpt', 'outlet', 'logo', 'logo_width', 'logo_height', 'link', 'published_at'])
    .where('id', '=', id)
    .executeTakeFirst();

/** The mention as the audit log compares it. */
export async function mediaMentionSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const row = await db
    .selectFrom('media_mentions')
    .select(['title', 'outlet', 'excerpt', 'logo', 'link', 'published_at', 'featured_order', 'status', 'publish_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, published_at: iso(row.published_at), publish_at: iso(row.publish_at) };
}

const LOGO_AGAIN = 'Please upload the logo again: it is not yours, no longer exists or is not a JPG or PNG.';

/** Creates (id undefined) or saves a mention from its form, in the staff change's transaction; a new mention is a draft. Answers its id. */
export async function saveMediaMention(deps: Pick<Deps, 'storage'>, trx: Transaction<Database>, actorId: number, input: MediaMentionInput, id?: number) {
  const before = id ? await trx.selectFrom('media_mentions').select('logo').where('id', '=', id).executeTakeFirstOrThrow() : undefined;
  if (input.logo !== before?.logo) {
    if (!(await takeUpload(trx, input.logo, actorId, PICTURE_TYPES))) throw invalidField('logo', LOGO_AGAIN);
    if (before) await releaseUnused(trx, [before.logo], [input.logo]);
  }
  const size = input.logo !== before?.logo ? await imageSize(deps.storage, input.logo, { width: 240, height: 96 }) : null;
  const fields = {
    title: input.title,
    outlet: input.outlet,
    excerpt: input.excerpt,
    logo: input.logo,
    ...(size ? { logo_width: size.width, logo_height: size.height } : {}),
    link: input.link,
    published_at: dayAt(input.published_on),
    featured_order: input.featured_order ?? null,
  };
  const saved = id
    ? await trx.updateTable('media_mentions').set({ ...fields, updated_at: new Date() }).where('id', '=', id).returning('id').executeTakeFirstOrThrow()
    : await trx
        .insertInto('media_mentions')
        .values({ ...fields, logo_width: size!.width, logo_height: size!.height, status: 'draft' })
        .returning('id')
        .executeTakeFirstOrThrow();
  return Number(saved.id);
}
