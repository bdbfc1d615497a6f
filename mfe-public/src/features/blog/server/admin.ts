// Staff write blog posts: drafts, scheduled and published posts, their slugs and their authors. A post's slug follows
// its title until the post is first published, then never changes; every slug it has had stays in blog_slugs, so an
// old address still finds it and no other post takes it.
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  attachUpload,
  detachUpload,
  imageSize,
  inState,
  invalidField,
  iso,
  keepSlug,
  oldSlugs,
  paged,
  pictureKeys as contentKeys,
  plainText,
  publishState,
  sanitizeRichText,
  uniqueSlug as freeSlug,
  wasPublished,
  wordsQuery as titleQuery,
  type Database,
  type Deps,
  type PageQuery,
  type SlugHistory,
  type Snapshot,
} from '../../../../../server/src/kit.js';
import { BLOG_CONTENT_REQUIRED, type BlogInput, type BlogStatus } from '../staff-validation.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A post's state as staff see it: a published post whose time is still to come is scheduled. */
export const blogStatus: (row: { status: 'draft' | 'published'; publish_at: Date | null }, now: Date) => BlogStatus = publishState;

const SLUGS: SlugHistory = { table: 'blog_slugs', owner: 'blog_id' };

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
  if (query.status) list = list.where(inState('blogs', query.status, now));
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
  return { ...rowOf(now)(rest), excerpt, content, featured_image, old_slugs: await oldSlugs(db, SLUGS, id, row.slug) };
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
  if (!row) throw invalidField('author', NO_AUTHOR);
  return Number(row.id);
}

const PICTURE_AGAIN = 'Please upload the picture again: it is not yours or no longer exists.';

/**
 * Creates (blogId undefined) or saves a post from its form, in the staff change's transaction; a new post is a draft.
 * The featured image and pictures new to the post must be the caller's uploads; pictures it no longer shows are let go.
 * Answers the post's id.
 */
export async function saveBlog(deps: Pick<Deps, 'storage' | 'clock'>, trx: Transaction<Database>, actorId: number, input: BlogInput, blogId?: number) {
  const now = deps.clock.now();
  const before = blogId
    ? await trx.selectFrom('blogs').select(['slug', 'content', 'featured_image', 'first_published_at']).where('id', '=', blogId).executeTakeFirstOrThrow()
    : undefined;
  const content = sanitizeRichText(input.content);
  if (!plainText(content) && !/<img\b/.test(content)) throw invalidField('content', BLOG_CONTENT_REQUIRED);

  const kept = before ? new Set([before.featured_image, ...contentKeys(before.content)]) : new Set<string>();
  const bodyKeys = contentKeys(content);
  if (!kept.has(input.featured_image) && !(await attachUpload(trx, input.featured_image, actorId))) throw invalidField('featured_image', PICTURE_AGAIN);
  for (const key of bodyKeys) {
    if (!kept.has(key) && !(await attachUpload(trx, key, actorId))) throw invalidField('content', PICTURE_AGAIN);
  }
  const wanted = new Set([input.featured_image, ...bodyKeys]);
  for (const key of kept) if (!wanted.has(key)) await detachUpload(trx, key);

  const size = input.featured_image !== before?.featured_image ? await imageSize(deps.storage, input.featured_image) : null;
  // Published once, a post keeps its address: links to it are out there.
  const slug = before && wasPublished(before, now) ? before.slug : await freeSlug(trx, SLUGS, input.title, 'post', blogId);
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
  await keepSlug(trx, SLUGS, slug, id);
  return id;
}
