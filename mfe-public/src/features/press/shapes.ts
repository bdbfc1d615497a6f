// Press releases and media mentions (the site's In the press): the answers' shapes, and their types for the pages.
// Visitors read published releases, a page of summaries at a time or one release with its content and PDFs, and the
// mentions' cards. Staff see every record, its state (draft, scheduled or published) and what its form holds.
import { DateTime, image, Nullable, Paged, Strict, Type, type Static } from 'shared-api/shapes';
import { publishingFields } from 'shared-api/shapes/publishing';

const html = (description = 'sanitized HTML') => Type.String({ description });

const pressFields = {
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  ...image('featured_image'),
  name: Type.String({ description: 'who issued it' }),
  created_at: DateTime(),
};

/** A release in GET pressreleases and GET featured-pressreleases: without its content. */
export const PressReleaseSummary = Strict(pressFields);

/** GET pressreleases/{id}: the release with its content and its PDFs. */
export const PressRelease = Strict({
  ...pressFields,
  content: html(),
  pdf: Type.Array(Strict({ name: Type.String(), download_link: Type.String({ description: 'storage key of the PDF' }), bytes: Type.Integer() })),
});

/** A media mention's card (GET mediamentions, GET mediamentions-order). */
export const MediaMention = Strict({
  id: Type.Integer(),
  title: Type.String(),
  excerpt: Type.String(),
  outlet: Type.String(),
  ...image('logo'),
  link: Type.String(),
  published_at: DateTime(),
});

// ---- Staff: a record as its list and its form show it ----------------------------------------------

/** status, publish_at and updated_at, as every kind of content staff publish answers with them. */

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

export type PressReleaseSummary = Static<typeof PressReleaseSummary>;
export type PressRelease = Static<typeof PressRelease>;
export type MediaMention = Static<typeof MediaMention>;
export type StaffPressReleaseRow = Static<typeof StaffPressReleaseRow>;
export type StaffPressRelease = Static<typeof StaffPressRelease>;
export type StaffMediaMentionRow = Static<typeof StaffMediaMentionRow>;
export type StaffMediaMention = Static<typeof StaffMediaMention>;
