import { expect, test, type Browser, type Page } from '../site';
import crypto from 'node:crypto';
import { expectNotification, register, signIn, uniqueEmail } from '../support';

const DEMO_PASSWORD = 'Demo@12345';

async function signedIn(browser: Browser, email: string, at: string, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ viewport: viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/login?referrer=${encodeURIComponent(at)}`);
  await signIn(page, email, DEMO_PASSWORD);
  return page;
}

const redeemDialog = (page: Page) => page.getByRole('dialog', { name: 'Reedeem your discount' });

test('a member redeems a partner promotion, copies the code, and gets the same code again @phone', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/login?referrer=%2Fdashboard%2Fpromotions');
  await signIn(page, 'ayesha.siddiqui@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts & Promotions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Certificate programmes' })).toBeVisible();

  const card = page.getByRole('article').filter({ hasText: 'Khaadim Laptops' });
  await expect(card.getByRole('img', { name: 'Khaadim Laptops logo' })).toBeVisible();
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/promotion\/khaadim-laptops\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rs 5,000 off any refurbished laptop' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();

  await page.getByRole('button', { name: 'Redeem now' }).click();
  const code = redeemDialog(page).getByRole('textbox', { name: 'Your promotion code' });
  await expect(code).toHaveValue(/^KHD-\d+$/);
  const mine = await code.inputValue();
  await expect(redeemDialog(page).getByRole('link', { name: 'Khaadim Laptops' })).toHaveAttribute('href', /^https?:\/\//);
  await redeemDialog(page).getByRole('button', { name: 'Copy code' }).click();
  await expect(redeemDialog(page).getByRole('status')).toHaveText('Promotion code copied to clibboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mine);
  await redeemDialog(page).getByRole('button', { name: 'Close' }).click();

  // A second claim is the same code, not another one from the pool.
  await page.reload();
  await page.getByRole('button', { name: 'Redeem now' }).click();
  await expect(redeemDialog(page).getByRole('textbox', { name: 'Your promotion code' })).toHaveValue(mine);
});

// Desktop only: it registers a member, and registrations per address are limited across the whole run.
test('a member whose profile is incomplete is asked to complete it before redeeming', async ({ page, browser, viewport }) => {
  // Find a promotion's address as a member who can see the list.
  const guide = await signedIn(browser, 'hira.baloch@example.com', '/dashboard/promotions', viewport);
  await guide.getByRole('article').filter({ hasText: 'Raabta Internet' }).getByRole('link', { name: /View Details/ }).click();
  await expect(guide).toHaveURL(/\/dashboard\/promotion\//);
  const path = new URL(guide.url()).pathname;
  await guide.context().close();

  await page.goto(`/register?referrer=${encodeURIComponent(path)}`);
  await register(page, { name: 'Faisal Qureshi', email: uniqueEmail(), phone: '0302 1234567', password: 'Karachi#2024' });
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.getByRole('button', { name: 'Redeem now' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Please complete your profile' });
  await expect(dialog).toContainText("We've noticed you haven't completed your profile. Please complete your profile before continuing");
  await dialog.getByRole('button', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/complete-profile\\?referrer=${encodeURIComponent(path).replace(/%/g, '%')}$`));
});

test('staff add a promotion with a pool of codes as a draft, preview and publish it; a member claims one; staff see who and close it', async ({ page, browser, viewport }) => {
  const title = `Two months of cloud backup free ${crypto.randomBytes(3).toString('hex')}`;
  await page.goto('/login?referrer=%2Fstaff%2Fpromotions');
  await signIn(page, 'zainab.hussain@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner promotions' })).toBeVisible();
  await page.getByRole('link', { name: 'New promotion' }).click();
  await page.getByRole('textbox', { name: /Company name/ }).fill('Mehfooz Cloud');
  await page.getByRole('textbox', { name: /Where members use the code/ }).fill('https://mehfooz.example.pk/redeem');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  // The offer and its terms in the rich text editor: bold from the keyboard, a list from the toolbar.
  const description = page.getByRole('textbox', { name: /^Description/ });
  await description.click();
  await page.keyboard.type('Back up your client work ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('every night');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('.');
  await expect(description.locator('strong')).toHaveText('every night');
  await page.getByRole('textbox', { name: /^Terms and conditions/ }).click();
  await page.getByRole('toolbar', { name: 'Terms and conditions: formatting' }).getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('New accounts only.');
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await expectNotification(page, 'Success', 'The promotion has been created as a draft. Preview it, then publish it when it is ready.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText('0 of 0 codes claimed · 0 left')).toBeVisible();

  await page.getByRole('textbox', { name: /^Codes/ }).fill('code\nMHF-001\nMHF-002\nMHF-002');
  await page.getByRole('button', { name: 'Add codes' }).click();
  await expectNotification(page, 'Success', '2 codes were added.');
  await expect(page.getByText('0 of 2 codes claimed · 2 left')).toBeVisible();
  const staffUrl = page.url();

  // A draft: members do not see it; staff preview it as members will, then publish it.
  const member = await signedIn(browser, 'usman.tariq@example.com', '/dashboard/promotions', viewport);
  await expect(member.getByRole('heading', { level: 1, name: 'Discounts & Promotions' })).toBeVisible();
  await expect(member.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('link', { name: 'Preview as members will see it' }).click();
  await expect(page.getByRole('complementary', { name: 'Preview — not published' })).toBeVisible();
  await expect(page.getByText('Back up your client work')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redeem now' })).toBeDisabled();
  await page.goto(staffUrl);
  await page.getByRole('button', { name: 'Publish the promotion' }).click();
  await expectNotification(page, 'Success', 'The promotion is published: members can see and claim it.');

  // A member finds it and claims the first code.
  await member.reload();
  await member.getByRole('article').filter({ hasText: title }).getByRole('link', { name: /View Details/ }).click();
  await expect(member.getByText('Back up your client work')).toBeVisible();
  await expect(member.locator('main strong', { hasText: 'every night' })).toBeVisible();
  await expect(member.getByRole('listitem').filter({ hasText: 'New accounts only.' })).toBeVisible();
  expect(await member.locator('main script').count()).toBe(0);
  await member.getByRole('button', { name: 'Redeem now' }).click();
  await expect(redeemDialog(member).getByRole('textbox', { name: 'Your promotion code' })).toHaveValue('MHF-001');
  const promotionUrl = member.url();

  await page.goto(staffUrl);
  await expect(page.getByText('1 of 2 codes claimed · 1 left')).toBeVisible();
  const claims = page.getByRole('list', { name: 'Claims, newest first' });
  await expect(claims).toContainText('Muhammad Usman Tariq');
  await expect(claims).toContainText('MHF-001');
  await page.getByRole('button', { name: 'Close this promotion' }).click();
  await page.getByRole('button', { name: 'Close it now' }).click();
  await expectNotification(page, 'Success', 'The promotion is closed.');

  // Closed: gone from the member's list and its page says so.
  await member.goto(promotionUrl);
  await expect(member.getByText('This promotion has ended or does not exist')).toBeVisible();
  await member.goto('/dashboard/promotions');
  await expect(member.getByRole('heading', { level: 1, name: 'Discounts & Promotions' })).toBeVisible();
  await expect(member.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  await member.context().close();
});
