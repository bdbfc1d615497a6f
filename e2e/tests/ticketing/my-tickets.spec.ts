import { expect, test, type Page } from '../site';
import fs from 'node:fs';
import { openAccountMenu, register, uniqueEmail } from '../support';
import { memberFor, openEvent, signInAs } from './flows';

// My Tickets (/dashboard/tickets): the member's upcoming tickets, reached from the account menu; on a phone and a laptop.

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function openMyTickets(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Tickets' }).click();
  } else {
    await (await openAccountMenu(page)).filter({ hasText: 'My Tickets' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard\/tickets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Tickets' })).toBeVisible();
}

test('a member finds the ticket of an event they registered for in My Tickets, with its QR, PDF and calendar file @both', async ({ page, isMobile }, testInfo) => {
  await signInAs(page, memberFor('free', testInfo.project.name));
  await openEvent(page, 'Freelancers Meetup Lahore');
  // Registered once already (another test may have), or now.
  const registerButton = page.getByRole('button', { name: 'Register' }).first();
  const downloadTicket = page.getByRole('link', { name: 'Download Ticket' }).first();
  await expect(registerButton.or(downloadTicket).first()).toBeVisible();
  if (await registerButton.isVisible()) {
    await registerButton.click();
    const dialog = page.getByRole('dialog', { name: 'You are registered' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
  await expect(downloadTicket).toBeVisible();

  await openMyTickets(page, isMobile);
  const ticket = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Freelancers Meetup Lahore' }) });
  await expect(ticket).toHaveCount(1);
  await expect(ticket).toContainText('Arfa Software Technology Park, Ferozepur Road, Lahore');
  await expect(ticket).toContainText('Free entry');
  const qr = ticket.getByRole('img', { name: /^QR code of ticket #\d+$/ });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await noSidewaysScroll(page);
  const [download] = await Promise.all([page.waitForEvent('download'), ticket.getByRole('link', { name: 'Download Ticket' }).click()]);
  expect(fs.readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
  const ics = await page.request.get((await ticket.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await ics.text()).toContain('SUMMARY:Freelancers Meetup Lahore');
});

test('a new member has no upcoming tickets yet and is pointed to the events @phone', async ({ page }) => {
  await page.goto('/register?referrer=%2Fdashboard%2Ftickets');
  await register(page, { name: 'Rabia Khan', email: uniqueEmail(), phone: '0300 7654321', password: 'Karachi#2024' });
  await expect(page).toHaveURL(/\/dashboard\/tickets$/);
  await expect(page.getByRole('heading', { name: 'No upcoming tickets' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/dashboard/events');
  await noSidewaysScroll(page);
});

test('My Tickets is in the dashboard menu, under Events in the Learn group, in English and in Urdu @both', async ({ page, isMobile }) => {
  await signInAs(page, 'bilal.khan@example.com');
  for (const [at, learn, events, myTickets] of [
    ['/dashboard/membership', 'Learn', 'Events', 'My Tickets'],
    ['/ur/dashboard/membership', null, null, 'میرے ٹکٹ'],
  ] as const) {
    await page.goto(at);
    const menu = page.getByRole('navigation', { name: at.startsWith('/ur/') ? 'ڈیش بورڈ' : 'Dashboard' });
    if (isMobile) await page.getByRole('button', { name: at.startsWith('/ur/') ? /ڈیش بورڈ مینو/ : /Dashboard menu/ }).click();
    const groups = await menu.evaluate((nav) =>
      [...nav.children].map((group) => ({ heading: group.querySelector('p')?.textContent ?? '', links: [...group.querySelectorAll('a')].map((a) => a.textContent) })),
    );
    // My Tickets right under Events, before the learning programmes.
    const links = groups.find((g) => g.heading === learn)?.links ?? [];
    if (learn) expect(links.slice(links.indexOf(events), links.indexOf(events) + 2)).toEqual([events, myTickets]);
    await menu.getByRole('link', { name: myTickets }).click();
    await expect(page).toHaveURL(at.startsWith('/ur/') ? /\/ur\/dashboard\/tickets$/ : /\/dashboard\/tickets$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'میرے ٹکٹ' })).toBeVisible();
});
