import { expect, test } from '../site';
import { expectNotification, signIn, tinyPng } from '../support';

// Staff write a blog post in the rich editor with a picture, publish it, and visitors read it on the blog; staff
// unpublish it and it is gone.

const DEMO_PASSWORD = 'Demo@12345';

test('staff write a post with a picture and publish it; a visitor reads it; staff unpublish it and it is gone', async ({ page, browser }) => {
  const title = 'Invoicing Gulf clients from a laptop';
  await page.goto('/login?referrer=%2Fstaff%2Fblogs');
  await signIn(page, 'zainab.hussain@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  // The seed's posts in each state.
  const table = page.getByRole('table', { name: /Blog posts/ });
  await expect(table.getByRole('link', { name: 'Writing a proposal that gets read' })).toBeVisible();
  await page.getByLabel('State').selectOption('scheduled');
  await expect(page).toHaveURL(/status=scheduled/);
  await expect(table.getByRole('link', { name: /Tax returns for freelancers/ })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Writing a proposal that gets read' })).toHaveCount(0);

  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByLabel(/Featured image/).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByLabel('Uploading')).toHaveCount(0);

  // The editor: a heading, bold text and a list from the toolbar and the keyboard.
  const editor = page.getByRole('textbox', { name: /^Post/ });
  const toolbar = page.getByRole('toolbar', { name: 'Post: formatting' });
  await editor.click();
  await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type('Send the invoice on delivery day');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Clients in the Gulf pay ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('within a week');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' when the invoice is clear.');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Your bank details');
  await page.keyboard.press('Enter');
  await page.keyboard.type('The work delivered');
  await expect(editor.locator('h2')).toHaveText('Send the invoice on delivery day');
  await expect(editor.locator('strong')).toHaveText('within a week');
  await expect(editor.locator('li')).toHaveCount(2);

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expectNotification(page, 'Success', 'The post is published: visitors can read it now.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const blogId = new URL(page.url()).pathname.split('/').pop();

  // A visitor finds it on the blog and opens it.
  const visitor = await browser.newPage();
  await visitor.goto('/blog');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`/blog/[a-z0-9-]+/${blogId}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Send the invoice on delivery day' })).toBeVisible();
  await expect(visitor.getByText('within a week', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Zainab Hussain').first()).toBeVisible();

  // Staff take it back: the visitor's next load finds nothing.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expectNotification(page, 'Success', 'The post is a draft again: only staff can see it.');
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('This blog post does not exist')).toBeVisible();
  await visitor.goto('/blog');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  await visitor.close();
});

/** A `datetime-local` value in Karachi time (UTC+5), `hours` from now. */
const karachiInput = (hours: number) => new Date(Date.now() + hours * 3_600_000 + 5 * 3_600_000).toISOString().slice(0, 16);

test('a schedule for a time that has passed is refused and saves nothing; the next valid schedule makes exactly one post', async ({ page }) => {
  const title = `Quarterly tax dates ${Date.now().toString(36)}`;
  await page.goto('/login?referrer=%2Fstaff%2Fblogs');
  await signIn(page, 'zainab.hussain@example.com', DEMO_PASSWORD);
  const table = page.getByRole('table', { name: /Blog posts/ });
  await expect(table).toBeVisible();
  const postsBefore = await table.getByRole('row').allTextContents();

  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByLabel(/Featured image/).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByLabel('Uploading')).toHaveCount(0);
  await page.getByRole('textbox', { name: /^Post/ }).click();
  await page.keyboard.type('File by the fifteenth of the month after the quarter ends.');

  const when = page.getByLabel(/^Publish at \(Karachi time\)/);
  await when.fill(karachiInput(-2));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('region', { name: 'Please correct these before saving' })).toContainText('Please choose a time to come, or publish it now.');
  await expect(when).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeVisible();

  // Nothing was saved: the list is as it was, with no hidden draft of the post.
  const list = await page.context().newPage();
  await list.goto('/staff/blogs');
  await expect(list.getByRole('table', { name: /Blog posts/ })).toBeVisible();
  expect(await list.getByRole('table', { name: /Blog posts/ }).getByRole('row').allTextContents()).toEqual(postsBefore);

  await when.fill(karachiInput(48));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expectNotification(page, 'Success', 'The post is scheduled: visitors see it from the time you chose.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/blogs\/\d+$/);
  // No Error notice is left beside the Success one.
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toHaveCount(0);

  // Exactly one post, with the title's own address (no -2).
  await list.goto(`/staff/blogs?q=${encodeURIComponent(title)}`);
  await expect(list.getByRole('table', { name: /Blog posts/ }).getByRole('link', { name: title })).toHaveCount(1);
  await list.getByRole('table', { name: /Blog posts/ }).getByRole('link', { name: title }).click();
  await expect(list.getByText(/Address: \/blog\/quarterly-tax-dates-[a-z0-9]+\/\d+\./)).toBeVisible();
  await list.close();
});
