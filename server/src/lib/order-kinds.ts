// What kinds of order other than tickets do when they are paid. Orders, checkouts and callbacks belong to the events
// module; a module that sells something else through them (membership plans) says here what paying for it means and
// where the payer's browser goes after the gateway, so the events module never imports it (modules form no loop).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Deps } from '../deps.js';

/** `pending`: the wallet has not said yet (the member is told the order waits for its word). */
export type SettledOutcome = 'paid' | 'declined' | 'late' | 'pending';

export interface OrderKindHandlers {
  /** the order was just marked paid, in this transaction: deliver what it bought */
  onPaid(deps: Pick<Deps, 'clock' | 'config' | 'mailer' | 'jobs'>, trx: Transaction<Database>, orderId: number): Promise<void>;
  /**
   * staff are undoing the payment of this paid order, in this transaction: take back what paying delivered, or answer
   * why it cannot be taken back (the undo is then refused and rolled back)
   */
  onPaymentUndone(deps: Pick<Deps, 'clock'>, trx: Transaction<Database>, orderId: number): Promise<{ refused: string } | null>;
  /** what paying this order delivered, in one sentence staff read once it is paid (a late payment they honoured) */
  paidNote(deps: Pick<Deps, 'db' | 'clock'>, orderId: number): Promise<string>;
  /** the page the member returns to from the payment page */
  returnPath(db: Kysely<Database>, orderId: number, outcome: SettledOutcome): Promise<string>;
}

const handlers = new Map<string, OrderKindHandlers>();

export const registerOrderKind = (kind: string, kindHandlers: OrderKindHandlers) => {
  handlers.set(kind, kindHandlers);
};

/** The kinds this process knows, by name (a worker must know every one a web process does). */
export const registeredOrderKinds = () => [...handlers.keys()].sort();

export function orderKind(kind: string): OrderKindHandlers {
  const found = handlers.get(kind);
  if (!found) throw new Error(`No module handles orders of kind ${kind}.`);
  return found;
}
