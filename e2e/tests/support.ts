import { expect, type APIRequestContext, type Page } from '@playwright/test';
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

/**
 * Opens the header's account menu on a laptop and answers its items. The menu is open once it has taken the focus, as
 * a keyboard finds it: in its first frames it is still placing itself, and a press there can miss its item.
 */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu', { name: 'Account menu' })).toBeFocused();
  return page.getByRole('menuitem');
}

export async function register(page: Page, details: { name: string; email: string; phone: string; password: string }) {
  await page.getByLabel('Full name').fill(details.name);
  await page.getByLabel('Email').fill(details.email);
  await page.getByLabel('Contact number').fill(details.phone);
  await page.getByLabel('Password').fill(details.password);
  await page.getByRole('button', { name: 'Register' }).click();
}

/** Signs in on the Urdu sign-in page and waits to leave it. */
export async function signInInUrdu(page: Page, email: string, password: string) {
  await page.goto('/ur/login');
  await page.getByLabel('ای میل').fill(email);
  await page.getByLabel('پاس ورڈ').fill(password);
  await page.getByRole('button', { name: 'سائن ان' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/ur/login'));
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * A new member registered through the API from an address of its own, in `language` (the account keeps it), with a
 * complete profile through the API as the form sends it when `withProfile` (booking a ticket and enrolling need one).
 */
export async function newMember(request: APIRequestContext, { name, password, language = 'en', withProfile = false }: { name: string; password: string; language?: 'en' | 'ur'; withProfile?: boolean }) {
  const email = uniqueEmail();
  const made = await request.post('/api/user/register', { data: { name, email, phone: '03001234567', password }, headers: { ...ownAddress(), 'accept-language': language } });
  expect(made.status()).toBe(201);
  const { language: kept, api_token: token } = ((await made.json()) as { data: { language: string; api_token: string } }).data;
  expect(kept).toBe(language);
  if (!withProfile) return { email, token };
  const headers = { authorization: `Bearer ${token}` };
  const upload = await request.post('/api/upload-image', { headers, multipart: { image: { name: 'me.png', mimeType: 'image/png', buffer: tinyPng } } });
  expect(upload.status()).toBeLessThan(300);
  const [primary] = ((await (await request.get('/api/primary-skills')).json()) as { data: Array<{ id: number }> }).data;
  const [secondary] = ((await (await request.get(`/api/secondary-skills?parent_id=${primary.id}`)).json()) as { data: Array<{ id: number }> }).data;
  const saved = await request.post('/api/user/complete-profile', {
    headers,
    data: {
      avatar: ((await upload.json()) as { data: string }).data,
      gender: 'Female',
      city: 'Multan',
      state: 'Punjab',
      country: 'Pakistan',
      birthdate: '1996-02-03',
      degree: 'graduate',
      field_of_study: 'Business Administration',
      institute: 'Bahauddin Zakariya University',
      title: 'Virtual assistant',
      linkedin: 'https://www.linkedin.com/in/quiz-e2e',
      primary_skill: primary.id,
      secondary_skill: secondary.id,
      years_experience: 'Between 1-10 years',
      hourly_rate: 2500,
      availability: 'Part time',
      experience_level: 'intermediate',
      bio: 'I help small businesses in Pakistan with their e-mail, calendars and customer messages, in Urdu and in English, every working day.',
      platforms: [],
    },
  });
  expect(saved.status()).toBe(200);
  return { email, token };
}
