// Blog posts as staff see them: every post, its state (draft, scheduled or published) and its author.
import { Type } from '@sinclair/typebox';
import { BLOG_STATUSES } from '../validation/blogs';
import { DateTime, Nullable, Paged, Strict, StringEnum } from './common';

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
  status: StringEnum(BLOG_STATUSES, { description: 'draft: staff only; scheduled: published, shown from publish_at; published: shown' }),
  publish_at: Nullable(DateTime('when visitors see it from; null for a draft')),
  created_at: DateTime(),
  updated_at: DateTime(),
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
