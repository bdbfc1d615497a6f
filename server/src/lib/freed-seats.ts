// What happens when a package's seats come free (an order expired, cancelled or refunded; seats added; registrations
// open again). The orders and the events belong to the events module; a feature that acts on a freed seat (the
// waitlist offers it to the members waiting) registers here in its hooks.ts, so the events module never imports it.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Deps } from '../deps.js';

type FreedSeatsListener = (deps: Pick<Deps, 'clock' | 'config' | 'mailer'>, trx: Transaction<Database>, packageId: number) => Promise<unknown>;

const listeners: FreedSeatsListener[] = [];

export function onSeatsFreed(listener: FreedSeatsListener) {
  if (!listeners.includes(listener)) listeners.push(listener);
}

/** The listeners this process knows, by name. */
export const registeredSeatListeners = () => listeners.map((listener) => listener.name).sort();

/** Tells every listener, in the transaction that freed the seats (what they write is kept with it, or not at all). */
export async function seatsFreed(deps: Pick<Deps, 'clock' | 'config' | 'mailer'>, trx: Transaction<Database>, packageId: number) {
  for (const listener of listeners) await listener(deps, trx, packageId);
}
