import { expect, test, type Browser } from '../site';
import crypto from 'node:crypto';
import { expectNotification, signIn, tinyPng } from '../support';

const DEMO_PASSWORD = 'Demo@12345';

async function memberPage(browser: Browser, at: string, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ viewport: viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/login?referrer=${encodeURIComponent(at)}`);
  await signIn(page, 'hira.baloch@example.com', DEMO_PASSWORD);
  return page;
}

const inDays = (days: number, time: string) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${time}`;
};

test('staff create a free event with a speaker and a sponsor as a draft, preview and publish it; a member enrols; staff close registrations', async ({ page, browser, viewport }) => {
  const title = `Quetta Freelancers Evening ${crypto.randomBytes(3).toString('hex')}`;
  await page.goto('/login?referrer=%2Fstaff%2Fevents');
  await signIn(page, 'zainab.hussain@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.getByRole('link', { name: 'New event' }).click();

  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /Summary/ }).fill('Meet the freelancers of Quetta over tea.');
  // The text in the rich text editor, bold from the keyboard.
  const about = page.getByRole('textbox', { name: /About the event/ });
  await about.click();
  await page.keyboard.type('Short talks, then ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('tea');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('.');
  await expect(about.locator('strong')).toHaveText('tea');
  // Later than the seed's next three events, so the home page's Upcoming events (pictured by the visual tests) stay the seed's.
  await page.getByLabel(/Starts/).fill(inDays(60, '17:00'));
  await page.getByLabel(/Ends/).fill(inDays(60, '20:00'));
  await page.getByRole('textbox', { name: /Venue/ }).fill('Serena Hotel');
  await page.getByRole('textbox', { name: /City/ }).fill('Quetta');
  const pkg = page.getByRole('group', { name: 'Package 1' });
  await pkg.getByRole('textbox', { name: /Package name/ }).fill('Free entry');
  await pkg.getByRole('spinbutton', { name: /^Price/ }).fill('0');
  await pkg.getByRole('spinbutton', { name: /Seats/ }).fill('40');
  await page.getByRole('button', { name: 'Add a speaker' }).click();
  await page.getByRole('group', { name: 'Speaker 1' }).getByRole('textbox', { name: /Name/ }).fill('Hira Baloch');
  await page.getByRole('button', { name: 'Add a sponsor' }).click();
  const sponsor = page.getByRole('group', { name: 'Sponsor 1' });
  await sponsor.getByRole('textbox', { name: /Name/ }).fill('Raabta Internet');
  await sponsor.getByLabel(/Logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(sponsor.locator('img')).toBeVisible();
  await expect(sponsor.getByLabel('Uploading')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create event' }).click();
  await expectNotification(page, 'Success', 'The event has been created as a draft. Preview it, then publish it when it is ready.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText('Registrations open')).toBeVisible();
  const staffPath = new URL(page.url()).pathname;
  const eventId = staffPath.split('/').pop();

  // A draft is nowhere for visitors: not listed, and its page does not exist.
  const visitor = await browser.newPage();
  expect((await visitor.request.get(`/api/events/${eventId}`)).status()).toBe(404);
  const upcoming = await (await visitor.request.get('/api/events?when=upcoming&per_page=50')).json();
  expect(JSON.stringify(upcoming)).not.toContain(title);
  await visitor.goto(`/event/any/${eventId}`);
  await expect(visitor.getByText('This event does not exist')).toBeVisible();

  // Staff preview it as visitors will see it, under the banner, then publish it.
  await page.getByRole('link', { name: 'Preview as visitors will see it' }).click();
  await expect(page.getByRole('complementary', { name: 'Preview — not published' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Short talks, then')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the event to edit or publish it' }).click();
  await page.getByRole('button', { name: 'Publish the event' }).click();
  await expectNotification(page, 'Success', 'The event is published: members and visitors can see it.');
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const eventPath = await page.getByRole('link', { name: 'See its page' }).getAttribute('href');
  expect(eventPath).toMatch(/^\/event\/quetta-freelancers-evening-[a-f0-9]+\/\d+$/);

  // A member finds it, reads it and enrols.
  const member = await memberPage(browser, eventPath!, viewport);
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(member.getByText('Short talks, then')).toBeVisible();
  await expect(member.locator('main strong', { hasText: 'tea' })).toBeVisible();
  expect(await member.locator('main script').count()).toBe(0);
  await member.getByRole('button', { name: 'Register' }).click();
  await expect(member.getByRole('dialog', { name: 'You are registered' })).toBeVisible();

  // Staff close registrations: the member's page says so.
  await page.getByRole('button', { name: 'Close registrations' }).click();
  await expectNotification(page, 'Success', 'Registrations are closed.');
  await visitor.goto(eventPath!);
  await expect(visitor.getByText('Registrations are closed.')).toBeVisible();
  await visitor.close();
  await member.context().close();
});
