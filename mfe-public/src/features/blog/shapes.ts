// Blog posts (decision 023): the answers' shapes, and their types for the pages. Visitors read published posts, a page
// of summaries at a time or one post with its content and its author's card. Staff see every post with its state
// (draft, scheduled or published) and its author.
import { DateTime, image, Nullable, Paged, ProfileLinks, Strict, Type, type Static } from 'shared-api/shapes';
import { publishingFields } from 'shared-api/shapes/publishing';

const html = (description = 'sanitized HTML') => Type.String({ description });

const authorSummary = {
  name: Type.String(),
  title: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
  member_id: Type.String({ description: 'links to /member/:memberId' }),
};

export const BlogAuthor = Strict(authorSummary);

const blogFields = {
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  ...image('featured_image'),
  created_at: DateTime(),
};

/** A post in GET blogs: without its content. */
export const BlogSummary = Strict({ ...blogFields, author: BlogAuthor });

/** GET blogs/{id}: the post with its content and its author's card. */
export const Blog = Strict({
  ...blogFields,
  content: html(),
  author: Strict({ ...authorSummary, bio: Nullable(Type.String()), platforms: ProfileLinks }),
});

// ---- Staff: a post as its list and its form show it ----------------------------------------------

/** status, publish_at and updated_at, as every kind of content staff publish answers with them. */

const author = Strict({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  member_id: Type.String({ description: 'MEMBER ID; links to /member/:memberId' }),
});

const rowFields = {
  id: Type.Integer(),
  slug: Type.String({ description: 'the readable part of its address; fixed once the post has been published' }),
  title: Type.String(),
  status: publishingFields.status,
  publish_at: publishingFields.publish_at,
  created_at: DateTime(),
  updated_at: publishingFields.updated_at,
  author,
};

/** A row of GET staff/blogs. */
export const StaffBlogRow = Strict(rowFields);
export const StaffBlogPage = Paged(StaffBlogRow);

/** GET staff/blogs/{blogId}: the post's form as saved. */
export const StaffBlog = Strict({
  ...rowFields,
  excerpt: Type.String(),
  content: Type.String({ description: 'sanitized HTML' }),
  featured_image: Type.String({ description: 'storage key' }),
  old_slugs: Type.Array(Type.String(), { description: 'earlier slugs, which still lead to the post' }),
});

export type BlogAuthor = Static<typeof BlogAuthor>;
export type BlogSummary = Static<typeof BlogSummary>;
export type Blog = Static<typeof Blog>;
export type StaffBlogRow = Static<typeof StaffBlogRow>;
export type StaffBlog = Static<typeof StaffBlog>;
