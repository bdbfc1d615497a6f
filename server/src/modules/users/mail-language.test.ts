import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { accountContract } from '../../../../shared-api/src/contracts/account.js';
import { eventContract } from '../../../../mfe-ticketing/src/features/event/contract.js';
import { PUBLIC_URL, startTestApp, type TestContext } from '../../test/app.js';
import { createEvent } from '../../test/events.js';
import { bearer, outboxFor, PASSWORD, uniqueEmail } from '../../test/http.js';
import { memberWithProfile } from '../../test/profile.js';
import { send } from '../../test/api.js';
import { accountFeatureContract } from '../../../../mfe-account/src/features/account/contract.js';

const ENGLISH_BODY = '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">';
const URDU_BODY =
  '<!doctype html><html lang="ur" dir="rtl"><body style="font-family:\'Noto Nastaliq Urdu\',\'Jameel Noori Nastaleeq\',Tahoma,sans-serif;line-height:2;color:#222;text-align:right">';

/** Whether a text holds Urdu words. */
const isUrdu = (text: string) => /[\u0600-\u06FF]{3}/.test(text);

describe("a member's e-mails are written in their language", () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  const setLanguage = (userId: number, language: 'en' | 'ur' | null) => ctx.db.updateTable('users').set({ language }).where('id', '=', userId).execute();

  test('the welcome mail is in Urdu for a member who registers on an Urdu page, and in English otherwise', async () => {
    const register = (email: string, headers: Record<string, string>) =>
      send(ctx.app, accountContract.registerMember, { body: { name: 'Sana Malik', email, phone: '0300 1234567', password: PASSWORD } }, headers);
    const urdu = uniqueEmail();
    assert.equal((await register(urdu, { 'accept-language': 'ur' })).status, 201);
    const [ur] = await outboxFor(ctx.db, urdu);
    assert.equal(ur.subject, 'Pakistan Freelancers Association میں خوش آمدید');
    assert.ok(ur.html.startsWith(URDU_BODY), ur.html.slice(0, 200));
    assert.ok(ur.html.includes('<p>السلام علیکم،</p>'));
    assert.ok(ur.html.includes('آپ کی مفت رکنیت فعال ہے۔'));
    assert.ok(!/Welcome|Hello|dashboard|Unsubscribe/.test(ur.html.replace(/href="[^"]*"/g, '')), 'no English left in the HTML');
    assert.match(ur.text, new RegExp(`^السلام علیکم،\\n\\n`));
    assert.match(ur.text, new RegExp(`آپ کا ڈیش بورڈ: ${PUBLIC_URL}/ur/dashboard/membership\\n`));
    assert.match(ur.text, new RegExp(`ہماری خبریں وصول کرنا بند کرنے کے لیے: ${PUBLIC_URL}/ur/unsubscribe\\?id=[A-Za-z0-9_-]{43}\\n$`));
    assert.match(ur.html, /ہماری خبریں نہیں چاہتے؟ <a href="[^"]+\/ur\/unsubscribe\?id=[^"]+">ان سبسکرائب کریں<\/a>۔/);

    const english = uniqueEmail();
    assert.equal((await register(english, {})).status, 201);
    const [en] = await outboxFor(ctx.db, english);
    assert.equal(en.subject, 'Welcome to the Pakistan Freelancers Association');
    assert.ok(en.html.startsWith(`${ENGLISH_BODY}\n<p>Hello,</p>\n<p>Welcome to the Pakistan Freelancers Association! Your free membership is active.</p>`), en.html.slice(0, 300));
    assert.match(en.text, new RegExp(`\\n\\nYour dashboard: ${PUBLIC_URL}/dashboard/membership\\n\\nTo stop receiving news from us: ${PUBLIC_URL}/unsubscribe\\?id=`));
    assert.match(en.html, /Don't want our news\? <a href="[^"]+\/unsubscribe\?id=[^"]+">Unsubscribe<\/a>\./);
  });

  test("a password reset asked for from a page is mailed in the account's language; no language chosen is English", async () => {
    const urdu = await memberWithProfile(ctx.app, ctx.db);
    const none = await memberWithProfile(ctx.app, ctx.db);
    await setLanguage(urdu.userId, 'ur');
    await setLanguage(none.userId, null);
    for (const member of [urdu, none]) await send(ctx.app, accountFeatureContract.requestPasswordReset, { body: { email: member.email } });
    await ctx.app.tasks.settled();

    const ur = (await outboxFor(ctx.db, urdu.email)).find((m) => m.subject === 'اپنا پاس ورڈ دوبارہ ترتیب دیں');
    assert.ok(ur, 'the reset mail has its Urdu subject');
    assert.ok(ur.html.startsWith(URDU_BODY));
    assert.ok(ur.html.includes('نیچے دیا گیا لنک 60 منٹ کے اندر صرف ایک بار کام کرتا ہے۔'));
    assert.ok(ur.html.includes('>پاس ورڈ دوبارہ ترتیب دیں</a>'), 'the button is in Urdu');
    assert.match(ur.text, new RegExp(`اپنا پاس ورڈ دوبارہ ترتیب دیں: ${PUBLIC_URL}/ur/reset-password\\?token=[A-Za-z0-9_-]{43}\\n$`));

    const en = (await outboxFor(ctx.db, none.email)).find((m) => m.subject === 'Reset your password');
    assert.ok(en, 'the reset mail has its English subject');
    assert.ok(en.html.startsWith(ENGLISH_BODY));
    assert.ok(!isUrdu(en.html) && !isUrdu(en.text));
    assert.match(
      en.text,
      new RegExp(
        `^Hello,\\n\\nWe received a request to reset the password of your account\\. The link below works once, within 60 minutes\\.\\n\\nIf you did not ask for this, you can ignore this e-mail: your password stays as it is\\.\\n\\nReset your password: ${PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}\\n$`,
      ),
    );
  });

  test('a ticket confirmation sent when the order is paid reads the member’s language from their account', async () => {
    const event = await createEvent(ctx.db, { price: 0, title: 'Lahore Design Meetup' });
    const urdu = await memberWithProfile(ctx.app, ctx.db);
    const english = await memberWithProfile(ctx.app, ctx.db);
    await setLanguage(urdu.userId, 'ur');
    await setLanguage(english.userId, 'en');
    const orders = new Map<string, number>();
    for (const member of [urdu, english]) {
      const { status, body } = await send(ctx.app, eventContract.enrollInEvent, { params: { id: event.eventId } }, bearer(member.token));
      assert.equal(status, 200, body.message);
      orders.set(member.email, body.data.order_id);
    }

    const [ur] = (await outboxFor(ctx.db, urdu.email)).filter((m) => m.subject.includes('Lahore Design Meetup'));
    const urOrder = orders.get(urdu.email);
    // The event's title is the staff's own words: it stays as written, inside the Urdu sentence.
    assert.equal(ur.subject, `Lahore Design Meetup کے لیے آپ کا ٹکٹ (آرڈر نمبر ${urOrder})`);
    assert.ok(ur.html.startsWith(URDU_BODY));
    assert.ok(ur.html.includes(`آپ کا آرڈر نمبر ${urOrder} کامیابی سے درج ہو گیا ہے۔`));
    assert.ok(ur.html.includes('، مفت) کے لیے رجسٹریشن کا شکریہ۔'), 'a free ticket says so in Urdu');
    assert.ok(ur.html.includes('>ٹکٹ ڈاؤن لوڈ کریں</a>'));
    assert.ok(ur.text.includes(`آپ کے اکاؤنٹ میں بھی موجود ہیں: ${PUBLIC_URL}/ur/dashboard/orders/${urOrder}`));
    const link = /اپنا ٹکٹ ڈاؤن لوڈ کریں: (\S+)\n$/.exec(ur.text);
    assert.ok(link, ur.text);
    assert.equal((await ctx.app.inject({ method: 'GET', url: link[1].replace(PUBLIC_URL, '') })).statusCode, 200, 'the ticket link still downloads it');

    const [en] = (await outboxFor(ctx.db, english.email)).filter((m) => m.subject.includes('Lahore Design Meetup'));
    const enOrder = orders.get(english.email);
    assert.equal(en.subject, `Your ticket for Lahore Design Meetup (order #${enOrder})`);
    assert.ok(en.html.startsWith(ENGLISH_BODY));
    assert.ok(
      en.text.startsWith(
        `Hello,\n\nYour order #${enOrder} was placed successfully. Thank you for registering for Lahore Design Meetup (${await packageName(event.eventId)}, Free).\n\nDownload your ticket with the button below`,
      ),
      en.text,
    );
    assert.ok(en.text.includes(`This order and its ticket are also in your account: ${PUBLIC_URL}/dashboard/orders/${enOrder}\n\nPakistan Freelancers Association\n\nDownload your ticket: `));
    assert.ok(!isUrdu(en.html) && !isUrdu(en.text));
  });

  const packageName = async (eventId: number) =>
    (await ctx.db.selectFrom('event_packages').select('name').where('event_id', '=', eventId).executeTakeFirstOrThrow()).name;
});
