import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Takes one seat of a package if one is left, in the caller's transaction. The check and the change are one
 * conditional update, so the row's lock serialises concurrent bookings on PostgreSQL (and PGlite runs one at a
 * time): however many book at once, no more seats are taken than the package holds. Returns whether a seat was taken.
 */
export async function takeSeat(db: Db, packageId: number): Promise<boolean> {
  const taken = await db
    .updateTable('event_packages')
    .set({ seats_taken: sql<number>`seats_taken + 1` })
    .where('id', '=', packageId)
    .where(sql<boolean>`seats_taken < capacity`)
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}

/** Gives back a seat taken by an order that was cancelled or expired. */
export async function releaseSeat(db: Db, packageId: number): Promise<void> {
  await db
    .updateTable('event_packages')
    .set({ seats_taken: sql<number>`greatest(seats_taken - 1, 0)` })
    .where('id', '=', packageId)
    .execute();
}

/** Seats still free in a package. */
export function seatsLeft(pkg: { capacity: number; seats_taken: number }): number {
  return Math.max(pkg.capacity - pkg.seats_taken, 0);
}
