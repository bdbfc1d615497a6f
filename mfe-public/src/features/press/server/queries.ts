// Press releases and media mentions as visitors read them, the one way a release is written by code (the demo
// content's too), and which stored files a release shows.
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  paged,
  plainText,
  sanitizeRichText,
  STORAGE_URL_PREFIX,
  visibleNow,
  type Database,
  type FileShownBy,
  type PageQuery,
} from '../../../../../server/src/kit.js';
import type { StoredPdf } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewPressRelease {
  slug: string;
  title: string;
  /** HTML; sanitized here, before it is stored */
  content: string;
  excerpt?: string;
  image: { key: string; width: number; height: number };
  name: string;
  pdf: StoredPdf[];
  featured?: boolean;
  createdAt?: Date;
  /** published from this time (scheduled when it is still to come); a draft with null. Default: createdAt */
  publishAt?: Date | null;
}

/** The one way a press release is written by code (the seed, tests): its HTML is sanitized on the way in. */
export async function insertPressRelease(db: Db, release: NewPressRelease) {
  const content = sanitizeRichText(release.content);
  const createdAt = release.createdAt ?? new Date();
  const publishAt = release.publishAt === undefined ? createdAt : release.publishAt;
  const { id } = await db
    .insertInto('press_releases')
    .values({
      slug: release.slug,
      title: release.title,
      content,
      excerpt: release.excerpt ?? plainText(content).slice(0, 300),
      featured_image: release.image.key,
      featured_image_width: release.image.width,
      featured_image_height: release.image.height,
      name: release.name,
      pdf: JSON.stringify(release.pdf),
      featured: release.featured ?? false,
      created_at: createdAt,
      updated_at: createdAt,
      status: publishAt ? 'published' : 'draft',
      publish_at: publishAt,
      first_published_at: publishAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('press_release_slugs').values({ slug: release.slug, press_release_id: id }).execute();
  return Number(id);
}

/** Releases visitors see: published, and their time has come. */
const visible = (db: Db, now: Date) => db.selectFrom('press_releases').where(visibleNow('press_releases', now));

// Its date, for visitors, is when it was published.
const summaryColumns = [
  'id',
  'slug',
  'title',
  'excerpt',
  'featured_image',
  'featured_image_width',
  'featured_image_height',
  'name',
  sql<Date>`coalesce(publish_at, created_at)`.as('created_at'),
] as const;

export const featuredPressReleases = (db: Db, now: Date, limit = 3) =>
  visible(db, now).select(summaryColumns).where('featured', '=', true).orderBy('publish_at', 'desc').orderBy('id', 'desc').limit(limit).execute();

export const listPressReleases = (db: Db, query: PageQuery, now: Date) =>
  paged(
    query,
    async () => Number((await visible(db, now).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    (limit, offset) => visible(db, now).select(summaryColumns).orderBy('publish_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  );

/** A release as visitors read it; undefined when it is not published yet. `drafts` reads it whatever its state (staff's preview). */
export async function findPressRelease(db: Db, id: number, now: Date, { drafts = false } = {}) {
  const releases = drafts ? db.selectFrom('press_releases') : visible(db, now);
  const row = await releases.select([...summaryColumns, 'content', 'pdf']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { ...row, id: Number(row.id), pdf: row.pdf.map((p) => ({ name: p.name, download_link: p.file, bytes: p.bytes })) };
}

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

/**
 * Whether press releases show a stored file (one of their PDFs, the featured image or a picture in the text): a
 * published one does, only drafts and scheduled ones do, or none. Until a release is published its files are staff's.
 */
export async function pressReleaseFileShownBy(db: Kysely<Database>, key: string, now: Date): Promise<FileShownBy> {
  const { visible } = await db
    .selectFrom('press_releases')
    .select(sql<boolean | null>`bool_or(${visibleNow('press_releases', now)})`.as('visible'))
    .where((eb) =>
      eb.or([eb('featured_image', '=', key), sql<boolean>`pdf @> ${JSON.stringify([{ file: key }])}::jsonb`, sql<boolean>`strpos(content, ${STORAGE_URL_PREFIX + key}) > 0`]),
    )
    .executeTakeFirstOrThrow();
  return visible === null ? undefined : visible ? 'published' : 'unpublished';
}
