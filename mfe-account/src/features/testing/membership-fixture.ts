import type { MemberOrder, PendingPayment } from 'shared-api';
import { answer } from '@test/api';
import type { MyMembership } from '../membership/api';

/** The member's membership as GET /user/membership answers it (on a site with a card gateway): Seed by default, or a paid package with an end date. */
export const myMembership = (membership_package = 'Seed', more: Partial<MyMembership> = {}) =>
  answer<MyMembership>({
    member_id: 'm1',
    member_id_formatted: 'PFA-000017',
    member_name: 'Ayesha Khan',
    membership_package,
    membership_package_title: membership_package,
    membership_package_id: membership_package === 'Seed' ? 1 : 2,
    membership_status: 'Active',
    membership_billing: membership_package === 'Seed' ? 'Free' : 'Rs 6,000 a year',
    membership_start_date: '2026-01-10T05:00:00.000Z',
    membership_start_date_formatted: '10 January 2026',
    membership_end_date: membership_package === 'Seed' ? null : '2027-01-10T05:00:00.000Z',
    membership_end_date_formatted: membership_package === 'Seed' ? 'Never expires' : '10 January 2027',
    renewal_opens_on: null,
    can_renew: false,
    moves_to_seed_on: null,
    ended_on: null,
    ended_package: null,
    ended_package_title: null,
    pending_order: null,
    payment_methods: [3, 5],
    ...more,
  });

const listing = { discountText: null, memberPriceDiscounted: null, disabled: false, features: [{ name: 'Voice & Support Group', description: 'Join the groups.' }] };

/** The two packages as GET /packages/{name} answers them. */
export const packages = {
  Seed: { id: 1, name: 'Seed', title: 'Seed', price: 0, discounted_price: null, memberPrice: 0, description: 'Free for ever.', type: 'Free', buttonText: 'Downgrade', buttonLink: '/dashboard/membership/Seed/order', ...listing },
  Surge: { id: 2, name: 'Surge', title: 'Surge', price: 6000, discounted_price: null, memberPrice: 500, description: 'Tax filing and insurance.', type: 'per month', buttonText: 'Subscribe', buttonLink: '/dashboard/membership/Surge/order', ...listing },
};

/** A pending Surge order (a year of Surge, Rs 6,000) as the membership record carries it: JazzCash unless said. */
export const planOrder = (extra: Partial<MemberOrder> = {}): MemberOrder => ({
  id: 70,
  kind: 'membership',
  ticket_id: null,
  status: 'pending',
  payment_method: 6,
  payment_method_name: 'JazzCash',
  subtotal: 6000,
  discount: 0,
  grand_total: 6000,
  event_name: 'Surge membership',
  package_name: 'Surge',
  package_title: 'Surge',
  bill_reference: null,
  bank_reference: null,
  expires_at: '2027-05-02T10:30:00.000Z',
  paid_at: null,
  refunded_at: null,
  refund: null,
  created_at: '2027-05-02T09:58:00.000Z',
  pending_payment: null,
  ...extra,
});

/** A JazzCash payment waiting for JazzCash's answer since 2 May 2027, 3:00 PM in Karachi. */
export const waitingPayment = (extra: Partial<PendingPayment> = {}): PendingPayment => ({ method: 6, gateway: 'jazzcash', started_at: '2027-05-02T10:00:00.000Z', ...extra });
