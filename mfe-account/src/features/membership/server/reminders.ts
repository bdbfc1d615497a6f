// Renewal reminders: 30 and 7 days before a paid membership ends, on the day, and 30 days after, by Karachi's
// calendar. Each goes once per period (a row per period and kind, written in the transaction that queues the mail),
// as bulk mail, only for the period that ends the member's run (a renewed one is not reminded of), never to a member
// who chose Seed. A member who unsubscribed from e-mail gets no reminder mail, but still the WhatsApp or SMS one they
// chose (decision 045): unsubscribing from mail does not silently turn that off. A sweep that missed a day catches up
// the before-reminders the next day.
import { sql } from 'kysely';
import { pathIn } from '../../../../../shared-api/src/locale.js';
import { type Deps, mailLocale, notify, signedUnsubscribeId } from '../../../../../server/src/kit.js';
import { renewalReminderMail } from './mails.js';
import { formatDay, periodTitle } from './plans.js';
import type { ReminderKind } from './tables.js';

const DAY_MS = 86_400_000;
/** Karachi is UTC+5 all year. */
const KARACHI_OFFSET_MS = 5 * 3_600_000;

/** The Karachi day number of an instant (days since 1970-01-01 in Karachi). */
export const karachiDay = (at: Date) => Math.floor((at.getTime() + KARACHI_OFFSET_MS) / DAY_MS);
/** When a Karachi day starts. */
export const karachiDayStart = (day: number) => new Date(day * DAY_MS - KARACHI_OFFSET_MS);
export const karachiDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * For each kind, the Karachi days (relative to today) a period's end may fall on for the reminder to be due today:
 * [from, to). 30 days before: the end is 8 to 30 days ahead (a missed day is caught up until the 7-day one is due).
 */
const DUE: Record<ReminderKind, [number, number]> = {
  'before-30': [8, 31],
  'before-7': [1, 8],
  'on-day': [0, 1],
  // 30 days after, with a week to catch up a missed sweep.
  'after-30': [-36, -29],
};

/** Sends today's due reminders; answers how many were sent. */
export async function sendDueReminders(deps: Pick<Deps, 'db' | 'config' | 'mailer' | 'jobs'>, now: Date) {
  const { db, config, mailer } = deps;
  const today = karachiDay(now);
  let sent = 0;
  for (const [kind, [from, to]] of Object.entries(DUE) as [ReminderKind, [number, number]][]) {
    const due = await db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .innerJoin('membership_packages as p', 'p.id', 'm.package_id')
      .select(['m.id', 'm.user_id', 'm.ends_at', 'u.email', 'u.language', 'u.marketing_opt_out', 'p.name as package_name', 'p.name_ur as package_name_ur'])
      .where('m.ends_at', '>=', karachiDayStart(today + from))
      .where('m.ends_at', '<', karachiDayStart(today + to))
      .where('m.seed_chosen_at', 'is', null)
      // Mailed unless they unsubscribed; sent on WhatsApp or SMS when they chose one, unsubscribed from mail or not.
      .where((eb) =>
        eb.or([eb('u.marketing_opt_out', '=', false), eb.exists(eb.selectFrom('notice_choices as c').select('c.user_id').whereRef('c.user_id', '=', 'm.user_id').where('c.channel', '<>', 'email'))]),
      )
      // Only the period that ends the member's run: none of theirs reaches further.
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('memberships as later').select('later.id').whereRef('later.user_id', '=', 'm.user_id').where(sql<boolean>`(later.ends_at is null or later.ends_at > m.ends_at)`))),
      )
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('membership_reminders as r').select('r.kind').whereRef('r.membership_id', '=', 'm.id').where('r.kind', '=', kind))))
      .orderBy('m.ends_at')
      .limit(1000)
      .execute();
    for (const period of due) {
      if (!period.ends_at) continue;
      const locale = mailLocale(period.language);
      const links = {
        renew: config.publicUrl + pathIn(locale, '/dashboard/membership'),
        unsubscribe: config.publicUrl + pathIn(locale, `/unsubscribe?id=${await signedUnsubscribeId(db, period.user_id)}`),
      };
      const mail = renewalReminderMail(period.email, kind, { packageName: periodTitle(period, locale), endsOn: formatDay(period.ends_at, locale) }, links, locale);
      const wrote = await db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('membership_reminders').values({ membership_id: period.id, kind }).onConflict((oc) => oc.columns(['membership_id', 'kind']).doNothing()).returning('membership_id').executeTakeFirst();
        // Another sweep sent it between the read and now.
        if (!row) return false;
        if (!period.marketing_opt_out) {
          const outboxId = await mailer.sendMail(mail, { kind: 'bulk', trx });
          await trx.updateTable('membership_reminders').set({ outbox_id: outboxId }).where('membership_id', '=', period.id).where('kind', '=', kind).execute();
        }
        await notify(deps, trx, { userId: period.user_id, notice: 'membership-renewal', about: `${period.id}:${kind}`, params: [periodTitle(period, locale), formatDay(period.ends_at!, locale), links.renew] });
        return true;
      });
      if (wrote) sent += 1;
    }
  }
  return sent;
}
