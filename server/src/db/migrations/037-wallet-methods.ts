import { sql, type Kysely } from 'kysely';

// An order may be paid from a JazzCash (6) or Easypaisa (7) wallet, beside card (3), free (4) and bill payment (5).
export async function up(db: Kysely<unknown>) {
  await sql`alter table orders drop constraint orders_payment_method_check`.execute(db);
  await sql`alter table orders add constraint orders_payment_method_check check (payment_method in (3, 4, 5, 6, 7))`.execute(db);
}
