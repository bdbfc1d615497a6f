import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, test } from '../site';
import { signIn } from '../support';
import { STAFF } from '../ticketing/flows';

// A visitor asks for a report on the publications page; staff find the request among that publication's requests,
// read what the person agreed to, and take the list away as a CSV file a spreadsheet reads right (Urdu included).

const DEMO_PASSWORD = 'Demo@12345';
const REPORT = 'Getting Paid: Payment Channels for Freelancers';

test('staff find a visitor’s request by its publication and export it as CSV', async ({ page }) => {
  const tag = crypto.randomBytes(4).toString('hex');
  const name = `عائشہ صدیقی ${tag}`;
  const email = `ayesha-${tag}@karachi-uni.example`;

  await page.goto('/publications');
  await page.getByRole('button', { name: `Download ${REPORT}` }).click();
  const form = page.getByRole('dialog', { name: 'Download the report' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('0300 1234567');
  await form.getByLabel('Organization').fill('University of Karachi, Department of Economics');
  await form.getByLabel('Designation').fill('Lecturer');
  await form.getByRole('button', { name: 'Send me the report' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The report has been sent to ${email}` })).toBeVisible();

  await page.goto('/login');
  await signIn(page, STAFF, DEMO_PASSWORD);
  // Signed in once the staff home opens: the session is stored by then.
  await expect(page).toHaveURL(/\/staff$/);
  await page.goto('/staff/publication-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Publication requests' })).toBeVisible();
  await page.getByLabel('Publication', { exact: true }).selectOption({ label: REPORT });
  await expect(page).toHaveURL(/[?&]publication=\d+/);
  const table = page.getByRole('table', { name: 'Publication requests, newest first' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(REPORT);
  await expect(table.getByRole('row').filter({ hasNotText: REPORT })).toHaveCount(1); // the header row only

  await row.getByText(email).click();
  const panel = page.getByRole('dialog', { name: `${name}: ${REPORT}` });
  await expect(panel).toContainText('Lecturer, University of Karachi, Department of Economics');
  await expect(panel).toContainText(`We will not add you to a mailing list. Requested: "${REPORT}".`);
  await panel.getByRole('button', { name: /close/i }).click();

  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  await expect(table.getByRole('row')).toHaveCount(2);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^publication-requests-\d{4}-\d\d-\d\d\.csv$/);
  const file = await fs.readFile(await download.path());
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = file.toString('utf8');
  expect(text).toContain(`"${REPORT}","${name}","${email}","0300 1234567","University of Karachi, Department of Economics","Lecturer"`);
  // Just the filter's request: the header and this one.
  expect(text.trimEnd().split('\r\n')).toHaveLength(2);
});
