import { expect, type Page } from '@playwright/test';
import crypto from 'node:crypto';

export const uniqueEmail = () => `member-${crypto.randomBytes(5).toString('hex')}@example.pk`;

/** A whole 2 × 2 PNG: the server decodes every picture before it keeps it, and refuses one cut short or damaged. */
let addresses = 0;
/**
 * Headers that make a request come from an address of its own behind the site's proxy (TRUST_PROXY, e2e/tests/site.ts):
 * a spec that registers members through the API leaves the suite's shared address its allowance of registrations.
 */
export const ownAddress = () => {
  addresses += 1;
  return { 'x-forwarded-for': `198.51.${100 + Math.floor(addresses / 250)}.${1 + (addresses % 250)}` };
};

export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGNQqIhSqIhigFAAGZ4DyffzcmYAAAAASUVORK5CYII=',
  'base64',
);

export async function expectNotification(page: Page, title: 'Success' | 'Error', message: string | RegExp) {
  const toast = page.getByRole(title === 'Error' ? 'alert' : 'status').filter({ hasText: title }).filter({ hasText: message });
  await expect(toast.first()).toBeVisible();
}

export async function register(page: Page, details: { name: string; email: string; phone: string; password: string }) {
  await page.getByLabel('Full name').fill(details.name);
  await page.getByLabel('Email').fill(details.email);
  await page.getByLabel('Contact number').fill(details.phone);
  await page.getByLabel('Password').fill(details.password);
  await page.getByRole('button', { name: 'Register' }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}
