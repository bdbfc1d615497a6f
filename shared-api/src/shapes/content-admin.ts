// Press releases and media mentions as staff see them: every record, its state (draft, scheduled or published) and
// what its form holds.
import { Type } from '@sinclair/typebox';
import { DateTime, Nullable, Paged, Strict } from './common';
import { publishingFields } from './publishing';

const slug = Type.String({ description: 'the readable part of its address; fixed once it has been published' });
const oldSlugs = Type.Array(Type.String(), { description: 'earlier slugs, which still lead to it' });
const storageKey = (description = 'storage key') => Type.String({ description });

const pressRow = {
  id: Type.Integer(),
  slug,
  title: Type.String(),
  ...publishingFields,
  featured: Type.Boolean({ description: 'shown in the home page’s In the Press' }),
  created_at: DateTime(),
};

/** A row of GET staff/press-releases. */
export const StaffPressReleaseRow = Strict(pressRow);
export const StaffPressReleasePage = Paged(StaffPressReleaseRow);

export const StaffPdf = Strict({ name: Type.String(), file: storageKey('storage key of the PDF'), bytes: Type.Integer() });

/** GET staff/press-releases/{pressReleaseId}: the form as saved. */
export const StaffPressRelease = Strict({
  ...pressRow,
  excerpt: Type.String(),
  content: Type.String({ description: 'sanitized HTML' }),
  featured_image: storageKey(),
  name: Type.String({ description: 'who issues it' }),
  pdf: Type.Array(StaffPdf),
  old_slugs: oldSlugs,
});

const mentionRow = {
  id: Type.Integer(),
  title: Type.String(),
  outlet: Type.String(),
  published_on: Type.String({ format: 'date', description: 'the article’s day (Karachi)' }),
  featured_order: Nullable(Type.Integer({ description: 'place in the home page’s Featured in carousel; null: not there' })),
  ...publishingFields,
};

/** A row of GET staff/media-mentions. */
export const StaffMediaMentionRow = Strict(mentionRow);
export const StaffMediaMentionPage = Paged(StaffMediaMentionRow);

/** GET staff/media-mentions/{mediaMentionId}: the form as saved. */
export const StaffMediaMention = Strict({
  ...mentionRow,
  excerpt: Type.String(),
  logo: storageKey(),
  link: Type.String(),
});
