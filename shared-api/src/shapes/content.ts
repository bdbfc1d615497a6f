// The membership packages as the API answers them.
import { Type } from '@sinclair/typebox';
import { Nullable, Strict } from './common';

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
