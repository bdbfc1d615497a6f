// The reminder the day before an event: once per event, to every member holding a paid ticket, by e-mail and on
// WhatsApp or SMS for those who chose it; sent by the day's run or by staff now, never twice.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, createEvent, orderThroughApi, registerMember, send, startTestApp, type Registered, type TestContext, type TestEvent } from '../../../../../server/src/test/kit.js';
import { eventReminderContract } from '../contract.js';
import { dailyEventReminders } from './jobs.js';
import { karachiDayOf, karachiDayStart, reminderDueAt } from './reminders.js';

const DAY = 86_400_000;

describe('event reminders', () => {
  let ctx: TestContext;
  let staff: Registered;

  before(async () => {
    ctx = await startTestApp({ messagingSimulators: true });
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Staff' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  });
  after(() => ctx.close());

  /** A free event starting at `start`, with `count` members holding a ticket. */
  async function eventWithHolders(start: Date, count: number) {
    const event = await createEvent(ctx.db, { price: 0, title: `Sialkot Freelancers Evening ${Math.random().toString(36).slice(2, 7)}` });
    await ctx.db.updateTable('events').set({ start_date: start, end_date: new Date(start.getTime() + 3 * 3_600_000) }).where('id', '=', event.eventId).execute();
    const members: Registered[] = [];
    for (let i = 0; i < count; i++) {
      const member = await registerMember(ctx.app, ctx.db);
      await orderThroughApi(ctx.app, member.token, event, 4);
      members.push(member);
    }
    return { event, members };
  }
  const reminderMails = async (members: Registered[], title: string) =>
    (await ctx.db.selectFrom('outbox').select(['to', 'subject', 'kind']).where('to', 'in', members.map((m) => m.email)).where('subject', 'like', `%${title}%`).where('subject', 'like', 'Tomorrow%').execute()).length;
  const get = (event: TestEvent) => send(ctx.app, eventReminderContract.getEventReminder, { params: { eventId: event.eventId } }, bearer(staff.token));
  const sendNow = (event: TestEvent, token = staff.token) => send(ctx.app, eventReminderContract.sendEventReminder, { params: { eventId: event.eventId } }, bearer(token));

  test('staff see when it goes by itself, send it now to every ticket holder once, by e-mail and on WhatsApp in the member’s language; audited', async () => {
    const start = new Date(Date.now() + 3 * DAY);
    const { event, members } = await eventWithHolders(start, 2);
    // One holder gets notices on WhatsApp, in Urdu; one member's order is still pending and is not reminded.
    await ctx.db.updateTable('users').set({ language: 'ur' }).where('id', '=', members[0].userId).execute();
    await ctx.db.insertInto('notice_choices').values({ user_id: members[0].userId, channel: 'whatsapp', phone: '+923451234567' }).execute();
    const title = (await ctx.db.selectFrom('events').select('title').where('id', '=', event.eventId).executeTakeFirstOrThrow()).title;

    const due = await get(event);
    assert.equal(due.status, 200, due.body.message);
    assert.deepEqual({ ...due.body.data, due_at: due.body.data.due_at }, { sent_at: null, sent_by: null, members: 2, due_at: reminderDueAt(start).toISOString(), ended: false });
    assert.equal(new Date(due.body.data.due_at!).getTime(), karachiDayStart(karachiDayOf(start) - 1).getTime() + 9 * 3_600_000);

    const member = await registerMember(ctx.app, ctx.db);
    const refused = await sendNow(event, member.token);
    assert.equal(refused.status, 403);

    const sent = await sendNow(event);
    assert.equal(sent.status, 200, sent.body.message);
    assert.equal(sent.body.message, 'The reminder was sent.');
    assert.equal(sent.body.data.members, 2);
    assert.equal(sent.body.data.sent_by, 'Zainab Staff');
    assert.equal(sent.body.data.due_at, null);
    // The Urdu holder's mail is in Urdu: its subject is not the English one.
    assert.equal(await reminderMails(members, title), 1);
    assert.equal((await ctx.db.selectFrom('outbox').select('id').where('to', '=', members[0].email).where('subject', 'like', `%${title}%`).where('kind', '=', 'bulk').execute()).length, 1);
    const [message] = await ctx.db.selectFrom('notice_messages').selectAll().where('user_id', '=', members[0].userId).where('notice', '=', 'event-reminder').execute();
    assert.equal(message.language, 'ur');
    assert.equal(message.template, 'pafla_event_reminder');
    assert.match(message.body, new RegExp(`^یاد دہانی: ${title} کل، .+، Arfa Tower, Lahore میں ہے۔ آپ کا ٹکٹ: http.+/ur/dashboard/tickets$`));
    assert.equal((await ctx.db.selectFrom('notice_messages').select('id').where('user_id', '=', members[1].userId).execute()).length, 0);
    const audit = await ctx.db.selectFrom('audit_log').select(['actor_id', 'after']).where('action', '=', 'event.reminder').where('entity_id', '=', String(event.eventId)).execute();
    assert.equal(audit.length, 1);
    assert.equal(audit[0].actor_id, staff.userId);

    const again = await sendNow(event);
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'This event’s reminder was sent already: it goes once.');
    assert.equal(await reminderMails(members, title), 1);
  });

  test('the day’s run reminds tomorrow’s events, each once however many runs and retries; a draft or an ended event gets none', async () => {
    const tomorrow = karachiDayOf(ctx.clock.now()) + 1;
    const { event, members } = await eventWithHolders(new Date(karachiDayStart(tomorrow).getTime() + 18 * 3_600_000), 1);
    const title = (await ctx.db.selectFrom('events').select('title').where('id', '=', event.eventId).executeTakeFirstOrThrow()).title;
    const later = await eventWithHolders(new Date(karachiDayStart(tomorrow + 2).getTime() + 18 * 3_600_000), 1);
    // A retry of the day's run sends what is left, whoever claimed the day.
    await dailyEventReminders.handler(ctx.app, {}, 1);
    await dailyEventReminders.handler(ctx.app, {}, 1);
    const reminder = await get(event);
    assert.ok(reminder.body.data.sent_at);
    assert.equal(reminder.body.data.sent_by, null);
    assert.equal(await reminderMails(members, title), 1);
    assert.equal((await get(later.event)).body.data.sent_at, null);

    const draft = await createEvent(ctx.db, { price: 0, draft: true });
    assert.equal((await sendNow(draft)).status, 409);
    const ended = await createEvent(ctx.db, { price: 0, past: true });
    const past = await sendNow(ended);
    assert.equal(past.status, 409);
    assert.equal(past.body.message, 'This event has ended: no reminder can go.');
    assert.equal((await get(ended)).body.data.ended, true);
    assert.equal((await sendNow({ ...ended, eventId: 2_000_000_000 })).status, 404);
  });
});
