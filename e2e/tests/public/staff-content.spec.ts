import { expect, test } from '../site';
import { expectNotification, signIn, tinyPng } from '../support';

// Staff write a press release with its PDF and publish it; a visitor finds it among the press releases and downloads
// the PDF; staff unpublish it and it is gone.

const DEMO_PASSWORD = 'Demo@12345';
/** A one-page PDF: the server checks an upload for the header, a page and the end-of-file marker. */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('staff publish a press release with a PDF; a visitor reads it and gets the PDF; staff unpublish it and it is gone', async ({ page, browser }) => {
  const title = 'Association welcomes faster payouts, from a laptop';
  await page.goto('/login?referrer=%2Fstaff%2Fpress-releases');
  await signIn(page, 'zainab.hussain@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Press releases' })).toBeVisible();
  // The seed's draft is listed for staff.
  await page.getByLabel('State').selectOption('draft');
  await expect(page.getByRole('table', { name: /Press releases/ }).getByRole('link', { name: 'Association responds to the draft digital services tax' })).toBeVisible();

  await page.getByRole('link', { name: 'New press release' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New press release' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByLabel(/Featured image/).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByLabel('Uploading')).toHaveCount(0);
  await page.getByRole('textbox', { name: /^Press release/ }).click();
  await page.keyboard.type('ISLAMABAD — The association welcomes the faster payouts announced by the platforms.');
  await page.getByLabel('Add a PDF').setInputFiles({ name: 'Payouts statement.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
  await expect(page.getByRole('group', { name: 'PDF 1' }).getByRole('textbox', { name: /^Name shown to visitors/ })).toHaveValue('Payouts statement');

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expectNotification(page, 'Success', 'The press release is published: visitors can read it now.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const releaseId = new URL(page.url()).pathname.split('/').pop();

  // A visitor finds it first among the press releases, opens it and downloads the PDF.
  const visitor = await browser.newPage();
  await visitor.goto('/press-releases');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`/press-release/[a-z0-9-]+/${releaseId}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const download = visitor.getByRole('link', { name: /^Payouts statement \(PDF, / });
  const pdf = await visitor.request.get((await download.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Staff take it back: the visitor's next load finds nothing.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expectNotification(page, 'Success', 'The press release is a draft again: only staff can see it.');
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('This press release does not exist')).toBeVisible();
  await visitor.goto('/press-releases');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Press Releases' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  await visitor.close();
});
