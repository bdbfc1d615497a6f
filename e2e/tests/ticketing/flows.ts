import { expect, type Page } from '@playwright/test';
import { signIn } from '../support';

// Demo members (seed): each project books as different members, so the desktop and phone runs do not meet.
const DEMO_PASSWORD = 'Demo@12345';
export const members = {
  free: { desktop: 'usman.tariq@example.com', phone: 'hira.baloch@example.com' },
  card: { desktop: 'bilal.khan@example.com', phone: 'hamza.qureshi@example.com' },
  bill: { desktop: 'ayesha.siddiqui@example.com', phone: 'usman.tariq@example.com' },
};
type Role = keyof typeof members;
export const STAFF = 'zainab.hussain@example.com';
export const memberFor = (role: Role, project: string) => members[role][project === 'phone' ? 'phone' : 'desktop'];

/** An order's row in the staff's table of orders. */
export const staffOrderRow = (page: Page, orderId: number | string) =>
  page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ has: page.getByRole('cell', { name: `#${orderId}`, exact: true }) });

export async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export async function openEvent(page: Page, title: string) {
  await page.goto('/dashboard/events');
  await page.getByRole('article').filter({ hasText: title }).getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/**
 * The ticket form of the demo festival, which asks for the CNIC and the company and position (seed), filled after the
 * prefilled details; the CNIC first shows the spec's messages.
 */
async function fillTicketForm(page: Page) {
  await expect(page.getByLabel(/^First Name/)).not.toHaveValue('');
  const cnic = page.getByLabel(/^CNIC/);
  await cnic.fill('35202-1234');
  await cnic.blur();
  await expect(page.getByText('CNIC can only be numbers.')).toBeVisible();
  await cnic.fill('352021234');
  await cnic.blur();
  await expect(page.getByText('Please enter your complete CNIC of 13 digits')).toBeVisible();
  // As printed on the card: the dashes are accepted and the 13 digits kept.
  await cnic.fill('35202-1234567-1');
  const company = page.getByLabel(/^Company/);
  await company.fill('');
  await company.blur();
  await expect(page.getByText('Please input your company')).toBeVisible();
  await company.fill('Khan Web Studio');
  await page.getByLabel(/^Position/).fill('Developer');
  // The festival asks for no postal address.
  await expect(page.getByLabel(/^Address/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/ticket\/\d+\/order$/);
}

export async function bookPackage(page: Page, event: string, pkg: string) {
  await openEvent(page, event);
  // A member who already holds a ticket for the event books another one.
  await page.getByRole('button', { name: /^(Register|Book another ticket)$/ }).click();
  await page.getByRole('link', { name: `Book ${pkg}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Ticket' })).toBeVisible();
  await fillTicketForm(page);
}


/** A bill-payment order for the package, as the signed-in member; answers its id. */
export async function billOrder(page: Page, event: string, pkg: string) {
  await bookPackage(page, event, pkg);
  await page.getByRole('radio', { name: /Bill payment/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/order\/onebill\?id=\d+$/);
  return new URL(page.url()).searchParams.get('id')!;
}
