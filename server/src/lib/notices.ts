// Notices on WhatsApp and SMS (decision 045): a module that mails a member a notice that matters also calls `notify`
// in the same transaction, with what the notice says. The notices feature (mfe-account/src/features/notices) plugs in
// what sending does — writing the message for a member who chose WhatsApp or SMS, once per notice — from its
// server/hooks.ts, which every process imports; without it (a test of a module alone) nothing is sent besides mail.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Deps } from '../deps.js';

export interface Notice {
  userId: number;
  /** the notice's name, one of the notices feature's templates (`ticket-confirmed`) */
  notice: string;
  /** what the notice is about, unique for it (`order:42`): a second notice about it is not sent */
  about: string;
  /** the template's parameters, in order */
  params: string[];
}

export type NoticeSender = (deps: Pick<Deps, 'jobs' | 'config'>, trx: Transaction<Database>, notice: Notice) => Promise<unknown>;

let sender: NoticeSender | null = null;

/** Plugs in what sending a notice does (the notices feature's hooks). */
export function onNotice(send: NoticeSender) {
  sender = send;
}

/** Sends a member a notice besides its e-mail, in the caller's transaction. */
export async function notify(deps: Pick<Deps, 'jobs' | 'config'>, trx: Transaction<Database>, notice: Notice) {
  if (sender) await sender(deps, trx, notice);
}
