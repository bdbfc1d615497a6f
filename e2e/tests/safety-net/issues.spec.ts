import { expect, test, type Browser, type Page } from '../site';
import crypto from 'node:crypto';
import { expectNotification, register, signIn, uniqueEmail } from '../support';

const DEMO_PASSWORD = 'Demo@12345';

async function staffPage(browser: Browser, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ viewport: viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/login?referrer=%2Fstaff%2Fissues');
  await signIn(page, 'zainab.hussain@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Member issues' })).toBeVisible();
  return page;
}

const comments = (page: Page) => page.getByRole('list', { name: 'Comments, oldest first' }).getByRole('listitem');
/** The staff's view of the same conversation, with their internal notes between the comments. */
const staffThread = (page: Page) => page.getByRole('list', { name: 'Conversation and internal notes, oldest first' }).getByRole('listitem');

test('a member raises an issue, staff reply and resolve it, the member reads the reply as Staff’s and answers it, which reopens it, then closes it @phone', async ({ page, browser, viewport }) => {
  const title = `Stuck payment ${crypto.randomBytes(3).toString('hex')}`;
  await page.goto('/register?referrer=%2Fdashboard%2Fissues%2Fnew');
  await register(page, { name: 'Kamran Akmal', email: uniqueEmail(), phone: '0300 7654321', password: 'Lahore#2026' });
  await expect(page.getByRole('heading', { level: 1, name: 'New Issue' })).toBeVisible();

  // Each of the spec's messages, then the issue.
  await page.getByRole('button', { name: 'Submit issue' }).click();
  await expect(page.getByText('Please enter your title')).toBeVisible();
  await expect(page.getByText('Please select your relevant topic')).toBeVisible();
  await expect(page.getByText('Please explain your problem further')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Topic').selectOption('Banking');
  await page.getByLabel('Description').fill('My client paid ten days ago and the money has not reached my account.');
  await page.getByRole('button', { name: 'Submit issue' }).click();
  await expectNotification(page, 'Success', 'Your issue has been submitted. Our team will respond soon.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const issueUrl = page.url();
  await expect(page.getByText('No comments yet.')).toBeVisible();

  // Staff find it waiting in the inbox, reply and resolve it.
  const staff = await staffPage(browser, viewport);
  await staff.getByLabel('Topic').selectOption('Banking');
  await staff.getByRole('link', { name: new RegExp(title) }).click();
  await staff.getByRole('textbox', { name: 'Reply as staff' }).fill('Please send us the transfer receipt; we will take it up with the bank.');
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expectNotification(staff, 'Success', 'Your reply has been sent.');
  await expect(staffThread(staff)).toHaveCount(1);
  // Change Status offers only the moves from Open.
  await staff.getByRole('button', { name: 'Change Status' }).click();
  const staffDialog = staff.getByRole('dialog', { name: 'Change Status' });
  await expect(staffDialog.getByRole('button', { name: 'Mark Closed' })).toBeVisible();
  await expect(staffDialog.getByRole('button', { name: 'Reopen Issue' })).toHaveCount(0);
  await staffDialog.getByRole('button', { name: 'Mark Resolved' }).click();
  await expectNotification(staff, 'Success', 'The issue is now Resolved.');
  await expect(staffDialog).toHaveCount(0);
  const staffUrl = staff.url();

  // The member sees the reply under the Staff label, and the issue resolved: a comment would reopen it.
  await page.goto(issueUrl);
  await expect(comments(page)).toHaveCount(1);
  await expect(comments(page).first()).toContainText('Zainab Hussain');
  await expect(comments(page).first()).toContainText('Staff');
  await expect(comments(page).first()).toContainText('Please send us the transfer receipt');
  await expect(page.getByText('This issue is Resolved. Adding a comment reopens it.')).toBeVisible();
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByText('Please enter a comment')).toBeVisible();
  await page.getByRole('textbox', { name: 'Add a comment' }).fill('Receipt: PW-77120. The money has still not arrived.');
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expectNotification(page, 'Success', 'Your comment has been added and the issue is open again.');
  await expect(comments(page)).toHaveCount(2);
  await expect(comments(page).last()).toContainText('Kamran Akmal');
  await expect(comments(page).last()).toContainText('Member');
  await expect(comments(page).last()).toContainText('Reopened the issue');
  await expect(page.getByText('This issue is Resolved. Adding a comment reopens it.')).toHaveCount(0);

  // Staff see it open again, waiting for them with new activity, and the comment that reopened it.
  await staff.goto('/staff/issues?view=waiting');
  const row = staff.getByRole('table').getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('New activity');
  await expect(row).toContainText('Open');
  await staff.goto(staffUrl);
  await expect(staffThread(staff).last()).toContainText('Reopened the issue');
  await staff.getByRole('button', { name: 'Change Status' }).click();
  await expect(staff.getByRole('dialog', { name: 'Change Status' })).toContainText('This issue is Open.');
  await staff.context().close();

  // The list shows it open; the member closes it, and a Closed issue takes no comment.
  await page.goto('/dashboard/issues');
  await expect(page.getByRole('article').filter({ hasText: title })).toContainText('Open');
  await page.goto(issueUrl);
  await page.getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await expect(dialog.getByRole('button', { name: 'Reopen Issue' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Mark Closed' }).click();
  await expectNotification(page, 'Success', 'The issue is now Closed.');
  await expect(page.getByText('This issue is Closed, so it takes no more comments. If you still need help, reopen it from Change Status.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Add a comment' })).toHaveCount(0);
});

test('a member asks to be told when a service opens, and the page remembers @phone', async ({ page }, testInfo) => {
  // A demo member per project (the projects share one database); registering here would spend the register limit
  // per address that the other tests need.
  await page.goto('/login?referrer=%2Fdashboard%2Fmentorship');
  await signIn(page, testInfo.project.name === 'phone' ? 'hira.baloch@example.com' : 'bilal.khan@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Mentorship' })).toBeVisible();
  await expect(page.getByText('Coming soon')).toBeVisible();
  await page.getByRole('button', { name: 'Tell me when it opens' }).click();
  await expect(page.getByText('We will e-mail you when Mentorship opens.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('We will e-mail you when Mentorship opens.')).toBeVisible();
});
