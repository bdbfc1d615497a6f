// The board, the partners, the highlight videos and the home page's figures as staff see them: each record, its state
// (draft, scheduled or published) and its place in its list.
import { Type } from '@sinclair/typebox';
import { DateTime, image, Nullable, Strict } from './common';
import { publishingFields } from './publishing';

const listed = {
  sort_order: Type.Integer({ description: 'its place in its list, first shown first' }),
  ...publishingFields,
  created_at: DateTime(),
};

/** GET staff/directors/{directorId}; a row of GET staff/directors. */
export const StaffDirector = Strict({
  id: Type.Integer(),
  name: Type.String(),
  position: Type.String(),
  bio: Type.String(),
  image: Nullable(Type.String({ description: 'storage key of the portrait; null: the board shows the initials' })),
  image_width: Nullable(Type.Integer()),
  image_height: Nullable(Type.Integer()),
  linkedin: Nullable(Type.String()),
  ...listed,
});

/** GET staff/partners/{partnerId}; a row of GET staff/partners. */
export const StaffPartner = Strict({
  id: Type.Integer(),
  name: Type.String(),
  ...image('logo'),
  website: Nullable(Type.String()),
  corporate: Type.Boolean({ description: 'a corporate partner shows first on the home page; the others behind View More' }),
  ...listed,
});

/** GET staff/highlights/{highlightId}; a row of GET staff/highlights. */
export const StaffHighlight = Strict({
  id: Type.Integer(),
  name: Type.String(),
  position: Type.String(),
  organisation: Type.String(),
  video_url: Type.String(),
  ...image('thumbnail'),
  ...listed,
});

/** GET staff/home-figures/{figureId}; a row of GET staff/home-figures. */
export const StaffHomeFigure = Strict({
  id: Type.Integer(),
  value: Type.String(),
  label: Type.String(),
  ...listed,
});
