// A member's membership as its feature answers it: a purchase, a certificate, and what staff read of a member's
// membership (its periods, paid and granted, and their orders) and of the memberships ending soon; and their types.
import { DateTime, Nullable, Strict, StringEnum, Type, type Static } from 'shared-api/shapes';
import { Membership } from 'shared-api/shapes/membership';
import { MemberOrder, Order } from 'shared-api/shapes/ticketing';

/** POST user/membership: card or a wallet → the payment page (data is its URL, spec §7); bill payment → the order; Seed → no order. */
export const MembershipPurchase = Type.Union([
  Type.String({ description: 'card: the payment page to send the member to' }),
  Strict({
    order: Nullable(Order),
    moves_to_seed_on: Nullable(DateTime('Seed chosen while a paid package runs: the day the member moves to Seed')),
  }),
]);

export const Certificate = Strict({
  certificate_url: Type.String({ description: 'the certificate PDF, by a link valid for a few minutes; open it in a new tab' }),
  verify_url: Type.String({ description: 'the page the certificate’s QR code leads to' }),
});

export const MembershipPeriod = Strict({
  id: Type.Integer(),
  package: Type.String(),
  starts_at: DateTime(),
  ends_at: Nullable(DateTime()),
  source: StringEnum(['order', 'grant'] as const),
  order_id: Nullable(Type.Integer()),
  granted_by: Nullable(Type.String({ description: 'the staff member who granted it' })),
  reason: Nullable(Type.String()),
  seed_chosen_at: Nullable(DateTime()),
  created_at: DateTime(),
});

export const MemberMembership = Strict({
  member_id: Type.String(),
  member_id_formatted: Type.String(),
  name: Type.String(),
  email: Type.String(),
  membership: Membership,
  periods: Type.Array(MembershipPeriod),
  orders: Type.Array(MemberOrder),
});

export const EndingMembership = Strict({
  member_id: Type.String(),
  member_id_formatted: Type.String(),
  name: Type.String(),
  email: Type.String(),
  package: Type.String(),
  ends_at: DateTime(),
  seed_chosen: Type.Boolean({ description: 'the member chose Seed: they will not renew' }),
});

export type MembershipPeriod = Static<typeof MembershipPeriod>;
export type MemberMembership = Static<typeof MemberMembership>;
export type EndingMembership = Static<typeof EndingMembership>;
