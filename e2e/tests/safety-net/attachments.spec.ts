import { accessibilityFindings } from '../accessibility';
import { expect, test, type Browser, type Page } from '../site';
import crypto from 'node:crypto';
import { expectNotification, signIn, tinyPng } from '../support';

const DEMO_PASSWORD = 'Demo@12345';
// A demo member with orders (seeded) whose issues no other test counts.
const MEMBER = 'ayesha.siddiqui@example.com';

/** A whole one-page PDF: the server checks a PDF's header, a page and its end. */
const onePagePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The member's newest order, as their Order History lists it (read through the API with the page's session). */
const newestOrder = (page: Page) =>
  page.evaluate(async () => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('auth='))?.slice('auth='.length) ?? '');
    const res = await fetch('/api/user/orders', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { items: Array<{ id: number }> } }).data.items[0].id;
  });

async function staffPage(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/login?referrer=${encodeURIComponent(path)}`);
  await signIn(page, 'zainab.hussain@example.com', DEMO_PASSWORD);
  return page;
}

/**
 * Opens an attached file as a person does: the file is downloaded with the session at the press, and a new tab opens
 * it. Answers the download's status and type, and the address the tab opened: a browser that shows the file stays
 * there; one with no viewer for it (a phone's, and the tests' headless Chromium, for a PDF) hands that address to its
 * downloads instead.
 */
async function openFile(page: Page, name: RegExp) {
  // The tab's download is listened for as soon as the tab opens: it can come before the file's answer is read here.
  // (Nothing is saved when the tab shows the file, and closing the tab ends the wait.)
  const opened = page.waitForEvent('popup').then((tab) => ({
    tab,
    saved: tab.waitForEvent('download', { timeout: 15_000 }).then(
      (download) => download.url(),
      () => '',
    ),
  }));
  const [{ tab, saved }, file] = await Promise.all([
    opened,
    page.waitForResponse((res) => /\/api\/(user|staff)\/issues\/attachments\/\d+$/.test(res.url())),
    page.getByRole('button', { name }).click(),
  ]);
  // Whichever comes first: the tab showing the file at its address, or the tab handing that address to its downloads (a
  // tab whose file became a download never finishes loading, so waiting for its load would wait out the test).
  const never = new Promise<string>(() => {});
  const url = await Promise.race([
    tab.waitForURL(/^blob:/, { waitUntil: 'commit' }).then(
      () => tab.url(),
      () => never,
    ),
    saved.then((address) => address || never),
  ]);
  await tab.close();
  return { status: file.status(), type: file.headers()['content-type'], url };
}

test('a member attaches a picture and a PDF and names their order; staff open the files and follow the order @phone', async ({ page, browser }) => {
  const title = `Charged twice ${crypto.randomBytes(3).toString('hex')}`;
  await page.goto('/login?referrer=%2Fdashboard%2Fissues%2Fnew');
  await signIn(page, MEMBER, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'New Issue' })).toBeVisible();
  const orderId = await newestOrder(page);

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Topic').selectOption('Tickets & payments');
  await page.getByLabel('Order number').fill(`#${orderId}`);
  await page.getByLabel('Description').fill('My card was charged twice for one ticket. The statement and the receipt are attached.');
  // A file that is neither a picture nor a PDF is refused before it travels.
  await page.getByLabel('Attach files').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(page.getByText('You can attach JPG or PNG pictures and PDF files only.')).toBeVisible();
  await page.getByLabel('Attach files').setInputFiles([
    { name: 'statement.png', mimeType: 'image/png', buffer: tinyPng },
    { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: onePagePdf },
  ]);
  const toSend = page.getByRole('list', { name: 'Files to send' }).getByRole('listitem');
  await expect(toSend).toHaveCount(2);
  await expect(toSend.first().getByText('statement.png')).toBeVisible();
  await expect(toSend.first().getByText(/^PNG, /)).toBeVisible();
  await expect(toSend.last().getByText('receipt.pdf')).toBeVisible();
  await expect(toSend.last().getByText(/^PDF, /)).toBeVisible();
  await page.getByRole('button', { name: 'Submit issue' }).click();
  await expectNotification(page, 'Success', 'Your issue has been submitted. Our team will respond soon.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const issueId = /\/dashboard\/issues\/(\d+)$/.exec(page.url())![1];

  // The member's page links their order and opens their own files.
  await expect(page.getByRole('link', { name: `About your order #${orderId}` })).toHaveAttribute('href', `/dashboard/orders/${orderId}`);
  const files = page.getByRole('list', { name: 'Attached files' }).getByRole('button');
  await expect(files).toHaveCount(2);
  // Each file's button is named by what it shows (axe: the label is in the name), and the page has nothing else axe finds.
  expect(await accessibilityFindings(page)).toEqual([]);
  expect(await openFile(page, /^Open PDF receipt\.pdf/)).toMatchObject({ status: 200, type: 'application/pdf', url: expect.stringMatching(/^blob:/) });

  // Staff see the files and open them, and follow the order to the staff list of orders.
  const staff = await staffPage(browser, `/staff/issues/${issueId}`);
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  const staffFiles = staff.getByRole('list', { name: 'Files the member attached' }).getByRole('button');
  await expect(staffFiles).toHaveText([/statement\.png/, /receipt\.pdf/]);
  expect(await openFile(staff, /^Open PNG statement\.png/)).toMatchObject({ status: 200, type: 'image/png', url: expect.stringMatching(/^blob:/) });
  await staff.getByRole('link', { name: `Order #${orderId}` }).click();
  await expect(staff).toHaveURL(new RegExp(`/staff/orders\\?q=${orderId}$`));
  await expect(staff.getByRole('table', { name: 'Orders' }).getByRole('cell', { name: `#${orderId}`, exact: true })).toBeVisible();

  // Another member reaches neither the issue's files nor the issue.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await signIn(otherPage, 'bilal.khan@example.com', DEMO_PASSWORD);
  await otherPage.waitForURL((url) => !url.pathname.startsWith('/login'));
  const attachmentIds = await page.evaluate(async (id) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('auth='))?.slice('auth='.length) ?? '');
    const res = await fetch(`/api/user/issues/${id}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { attachments: Array<{ id: number }> } }).data.attachments.map((a) => a.id);
  }, issueId);
  const statuses = await otherPage.evaluate(async (ids) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('auth='))?.slice('auth='.length) ?? '');
    return Promise.all(ids.map(async (id) => (await fetch(`/api/user/issues/attachments/${id}`, { headers: { authorization: `Bearer ${token}` } })).status));
  }, attachmentIds);
  expect(statuses).toEqual([404, 404]);
  await other.close();
  await staff.context().close();
});
