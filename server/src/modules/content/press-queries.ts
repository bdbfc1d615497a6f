import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { StoredPdf } from './tables.js';
import { plainText, sanitizeRichText } from '../../lib/html.js';
import { paged, type PageQuery } from '../../http/paging.js';

type Db = Kysely<Database>;

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
}

/** The one way a press release is written: its HTML is sanitized on the way in. */
export async function insertPressRelease(db: Db, release: NewPressRelease) {
  const content = sanitizeRichText(release.content);
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
      created_at: release.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const summaryColumns = ['id', 'slug', 'title', 'excerpt', 'featured_image', 'featured_image_width', 'featured_image_height', 'name', 'created_at'] as const;

export const featuredPressReleases = (db: Db, limit = 3) =>
  db.selectFrom('press_releases').select(summaryColumns).where('featured', '=', true).orderBy('created_at', 'desc').limit(limit).execute();

export const listPressReleases = (db: Db, query: PageQuery) =>
  paged(
    query,
    async () => (await db.selectFrom('press_releases').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => db.selectFrom('press_releases').select(summaryColumns).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  );

export async function findPressRelease(db: Db, id: number) {
  const row = await db.selectFrom('press_releases').select([...summaryColumns, 'content', 'pdf']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { ...row, pdf: row.pdf.map((p) => ({ name: p.name, download_link: p.file, bytes: p.bytes })) };
}
