import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema.js';

// A few support issues of the demo members, with the association's answers, so the member's list and the staff
// inbox show a real conversation on a fresh site. Staff replies are Zainab Hussain's (the demo staff account).
const demoIssues = [
  {
    email: 'ayesha.siddiqui@example.com',
    title: 'Payoneer transfer to my bank has not arrived',
    topic: 'Banking',
    description: 'A client paid me through Payoneer on the 3rd and I withdrew to my Meezan account the same day. It is now ten days and the money has not arrived. Payoneer says it has been sent.',
    status: 'Open',
    daysAgo: 6,
    comments: [
      { staff: true, daysAgo: 5, text: 'Thank you, Ayesha. Transfers to Meezan have been delayed this month. Could you send us the withdrawal reference from Payoneer? We will raise it with the bank’s freelancer desk.' },
      { staff: false, daysAgo: 4, text: 'The reference is PW-88213-KHI. Thank you for looking into it.' },
    ],
  },
  {
    email: 'usman.tariq@example.com',
    title: 'Do I need to register with PSEB to get the reduced tax rate?',
    topic: 'Company Formaton & Taxation',
    description: 'I earn through Upwork and my bank deducts 1% on export proceeds. A friend said I can pay 0.25% if I register with PSEB. Is this right, and what documents do I need?',
    status: 'Resolved',
    daysAgo: 20,
    comments: [
      { staff: true, daysAgo: 19, text: 'Yes. With a PSEB freelancer registration the rate on IT export proceeds is 0.25%. You need your CNIC, a recent photo and proof of income from a platform. Our tax clinic on Thursdays can help you fill the form.' },
      { staff: false, daysAgo: 18, text: 'Registered, and the bank applied the new rate. Thank you!' },
    ],
  },
  {
    email: 'hira.baloch@example.com',
    title: 'Can the association host a meetup in Quetta?',
    topic: 'Event Request',
    description: 'There are many designers and writers in Quetta who would come to a meetup. I can help find a venue at the university.',
    status: 'Open',
    daysAgo: 2,
    comments: [],
  },
] as const;

// Replies the demo staff keep, so the issue page's Insert a saved reply has something to insert on a fresh site.
const demoSavedReplies = [
  {
    title: 'Ask for the transfer reference',
    body: 'Thank you for writing to us. Could you send us the transfer or withdrawal reference, the date and the amount? We will take it up with the bank’s freelancer desk.',
  },
  {
    title: 'PSEB registration',
    body: 'With a PSEB freelancer registration the rate on IT export proceeds is 0.25%. You need your CNIC, a recent photo and proof of income from a platform. Our tax clinic on Thursdays can help you fill the form.',
  },
] as const;

export async function seedIssues(trx: Transaction<Database>) {
  const staff = await trx.selectFrom('users').select('id').where('email', '=', 'zainab.hussain@example.com').executeTakeFirst();
  if (!staff) return;
  await trx
    .insertInto('saved_replies')
    .values(demoSavedReplies.map((r) => ({ ...r, created_by: staff.id })))
    .execute();
  for (const demo of demoIssues) {
    const owner = await trx.selectFrom('users').select('id').where('email', '=', demo.email).executeTakeFirst();
    if (!owner) continue;
    const at = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;
    const lastStaff = [...demo.comments].reverse().find((c) => c.staff);
    const lastMember = [...demo.comments].reverse().find((c) => !c.staff);
    // Waiting for the association (and new to staff) unless its reply is the last word, or the issue is settled.
    const waiting = demo.status !== 'Open' ? null : !lastStaff ? demo.daysAgo : lastMember && lastMember.daysAgo < lastStaff.daysAgo ? lastMember.daysAgo : null;
    const { id } = await trx
      .insertInto('issues')
      .values({ user_id: owner.id, title: demo.title, topic: demo.topic, description: demo.description, status: demo.status, waiting_since: waiting === null ? null : at(waiting), staff_seen_activity: waiting === null ? 1 : 0, created_at: at(demo.daysAgo), updated_at: at(demo.comments.at(-1)?.daysAgo ?? demo.daysAgo) })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const c of demo.comments) {
      await trx
        .insertInto('issue_comments')
        .values({ issue_id: id, author_id: c.staff ? staff.id : owner.id, author_role: c.staff ? 'staff' : 'member', description: c.text, created_at: at(c.daysAgo) })
        .execute();
    }
  }
}
