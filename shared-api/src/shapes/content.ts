// The public site's content as the API answers it.
import { Type } from '@sinclair/typebox';
import { image, Nullable, Strict } from './common';

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

/** What a package card shows; stored with the package. */
const packageListing = {
  memberPrice: Type.Integer(),
  memberPriceDiscounted: Nullable(Type.Integer()),
  discountText: Nullable(Type.String()),
  description: Type.String(),
  features: Type.Array(Strict({ name: Type.String(), description: Type.String() })),
  type: Type.String(),
  buttonText: Type.String(),
  buttonLink: Type.String(),
  disabled: Type.Boolean(),
};

export const PackageListing = Strict(packageListing);

/**
 * GET packages/{packageName}: a plan in the caller's language. Its description and benefits are in Urdu for an Urdu
 * call where staff wrote them (else in English); `title` is its name so, while `name` stays its English key.
 */
export const MembershipPackage = Strict({
  id: Type.Integer(),
  name: Type.String({ description: 'its English name: the key its address (/dashboard/membership/{name}/order) and the member’s record use' }),
  title: Type.String({ description: 'its name in the caller’s language: the Urdu staff wrote for an Urdu call, else the English' }),
  price: Type.Integer(),
  discounted_price: Nullable(Type.Integer()),
  ...packageListing,
});
