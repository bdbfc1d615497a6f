import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { plainText, sanitizeRichText } from '../../lib/html.js';
import type { PageQuery } from '../../http/paging.js';
import { paged } from '../../http/paging.js';

type Db = Kysely<Database>;

export interface NewBlog {
  slug: string;
  title: string;
  /** HTML as written by an editor; sanitized here, before it is stored */
  content: string;
  excerpt?: string;
  image: { key: string; width: number; height: number };
  authorId: number;
  createdAt?: Date;
}

/** The one way a blog post is written: its HTML is sanitized on the way in. */
export async function insertBlog(db: Db, blog: NewBlog) {
  const content = sanitizeRichText(blog.content);
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
      created_at: blog.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const withAuthor = (db: Db) =>
  db
    .selectFrom('blogs')
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
      'blogs.created_at',
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

export const listBlogs = (db: Db, query: PageQuery) =>
  paged(
    query,
    async () => (await db.selectFrom('blogs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    async (limit, offset) =>
      (await withAuthor(db).orderBy('blogs.created_at', 'desc').orderBy('blogs.id', 'desc').limit(limit).offset(offset).execute()).map(summary),
  );

export async function findBlog(db: Db, id: number) {
  const row = await withAuthor(db)
    .select(['blogs.content', 'profiles.bio as author_bio', 'profiles.profile_links as author_links'])
    .where('blogs.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { content, author_bio, author_links, ...rest } = row;
  const blog = summary(rest);
  return { ...blog, content, author: { ...blog.author, bio: author_bio, platforms: author_links ?? {} } };
}
