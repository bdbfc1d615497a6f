// The membership plans as staff see them: each text in English with its Urdu beside it (null until written). The
// answers' shapes, and their types for the pages.
import { Nullable, Strict, Type, type Static } from 'shared-api/shapes';

const urdu = (of: string) => Nullable(Type.String({ description: `${of} in Urdu; null until staff write it (Urdu pages show the English meanwhile)` }));

export const StaffPlanBenefit = Strict({
  name: Type.String(),
  name_ur: urdu('its name'),
  description: Type.String(),
  description_ur: urdu('its description'),
});

/** GET staff/membership-plans/{planId}; a row of GET staff/membership-plans. */
export const StaffPlan = Strict({
  id: Type.Integer(),
  name: Type.String({ description: 'its English name, which is its key: its address and the member’s record use it' }),
  name_ur: urdu('its name'),
  price: Type.Integer({ description: 'a year, in rupees' }),
  discounted_price: Nullable(Type.Integer()),
  disabled: Type.Boolean({ description: 'shown, but members cannot choose it' }),
  description: Type.String(),
  description_ur: urdu('its description'),
  features: Type.Array(StaffPlanBenefit, { description: 'its benefits, in the order its card lists them' }),
});

export type StaffPlan = Static<typeof StaffPlan>;
