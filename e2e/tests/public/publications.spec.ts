import { expect, test } from '../site';
import crypto from 'node:crypto';
import { mailTo } from './mail';

test('an empty or invalid request shows each of the spec’s messages @phone', async ({ page }) => {
  await page.goto('/publications');
  await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  await page.getByRole('button', { name: 'Download State of Freelancing in Pakistan 2022' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download the report' });
  await dialog.getByRole('button', { name: 'Send me the report' }).click();
  for (const message of ['Please enter your full name', 'Please input your email', 'Please input your contact number', 'Please enter your Organization', 'Please enter your Designation']) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await dialog.getByLabel('Email').fill('nadia-at-lums');
  await dialog.getByLabel('Email').blur();
  await expect(dialog.getByText('The input is not valid email', { exact: true })).toBeVisible();
});

test('a request e-mails the report, and the page says so @phone', async ({ page, request }) => {
  const email = `nadia-${crypto.randomBytes(4).toString('hex')}@lums.example`;
  await page.goto('/publications');
  await page.getByRole('button', { name: 'Download Getting Paid: Payment Channels for Freelancers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download the report' });
  await dialog.getByLabel('Full name').fill('Nadia Parveen');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+92 321 5550198');
  await dialog.getByLabel('Organization').fill('Lahore University of Management Sciences');
  await dialog.getByLabel('Designation').fill('Research Associate');
  await dialog.getByRole('button', { name: 'Send me the report' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The report has been sent to ${email}` })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const mail = await mailTo(email);
  expect(mail.subject).toBe('Your report: Getting Paid: Payment Channels for Freelancers');
  const link = /(http:\/\/127\.0\.0\.1:\d+\/api\/storage\/[a-z0-9]+\.pdf)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  const pdf = await request.get(link!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
