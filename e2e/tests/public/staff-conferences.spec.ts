import { expect, test } from '../site';
import { expectNotification, signIn, tinyPng } from '../support';

// Staff make next year's conference edition with a speaker and an FAQ and publish it; a visitor opens its page at
// /conference/<slug>, with no release.

const DEMO_PASSWORD = 'Demo@12345';

test('staff make a conference edition with a speaker and an FAQ and publish it; a visitor sees them on its page', async ({ page, browser }) => {
  const title = 'Freelance Fest 2031 Quetta';
  const year = '2031';
  const speaker = 'Kamran Kakar';
  await page.goto('/login?referrer=%2Fstaff%2Fconferences');
  await signIn(page, 'zainab.hussain@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Conference editions' })).toBeVisible();
  // The seed's editions: next year's is still a draft.
  const table = page.getByRole('table', { name: /Conference editions/ });
  await expect(table.getByRole('row').filter({ hasText: 'Freelance Fest 2027 Peshawar' }).getByText('Draft')).toBeVisible();

  await page.getByRole('link', { name: 'New edition' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New conference edition' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Edition/ }).fill('Quetta');
  await page.getByRole('textbox', { name: /^Tagline/ }).fill('Work for the world from Balochistan');
  await page.getByRole('textbox', { name: /^Overview/ }).fill('Two days of talks and workshops.\n\nDay two is for mentoring.');
  await page.getByLabel(/^Starts \(Karachi time\)/).fill(`${year}-04-12T09:00`);
  await page.getByLabel(/^Ends \(Karachi time\)/).fill(`${year}-04-13T17:00`);
  await page.getByRole('textbox', { name: /^Venue\b/ }).first().fill('Quetta Serena');
  await page.getByRole('textbox', { name: /^City/ }).fill('Quetta');
  await page.getByRole('textbox', { name: /^Venue’s address/ }).fill('Shahrah-e-Zarghoon');
  await page.getByLabel(/^Banner/).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByLabel('Uploading')).toHaveCount(0);

  const speakers = page.getByRole('group', { name: 'Speakers' });
  await speakers.getByRole('button', { name: 'Add a speaker' }).click();
  const first = speakers.getByRole('group', { name: 'Speaker 1' });
  await first.getByRole('textbox', { name: /^Name/ }).fill(speaker);
  await first.getByRole('textbox', { name: /^Designation/ }).fill('Product designer');
  await first.getByRole('textbox', { name: /^Company/ }).fill('Freelancer');
  await first.getByRole('combobox', { name: /^Role/ }).selectOption('Keynote Speaker');
  // The portrait is cropped to a square in the browser before it uploads.
  await first.getByLabel(/^Portrait/).setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: tinyPng });
  const crop = page.getByRole('dialog', { name: 'Crop the picture' });
  await crop.getByRole('button', { name: 'Use this picture' }).click();
  await expect(crop).toHaveCount(0);
  await expect(page.getByLabel('Uploading')).toHaveCount(0);

  const faqs = page.getByRole('group', { name: 'Frequently asked questions' });
  await faqs.getByRole('button', { name: 'Add a question' }).click();
  await faqs.getByRole('textbox', { name: /^Question/ }).fill('Is there parking at the venue?');
  await faqs.getByRole('textbox', { name: /^Answer/ }).fill('Yes, free parking beside the hall.');

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expectNotification(page, 'Success', /The edition is published/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const path = await page.getByRole('link', { name: 'See its page' }).getAttribute('href');
  expect(path).toMatch(/^\/conference\/freelance-fest-20\d\d-quetta(-\d+)?$/);

  // A visitor opens the edition's page: no release made it.
  const visitor = await browser.newPage();
  await visitor.goto(path!);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 3, name: speaker })).toBeVisible();
  await expect(visitor.getByRole('img', { name: `Portrait of ${speaker}` })).toBeVisible();
  await visitor.locator('summary', { hasText: 'Is there parking at the venue?' }).click();
  await expect(visitor.getByText('Yes, free parking beside the hall.')).toBeVisible();
  await visitor.close();
});
