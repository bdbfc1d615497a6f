// Blog posts as staff see them: every post, its state (draft, scheduled or published) and its author.
import { Type } from '@sinclair/typebox';
import { DateTime, Paged, Strict } from './common';
import { publishingFields } from './publishing';

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
