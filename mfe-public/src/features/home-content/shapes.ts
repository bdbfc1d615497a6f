// The board, the partners, the highlight videos and the home page's figures: as visitors read them, and as staff see
// them (each record, its state (draft, scheduled or published) and its place in its list). The answers' shapes, and
// their types for the pages.
import { DateTime, image, Nullable, Strict, Type, type Static } from 'shared-api/shapes';
import { publishingFields } from 'shared-api/shapes/publishing';

export const Partner = Strict({ id: Type.Integer(), name: Type.String(), ...image('logo'), website: Nullable(Type.String()) });

export const Highlight = Strict({
  id: Type.Integer(),
  name: Type.String(),
  position: Type.String(),
  organisation: Type.String(),
  video_url: Type.String(),
  ...image('thumbnail'),
});

export const Director = Strict({
  id: Type.Integer(),
  name: Type.String(),
  position: Type.String(),
  bio: Type.String(),
  // A board member may have no portrait yet: the page shows their initials.
  image: Nullable(Type.String({ description: 'storage key of the portrait; null when there is none' })),
  image_width: Nullable(Type.Integer()),
  image_height: Nullable(Type.Integer()),
  linkedin: Nullable(Type.String()),
});

/** One of the home page's figures: '2.3M' freelancers. */
export const HomeFigure = Strict({
  id: Type.Integer(),
  value: Type.String({ description: 'as shown, large: 2.3M, $400M' }),
  label: Type.String({ description: 'what it counts: freelancers' }),
});

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

export type Partner = Static<typeof Partner>;
export type Highlight = Static<typeof Highlight>;
export type Director = Static<typeof Director>;
export type HomeFigure = Static<typeof HomeFigure>;
export type StaffDirector = Static<typeof StaffDirector>;
export type StaffPartner = Static<typeof StaffPartner>;
export type StaffHighlight = Static<typeof StaffHighlight>;
export type StaffHomeFigure = Static<typeof StaffHomeFigure>;
