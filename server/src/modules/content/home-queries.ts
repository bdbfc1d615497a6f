import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { paged, type PageQuery } from '../../http/paging.js';

type Db = Kysely<Database>;

const partnerColumns = ['id', 'name', 'logo', 'logo_width', 'logo_height', 'website'] as const;

export const partners = (db: Db, corporate: boolean) =>
  db.selectFrom('partners').select(partnerColumns).where('is_corporate', '=', corporate).orderBy('sort_order').orderBy('id').execute();

export const highlights = (db: Db) =>
  db
    .selectFrom('highlights')
    .select(['id', 'name', 'position', 'organisation', 'video_url', 'thumbnail', 'thumbnail_width', 'thumbnail_height'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

export const directors = (db: Db) =>
  db
    .selectFrom('directors')
    .select(['id', 'name', 'position', 'bio', 'image', 'image_width', 'image_height', 'linkedin'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

const mentionColumns = ['id', 'title', 'excerpt', 'outlet', 'logo', 'logo_width', 'logo_height', 'link', 'published_at'] as const;

/** The featured-in logos of the home page, in the order the editors chose. */
export const featuredMediaMentions = (db: Db) =>
  db.selectFrom('media_mentions').select(mentionColumns).where('featured_order', 'is not', null).orderBy('featured_order').execute();

export const listMediaMentions = (db: Db, query: PageQuery) =>
  paged(
    query,
    async () => (await db.selectFrom('media_mentions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => db.selectFrom('media_mentions').select(mentionColumns).orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  );

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
