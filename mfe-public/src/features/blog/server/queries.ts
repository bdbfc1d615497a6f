// Blog posts as visitors read them, and the one way a post is written (the demo content's too): its HTML sanitized on
// the way in.
import { sql, type Kysely, type Transaction } from 'kysely';
import { paged, plainText, sanitizeRichText, visibleNow, type Database, type PageQuery } from '../../../../../server/src/kit.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewBlog {
  slug: string;
  title: string;
  /** HTML as written by an editor; sanitized here, before it is stored */
  content: string;
  excerpt?: string;
  image: { key: string; width: number; height: number };
  authorId: number;
  createdAt?: Date;
  /** published from this time (scheduled when it is still to come); a draft without it */
  publishAt?: Date | null;
}

/** The one way a blog post is written: its HTML is sanitized on the way in. Published from `createdAt` unless told otherwise. */
export async function insertBlog(db: Db, blog: NewBlog) {
  const content = sanitizeRichText(blog.content);
  const createdAt = blog.createdAt ?? new Date();
  const publishAt = blog.publishAt === undefined ? createdAt : blog.publishAt;
  const { id } = await db
    .insertInto('blogs')
    .values({
      slug: blog.slug,
      title: blog.title,
      content,
      excerpt: blog.excerpt ?? plainText(content).slice(0, 300),
      featured_image: blog.image.key,
      featured_image_width: blog.image.width,
      featured_image_height: blog.image.height,
      author_id: blog.authorId,
      created_at: createdAt,
      updated_at: createdAt,
      status: publishAt ? 'published' : 'draft',
      publish_at: publishAt,
      first_published_at: publishAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('blog_slugs').values({ slug: blog.slug, blog_id: id }).execute();
  return Number(id);
}

/** Posts visitors see: published, and their time has come (a scheduled post shows from its publish_at on). */
const visible = (db: Db, now: Date) => db.selectFrom('blogs').where(visibleNow('blogs', now));

/** A post with its author, as visitors read it; its date is when it was published. */
const withAuthor = (blogs: ReturnType<typeof visible>) =>
  blogs
    .innerJoin('users', 'users.id', 'blogs.author_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'blogs.id',
      'blogs.slug',
      'blogs.title',
      'blogs.excerpt',
      'blogs.featured_image',
      'blogs.featured_image_width',
      'blogs.featured_image_height',
      sql<Date>`coalesce(blogs.publish_at, blogs.created_at)`.as('created_at'),
      'users.name as author_name',
      'users.member_id as author_member_id',
      'profiles.title as author_title',
      'profiles.avatar as author_avatar',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof withAuthor>['executeTakeFirstOrThrow']>>;

const summary = ({ author_name, author_member_id, author_title, author_avatar, ...blog }: Row) => ({
  ...blog,
  author: { name: author_name, member_id: author_member_id, title: author_title, avatar: author_avatar },
});

/** Published posts whose time has come, newest first. */
export const listBlogs = (db: Db, query: PageQuery, now: Date) =>
  paged(
    query,
    async () => Number((await visible(db, now).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) =>
      (await withAuthor(visible(db, now)).orderBy('blogs.publish_at', 'desc').orderBy('blogs.id', 'desc').limit(limit).offset(offset).execute()).map(summary),
  );

/** A post as visitors read it; undefined when it is not published yet. `drafts` reads it whatever its state (staff's preview). */
export async function findBlog(db: Db, id: number, now: Date, { drafts = false } = {}) {
  const blogs = drafts ? db.selectFrom('blogs') : visible(db, now);
  const row = await withAuthor(blogs)
    .select(['blogs.content', 'profiles.bio as author_bio', 'profiles.profile_links as author_links'])
    .where('blogs.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { content, author_bio, author_links, ...rest } = row;
  const blog = summary(rest);
  return { ...blog, content, author: { ...blog.author, bio: author_bio, platforms: author_links ?? {} } };
}
