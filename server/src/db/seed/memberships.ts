// Demo memberships, so the dashboard and the staff's lists have something to show: two hand-written members on Surge
// (one paid by card months ago, one whose year ends within 30 days), and a sponsored member granted Surge by staff.
// Everyone else is on Seed. Paid years are orders of kind 'membership', as a real purchase makes them.
import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';

const DAY = 86_400_000;

const yearAfter = (from: Date) => {
  const at = new Date(from);
  at.setUTCFullYear(at.getUTCFullYear() + 1);
  return at;
};

export async function seedMemberships(trx: Transaction<Database>, today = new Date()) {
  const surge = await trx.selectFrom('membership_packages').select(['id', 'price', 'discounted_price']).where('name', '=', 'Surge').executeTakeFirst();
  if (!surge) return;
  const total = surge.discounted_price ?? surge.price;
  const paid = [
    { email: 'usman.tariq@example.com', paidDaysAgo: 120 },
    // Ends in 12 days: on the staff's list of memberships ending soon, and reminded.
    { email: 'hira.baloch@example.com', paidDaysAgo: 365 - 12 },
  ];
  for (const [i, demo] of paid.entries()) {
    const user = await trx.selectFrom('users').select(['id', 'name', 'email', 'phone']).where('email', '=', demo.email).executeTakeFirst();
    if (!user) continue;
    const paidAt = new Date(today.getTime() - demo.paidDaysAgo * DAY);
    const space = user.name.indexOf(' ');
    const { id: orderId } = await trx
      .insertInto('orders')
      .values({
        user_id: user.id,
        kind: 'membership',
        membership_package_id: surge.id,
        idempotency_key: `seed-membership-${i + 1}`,
        payment_method: 3,
        status: 'paid',
        subtotal: surge.price,
        discount: surge.price - total,
        grand_total: total,
        first_name: space > 0 ? user.name.slice(0, space) : user.name,
        last_name: space > 0 ? user.name.slice(space + 1) : '',
        email: user.email,
        cnic: '',
        phone_number: user.phone,
        city: '',
        state: '',
        country: 'Pakistan',
        physical_address: '',
        paid_at: paidAt,
        created_at: paidAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('memberships').values({ user_id: user.id, package_id: surge.id, starts_at: paidAt, ends_at: yearAfter(paidAt), source: 'order', order_id: orderId }).execute();
  }
  // A sponsored member: the first generated member (they are seeded before the hand-written ones), granted six months by the staff demo account.
  const [sponsored, staff] = await Promise.all([
    trx.selectFrom('users').select('id').where('role', '=', 'member').orderBy('id').executeTakeFirst(),
    trx.selectFrom('users').select('id').where('role', '=', 'staff').orderBy('id').executeTakeFirst(),
  ]);
  if (sponsored) {
    const startsAt = new Date(today.getTime() - 30 * DAY);
    const endsAt = new Date(startsAt);
    endsAt.setUTCMonth(endsAt.getUTCMonth() + 6);
    await trx
      .insertInto('memberships')
      .values({ user_id: sponsored.id, package_id: surge.id, starts_at: startsAt, ends_at: endsAt, source: 'grant', granted_by: staff?.id ?? null, reason: 'Sponsored by the Lahore chapter for the 2026 cohort' })
      .execute();
  }
}
