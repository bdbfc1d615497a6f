// Staff write blog posts: drafts, scheduled and published posts, their slugs and their authors. A post's slug follows
// its title until the post is first published, then never changes; every slug it has had stays in blog_slugs, so an
// old address still finds it and no other post takes it.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BlogInput, BlogStatus } from '../../../../shared-api/src/validation/blogs.js';
import type { Database } from '../../db/schema.js';
import type { PageQuery } from '../../http/paging.js';
import { paged } from '../../http/paging.js';
import { unprocessable } from '../../http/errors.js';
import { plainText, sanitizeRichText } from '../../lib/html.js';
import { imageSize } from '../../lib/image-size.js';
import { firstFreeSlug, slugOf } from '../../lib/slugs.js';
import type { Storage } from '../../plugins/storage.js';
import { attachUpload, detachUpload } from '../uploads/queries.js';
import { iso, type Snapshot } from '../staff/audit.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A post's state as staff see it: a published post whose time is still to come is scheduled. */
export const blogStatus = (row: { status: 'draft' | 'published'; publish_at: Date | null }, now: Date): BlogStatus =>
  row.status === 'draft' ? 'draft' : row.publish_at && row.publish_at.getTime() > now.getTime() ? 'scheduled' : 'published';

const staffRows = (db: Db) =>
  db
    .selectFrom('blogs')
    .innerJoin('users', 'users.id', 'blogs.author_id')
    .select([
      'blogs.id',
      'blogs.slug',
      'blogs.title',
      'blogs.status',
      'blogs.publish_at',
      'blogs.created_at',
      'blogs.updated_at',
      'users.id as author_id',
      'users.name as author_name',
      'users.email as author_email',
      'users.member_id as author_member_id',
    ]);

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffRows>['executeTakeFirstOrThrow']>>;

const rowOf = (now: Date) => ({ author_id, author_name, author_email, author_member_id, ...row }: StaffRow) => ({
  ...row,
  id: Number(row.id),
  status: blogStatus(row, now),
  author: { id: Number(author_id), name: author_name, email: author_email, member_id: author_member_id },
});

/** Title words as a prefix search (`pay:* & abroad:*`), or null when nothing in the text is a word. */
const titleQuery = (text: string) => {
  const words = (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, 6);
  return words.length ? words.map((w) => `${w.slice(0, 50)}:*`).join(' & ') : null;
};

export interface StaffBlogQuery extends PageQuery {
  q: string;
  status: '' | BlogStatus;
}

