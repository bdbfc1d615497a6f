// Notices on WhatsApp and SMS (decision 045): a module that mails a member a notice that matters also calls `notify`
// in the same transaction, with what the notice says. The notices feature (mfe-account/src/features/notices) plugs in
// what sending does — writing the message for a member who chose WhatsApp or SMS, once per notice — from its
// server/hooks.ts, which every process imports; without it (a test of a module alone) nothing is sent besides mail.
// Registration, in the same way, hands the feature the channel a new member chose (`chooseAtRegistration`).
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

// ---- The choice made at registration ----------------------------------------------------------------------------

/** What a new member chose on the registration form: e-mail only, or WhatsApp or SMS at the phone they registered with. */
export interface RegistrationChoice {
  channel: 'email' | 'whatsapp' | 'sms';
  /** the registration's phone, as written (the rules checked it is a Pakistani mobile number with WhatsApp or SMS) */
  phone: string;
}

/** Where the choice was made from: the request's address and browser, for the consent log. */
export interface ChoiceFrom {
  ip: string | null;
  userAgent: string | null;
}

export type RegistrationChoiceSaver = (
  deps: Pick<Deps, 'config'>,
  trx: Transaction<Database>,
  userId: number,
  choice: { channel: 'whatsapp' | 'sms'; phone: string },
  from: ChoiceFrom,
) => Promise<unknown>;

let saver: RegistrationChoiceSaver | null = null;

/** Plugs in what keeping a choice made at registration does (the notices feature's hooks). */
export function onRegistrationChoice(save: RegistrationChoiceSaver) {
  saver = save;
}

/**
 * Keeps a new member's choice of WhatsApp or SMS in the transaction that creates their account, so an account never
 * exists without the choice its form sent. E-mail only is every member's default: nothing is written for it. The
 * feature refuses a channel the site does not send on (an HttpError on `notices`), which rolls the account back.
 */
export async function chooseAtRegistration(deps: Pick<Deps, 'config'>, trx: Transaction<Database>, userId: number, choice: RegistrationChoice, from: ChoiceFrom) {
  if (choice.channel === 'email' || !saver) return;
  await saver(deps, trx, userId, { channel: choice.channel, phone: choice.phone }, from);
}
