import { expect, test, type Browser, type Page } from '../site';
import crypto from 'node:crypto';
import { expectNotification, signIn } from '../support';

const DEMO_PASSWORD = 'Demo@12345';
// Demo members whose issues no other test counts (the dashboard's test expects Bilal and Hamza to have none open).
const memberFor = (project: string) => (project === 'phone' ? 'ayesha.siddiqui@example.com' : 'usman.tariq@example.com');

async function signedIn(browser: Browser, email: string, path: string, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ viewport: viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/login?referrer=${encodeURIComponent(path)}`);
  await signIn(page, email, DEMO_PASSWORD);
  return page;
}

const thread = (page: Page) => page.getByRole('list', { name: 'Conversation and internal notes, oldest first' }).getByRole('listitem');
const inboxRow = (page: Page, title: string) => page.getByRole('table').getByRole('row').filter({ hasText: title });

test('staff take an issue, note what the member must not read, answer from a saved reply and resolve it; the member reads only the answer', async ({ page, browser, viewport }, testInfo) => {
  const mark = crypto.randomBytes(3).toString('hex');
  const title = `Withdrawal not received ${mark}`;
  const note = `Internal ${mark}: the bank flagged this account for review; do not tell the member yet.`;
  const savedTitle = `Withdrawal reference ${mark}`;
  const savedBody = 'Could you send us the withdrawal reference, the date and the amount? We will take it up with the bank.';

  // The member raises the issue.
  await page.goto('/login?referrer=%2Fdashboard%2Fissues%2Fnew');
  await signIn(page, memberFor(testInfo.project.name), DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'New Issue' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Topic').selectOption('General Query');
  await page.getByLabel('Description').fill('I withdrew from Payoneer a week ago and the money has not arrived.');
  await page.getByRole('button', { name: 'Submit issue' }).click();
  await expectNotification(page, 'Success', 'Your issue has been submitted. Our team will respond soon.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const issueUrl = page.url();

  // Staff keep a reply for the whole team.
  const staff = await signedIn(browser, 'zainab.hussain@example.com', '/staff/issues/saved-replies', viewport);
  await expect(staff.getByRole('heading', { level: 1, name: 'Saved replies' })).toBeVisible();
  const newReply = staff.getByRole('form', { name: 'New saved reply' });
  await newReply.getByRole('textbox', { name: 'Title' }).fill(savedTitle);
  await newReply.getByRole('textbox', { name: 'Reply' }).fill(savedBody);
  await newReply.getByRole('button', { name: 'Save reply' }).click();
  await expectNotification(staff, 'Success', 'The reply has been saved.');
  await expect(staff.getByRole('article', { name: savedTitle })).toContainText(savedBody);

  // The new issue waits for staff, unassigned, with new activity.
  await staff.goto('/staff/issues?view=waiting&assignee=none');
  await expect(staff.getByRole('table', { name: 'Issues waiting for staff, oldest first' })).toBeVisible();
  await expect(inboxRow(staff, title)).toContainText('New activity');
  await expect(inboxRow(staff, title)).toContainText('Unassigned');
  await staff.getByRole('link', { name: new RegExp(title) }).click();
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();

  // Given to another staff member only once the choice is confirmed, then taken by Zainab.
  await staff.getByLabel('Assigned to').selectOption({ label: 'Hamza Qureshi' });
  await expect(staff.getByRole('button', { name: 'Assign', exact: true })).toBeVisible();
  await staff.reload();
  await expect(staff.getByLabel('Assigned to').locator('option:checked')).toHaveText('Nobody');
  await staff.getByLabel('Assigned to').selectOption({ label: 'Hamza Qureshi' });
  await staff.getByRole('button', { name: 'Assign', exact: true }).click();
  await expectNotification(staff, 'Success', 'The issue is now Hamza Qureshi’s.');
  await expect(staff.getByRole('button', { name: 'Assign', exact: true })).toHaveCount(0);
  await staff.getByRole('button', { name: 'Assign to me' }).click();
  await expectNotification(staff, 'Success', 'The issue is now Zainab Hussain’s.');
  await expect(staff.getByLabel('Assigned to').locator('option:checked')).toHaveText('Zainab Hussain');
  await expect(staff.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);

  // A note for the team, tinted orange, in the conversation.
  const noteForm = staff.getByRole('form', { name: 'Internal note' });
  await noteForm.getByRole('textbox').fill(note);
  await noteForm.getByRole('button', { name: 'Add note' }).click();
  await expectNotification(staff, 'Success', 'Your note has been added. Only staff can see it.');
  await expect(thread(staff)).toHaveCount(1);
  await expect(staff.getByRole('article', { name: 'Internal note' })).toContainText(note);
  await expect(staff.getByRole('article', { name: 'Internal note' })).toContainText('staff only');

  // The saved reply goes into the reply box, is edited, and goes out with the issue resolved.
  const box = staff.getByRole('textbox', { name: 'Reply as staff' });
  await staff.getByLabel('Insert a saved reply').selectOption({ label: savedTitle });
  await expect(box).toHaveValue(savedBody);
  await box.fill(`${savedBody}\n\nRegards, Zainab`);
  await staff.getByRole('button', { name: 'Reply and resolve' }).click();
  await expectNotification(staff, 'Success', 'Your reply has been sent and the issue is now Resolved.');
  await staff.getByRole('button', { name: 'Change Status' }).click();
  await expect(staff.getByRole('dialog', { name: 'Change Status' })).toContainText('This issue is Resolved.');
  await expect(staff.getByRole('dialog', { name: 'Change Status' }).getByRole('button', { name: 'Reopen Issue' })).toBeVisible();
  await expect(staff.getByRole('dialog', { name: 'Change Status' }).getByRole('button', { name: 'Mark Resolved' })).toHaveCount(0);
  await staff.keyboard.press('Escape');
  await expect(staff.getByRole('dialog', { name: 'Change Status' })).toHaveCount(0);
  await expect(thread(staff)).toHaveCount(2);
  await expect(thread(staff).last()).toContainText('Regards, Zainab');
  await expect(box).toHaveValue('');

  // The inbox now lists it as Zainab's, with nothing new.
  await staff.goto('/staff/issues?assignee=me');
  await expect(inboxRow(staff, title)).toContainText('Zainab Hussain');
  await expect(inboxRow(staff, title)).toContainText('Resolved');
  await expect(inboxRow(staff, title)).not.toContainText('New activity');
  await staff.context().close();

  // The member has a new reply, reads the answer, and never the note.
  await page.goto('/dashboard/issues');
  await expect(page.getByRole('article').filter({ hasText: title })).toContainText('New reply');
  const read = page.waitForResponse((res) => /\/api\/user\/issues\/\d+\/seen$/.test(res.url()) && res.request().method() === 'POST');
  await page.goto(issueUrl);
  const comments = page.getByRole('list', { name: 'Comments, oldest first' }).getByRole('listitem');
  await expect(comments).toHaveCount(1);
  await expect(comments.first()).toContainText('Regards, Zainab');
  await expect(comments.first()).toContainText('Staff');
  await expect(page.getByText('This issue is Resolved. Adding a comment reopens it.')).toBeVisible();
  await expect(page.getByText('flagged this account')).toHaveCount(0);
  await expect(page.getByText('Internal note')).toHaveCount(0);
  expect((await read).ok()).toBe(true);
  await page.goto('/dashboard/issues');
  await expect(page.getByRole('article').filter({ hasText: title })).not.toContainText('New reply');
});
