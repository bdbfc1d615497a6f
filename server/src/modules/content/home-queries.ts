import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { paged, type PageQuery } from '../../http/paging.js';
import { visibleNow } from './publishing.js';

type Db = Kysely<Database>;

const partnerColumns = ['id', 'name', 'logo', 'logo_width', 'logo_height', 'website'] as const;

// Partners, highlights, the board and the home page's figures: what visitors see is published, its time has come
// (a scheduled record shows from its publish_at on), in the order staff gave it.
export const partners = (db: Db, corporate: boolean, now: Date) =>
  db.selectFrom('partners').select(partnerColumns).where('is_corporate', '=', corporate).where(visibleNow('partners', now)).orderBy('sort_order').orderBy('id').execute();

export const highlights = (db: Db, now: Date) =>
  db
    .selectFrom('highlights')
    .select(['id', 'name', 'position', 'organisation', 'video_url', 'thumbnail', 'thumbnail_width', 'thumbnail_height'])
    .where(visibleNow('highlights', now))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

export const directors = (db: Db, now: Date) =>
  db
    .selectFrom('directors')
    .select(['id', 'name', 'position', 'bio', 'image', 'image_width', 'image_height', 'linkedin'])
    .where(visibleNow('directors', now))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

export const homeFigures = (db: Db, now: Date) =>
  db.selectFrom('home_figures').select(['id', 'value', 'label']).where(visibleNow('home_figures', now)).orderBy('sort_order').orderBy('id').execute();

const mentionColumns = ['id', 'title', 'excerpt', 'outlet', 'logo', 'logo_width', 'logo_height', 'link', 'published_at'] as const;

/** The featured-in logos of the home page, in the order the editors chose. */
export const featuredMediaMentions = (db: Db, now: Date) =>
  db.selectFrom('media_mentions').select(mentionColumns).where('featured_order', 'is not', null).where(visibleNow('media_mentions', now)).orderBy('featured_order').orderBy('id').execute();

/** Published mentions whose time has come, by the article's date, newest first. */
export const listMediaMentions = (db: Db, query: PageQuery, now: Date) => {
  const visible = db.selectFrom('media_mentions').where(visibleNow('media_mentions', now));
  return paged(
    query,
    async () => Number((await visible.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    (limit, offset) => visible.select(mentionColumns).orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  );
};

export async function findPackage(db: Db, name: string) {
  const row = await db
    .selectFrom('membership_packages')
    .select(['id', 'name', 'price', 'discounted_price', 'listing'])
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  if (!row) return undefined;
  const { listing, ...pkg } = row;
  return { ...pkg, ...listing };
}
