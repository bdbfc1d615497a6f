import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '../site';
import { newMember, signInInUrdu } from '../support';

// WhatsApp notices on a phone, in Urdu: a member chooses WhatsApp on their profile, registers for a free event, and the
// WhatsApp simulator's outbox holds the Urdu ticket template with the ticket's link; "STOP" sent back from the
// simulator turns WhatsApp off at once, which the profile then says.
const PASSWORD = 'Notice#Lahore26';
const EVENT = 'Women in Freelancing Peshawar';

interface Sent {
  to: string;
  type: string;
  template: string | null;
  language: string | null;
  params: string[];
  text: string;
}

const outbox = async (request: APIRequestContext) => (await (await request.get('/simulators/whatsapp/messages')).json()) as Sent[];

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `the page is ${widths.page}px wide on a ${widths.screen}px screen`).toBeLessThanOrEqual(widths.screen);
}

test('a member chooses WhatsApp in Urdu on a phone, gets the Urdu ticket template with its link, and STOP turns it off @phone', async ({ page, request }) => {
  const { email } = await newMember(request, { name: 'نادیہ شاہ', password: PASSWORD, language: 'ur', withProfile: true });
  const digits = `92345${crypto.randomInt(1_000_000, 9_999_999)}`;
  await signInInUrdu(page, email, PASSWORD);

  // The choice, on the profile page: WhatsApp at a number written the way members write it.
  await page.goto('/ur/dashboard/edit-profile');
  const section = page.getByRole('region', { name: 'واٹس ایپ یا ایس ایم ایس پر اطلاعات' });
  await expect(section).toContainText('آپ کو اطلاعات صرف ای میل سے ملتی ہیں۔');
  await section.getByRole('radio', { name: 'واٹس ایپ' }).check({ force: true });
  const number = section.getByLabel(/^اطلاعات کے لیے موبائل نمبر/);
  await number.fill('0345 12');
  await section.getByRole('button', { name: 'محفوظ کریں' }).click();
  await expect(section.getByText('براہِ کرم پاکستانی موبائل نمبر درج کریں، جیسے')).toBeVisible();
  await number.fill(`0${digits.slice(2, 5)} ${digits.slice(5)}`);
  await section.getByRole('button', { name: 'محفوظ کریں' }).click();
  await expect(section).toContainText('آپ نے');
  await expect(section).toContainText('واٹس ایپ چنا');
  await noSidewaysScroll(page);

  // A free event, registered for in one press: the ticket is confirmed by e-mail and on WhatsApp.
  await page.goto('/ur/dashboard/events');
  await page.getByRole('article').filter({ hasText: EVENT }).getByRole('link', { name: 'تفصیل دیکھیں' }).click();
  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  await page.getByRole('complementary', { name: 'تقریب کی تفصیلات' }).getByRole('button', { name: 'رجسٹر کریں' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  let ticket: Sent | undefined;
  await expect
    .poll(async () => (ticket = (await outbox(request)).find((m) => m.to === digits && m.template === 'pafla_ticket_confirmed')), { timeout: 15_000 })
    .toBeTruthy();
  expect(ticket!.language).toBe('ur');
  expect(ticket!.params[0]).toBe('نادیہ شاہ');
  expect(ticket!.params[1]).toBe(EVENT);
  expect(ticket!.params[2]).toMatch(/^https?:\/\/[^/]+\/api\/.*ticket/);
  expect(ticket!.text).toBe(`السلام علیکم نادیہ شاہ، ${EVENT} کے لیے آپ کا ٹکٹ کنفرم ہو گیا ہے۔ آپ کا ٹکٹ: ${ticket!.params[2]}`);
  // The ticket's link opens the member's ticket.
  const pdf = await request.get(ticket!.params[2]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // The simulator's page shows the Urdu message; the member answers STOP from it.
  await page.goto('/simulators/whatsapp');
  await expect(page.locator('li').filter({ hasText: `To +${digits}` }).filter({ hasText: 'pafla_ticket_confirmed' }).locator('.text')).toHaveText(ticket!.text);
  await noSidewaysScroll(page);
  await page.getByLabel("The member's number").selectOption(digits);
  await page.getByLabel('Reply').fill('STOP');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`From +${digits} (the site answered 200): STOP`)).toBeVisible();

  // WhatsApp is off at once, and the member is told so in Urdu, once.
  await expect
    .poll(async () => (await outbox(request)).filter((m) => m.to === digits && m.type === 'text').map((m) => m.text), { timeout: 15_000 })
    .toEqual([expect.stringMatching(/^اب آپ کو پاکستان فری لانسرز ایسوسی ایشن کی طرف سے واٹس ایپ پر اطلاعات نہیں ملیں گی۔/)]);
  await page.goto('/ur/dashboard/edit-profile');
  await expect(page.getByRole('region', { name: 'واٹس ایپ یا ایس ایم ایس پر اطلاعات' })).toContainText('آپ کو اطلاعات صرف ای میل سے ملتی ہیں۔');
  await expect(page.getByRole('region', { name: 'واٹس ایپ یا ایس ایم ایس پر اطلاعات' }).getByRole('radio', { name: 'صرف ای میل' })).toBeChecked();
});