/** Every post, latest change first, narrowed by a search of titles and by state. */
export function listStaffBlogs(db: Db, query: StaffBlogQuery, now: Date) {
  let list = staffRows(db);
  const words = titleQuery(query.q);
  if (query.q && !words) return paged(query, async () => 0, async () => []);
  if (words) list = list.where(sql<boolean>`to_tsvector('simple', blogs.title) @@ to_tsquery('simple', ${words})`);
  if (query.status === 'draft') list = list.where('blogs.status', '=', 'draft');
  if (query.status === 'scheduled') list = list.where('blogs.status', '=', 'published').where('blogs.publish_at', '>', now);
  if (query.status === 'published') list = list.where('blogs.status', '=', 'published').where('blogs.publish_at', '<=', now);
  return paged(
    query,
    async () => Number((await list.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) => (await list.orderBy('blogs.updated_at', 'desc').orderBy('blogs.id', 'desc').limit(limit).offset(offset).execute()).map(rowOf(now)),
  );
}

/** A post as its form shows it; undefined when there is none. */
export async function findStaffBlog(db: Db, id: number, now: Date) {
  const row = await staffRows(db).select(['blogs.excerpt', 'blogs.content', 'blogs.featured_image']).where('blogs.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { excerpt, content, featured_image, ...rest } = row;
  const slugs = await db.selectFrom('blog_slugs').select('slug').where('blog_id', '=', id).where('slug', '!=', row.slug).orderBy('slug').execute();
  return { ...rowOf(now)(rest), excerpt, content, featured_image, old_slugs: slugs.map((s) => s.slug) };
}

/** The post as the audit log compares it. */
export async function blogSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const row = await db
    .selectFrom('blogs')
    .select(['title', 'slug', 'excerpt', 'content', 'featured_image', 'author_id', 'status', 'publish_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, author_id: Number(row.author_id), publish_at: iso(row.publish_at) };
}

const NO_AUTHOR = 'No member has this MEMBER ID or e-mail address.';

/** The author a form names (a MEMBER ID or an e-mail address), or the staff member saving it when it names none. */
async function authorOf(db: Db, text: string, actorId: number) {
  if (!text) return actorId;
  const byEmail = text.includes('@');
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      byEmail ? eb(eb.fn('lower', ['email']), '=', text.toLowerCase()) : eb.or([eb('member_id', '=', text), eb('membership_id', '=', text.toUpperCase())]),
    )
    .executeTakeFirst();
  if (!row) throw unprocessable({ author: NO_AUTHOR });
  return Number(row.id);
}

/** The title's slug, with -2, -3… when another post has it or had it. */
async function uniqueSlug(db: Db, title: string, blogId?: number) {
  const base = slugOf(title, 'post');
  let taken = db.selectFrom('blog_slugs').select('slug').where('slug', 'like', `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (blogId) taken = taken.where('blog_id', '!=', blogId);
  const slugs = (await taken.execute()).map((r) => r.slug);
  return firstFreeSlug(base, slugs);
}

/** The pictures uploaded into the post's text (`/api/storage/<key>`). */
const contentKeys = (html: string) => new Set([...html.matchAll(/<img\b[^>]*\bsrc="\/api\/storage\/([^"?/]+)/g)].map((m) => decodeURIComponent(m[1])));

const PICTURE_AGAIN = 'Please upload the picture again: it is not yours or no longer exists.';

/**
 * Creates (blogId undefined) or saves a post from its form; a new post is a draft. The featured image and pictures
 * new to the post must be the caller's uploads; pictures it no longer shows are let go. Answers the post's id.
 */
export async function saveBlog(trx: Transaction<Database>, storage: Storage, actorId: number, input: BlogInput, now: Date, blogId?: number) {
  const before = blogId
    ? await trx.selectFrom('blogs').select(['slug', 'content', 'featured_image', 'first_published_at']).where('id', '=', blogId).executeTakeFirstOrThrow()
    : undefined;
  const content = sanitizeRichText(input.content);
  if (!plainText(content) && !/<img\b/.test(content)) throw unprocessable({ content: 'Please write the post' });

  const kept = before ? new Set([before.featured_image, ...contentKeys(before.content)]) : new Set<string>();
  const bodyKeys = contentKeys(content);
  if (!kept.has(input.featured_image) && !(await attachUpload(trx, input.featured_image, actorId))) throw unprocessable({ featured_image: PICTURE_AGAIN });
  for (const key of bodyKeys) {
    if (!kept.has(key) && !(await attachUpload(trx, key, actorId))) throw unprocessable({ content: PICTURE_AGAIN });
  }
  const wanted = new Set([input.featured_image, ...bodyKeys]);
  for (const key of kept) if (!wanted.has(key)) await detachUpload(trx, key);

  const size = input.featured_image !== before?.featured_image ? await imageSize(storage, input.featured_image) : null;
  // Published once, a post keeps its address: links to it are out there.
  const slug = before?.first_published_at && before.first_published_at <= now ? before.slug : await uniqueSlug(trx, input.title, blogId);
  const fields = {
    title: input.title,
    slug,
    excerpt: input.excerpt || plainText(content).slice(0, 300),
    content,
    featured_image: input.featured_image,
    ...(size ? { featured_image_width: size.width, featured_image_height: size.height } : {}),
    author_id: await authorOf(trx, input.author, actorId),
  };
  const id = blogId
    ? Number((await trx.updateTable('blogs').set({ ...fields, updated_at: new Date() }).where('id', '=', blogId).returning('id').executeTakeFirstOrThrow()).id)
    : Number(
        (
          await trx
            .insertInto('blogs')
            .values({ ...fields, featured_image_width: size!.width, featured_image_height: size!.height, status: 'draft' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
  await trx.insertInto('blog_slugs').values({ slug, blog_id: id }).onConflict((oc) => oc.column('slug').doNothing()).execute();
  return id;
}

/** Publishes the post from `at` (now, or a time to come). */
export const publishBlogAt = (trx: Transaction<Database>, id: number, at: Date) =>
  trx
    .updateTable('blogs')
    .set({ status: 'published', publish_at: at, first_published_at: sql<Date>`least(first_published_at, ${at})`, updated_at: new Date() })
    .where('id', '=', id)
    .execute();

/** Takes the post back to a draft. A post visitors have seen keeps its slug; a schedule whose time never came is forgotten. */
export const unpublishBlogNow = (trx: Transaction<Database>, id: number, now: Date) =>
  trx
    .updateTable('blogs')
    .set({ status: 'draft', publish_at: null, first_published_at: sql<Date | null>`case when first_published_at <= ${now} then first_published_at end`, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
