import { expect, test, untilInteractive, type APIRequestContext, type Browser, type Page } from '../site';
import { newMember } from '../support';
import { signInAs, STAFF } from './flows';

// The door with no network (pretix's offline check-in, in the browser): a phone prepared for an event keeps the page
// and the event's tickets, admits and refuses from them after a reload with no network, and sends its admissions when
// the network returns, once. Two phones admitting one ticket while both were offline end with one admission and a
// conflict staff can read. Members are made for each test, so no other test's check-ins meet these.
const EVENT = 'Women in Freelancing Peshawar';
const PASSWORD = 'Peshawar#2027';
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** A new member's ticket for the free event: its code, as their ticket page shows it. */
async function freeTicket(request: APIRequestContext, eventId: string, name: string) {
  const { token } = await newMember(request, { name, password: PASSWORD, withProfile: true });
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post(`/api/user/event/${eventId}/enroll`, { headers })).status()).toBe(200);
  const link = (await (await request.get(`/api/event/user/ticket-url?event_id=${eventId}`, { headers })).json()) as { data: { code: string } };
  return link.data.code;
}

/** A staff member's own token, for reading what the server holds. */
async function staffToken(request: APIRequestContext) {
  const answer = await request.post('/api/user/login', { data: { email: STAFF, password: 'Demo@12345' } });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

interface OfflineDoors {
  devices: Array<{ name: string; admitted_offline: number }>;
  conflicts: Array<{ holder: string; first: { device: string; at: string } | null; second: { device: string; at: string } }>;
}
const offlineDoors = async (request: APIRequestContext, token: string, eventId: string) =>
  ((await (await request.get(`/api/staff/events/${eventId}/door`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: OfflineDoors }).data;
const attendee = async (request: APIRequestContext, token: string, eventId: string, q: string) =>
  ((await (await request.get(`/api/staff/events/${eventId}/attendees`, { params: { q }, headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { attendees: Array<{ holder: string; checked_in_at: string | null }> };
  }).data.attendees;

/** A door phone: staff signed in on a phone of their own, at the event's door, prepared for offline use as `name`. */
async function preparedDoor(browser: Browser, name: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signInAs(page, STAFF);
  await page.goto('/staff/check-in');
  // A page of a context made here is not waited for by the site's fixture: the event is chosen once it has hydrated.
  await untilInteractive(page);
  const eventSelect = page.getByLabel('Event');
  const option = eventSelect.locator('option', { hasText: EVENT }).first();
  await expect(option).toHaveCount(1);
  const eventId = (await option.getAttribute('value')) ?? '';
  await eventSelect.selectOption(eventId);
  await expect(page).toHaveURL(new RegExp(`/staff/check-in\\?event=${eventId}$`));
  const panel = page.getByLabel('Offline use', { exact: true });
  await expect(panel.getByText('Not prepared')).toBeVisible();
  await panel.getByLabel('This phone’s name').fill(name);
  await panel.getByRole('button', { name: 'Prepare this phone for offline use' }).click();
  await expect(panel.getByText('Ready offline')).toBeVisible({ timeout: 30_000 });
  return { context, page, panel, eventId };
}

async function enter(page: Page, code: string) {
  await page.getByLabel(/Ticket code/).fill(code);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
}

test('a prepared phone reloads with no network, admits and refuses from its list, and the server has each admission once @phone', async ({ browser, request }) => {
  const door = await preparedDoor(browser, 'Gate A');
  const { page, panel, context, eventId } = door;
  const listed = await freeTicket(request, eventId, 'Nargis Offline');
  // Prepared again, so its list holds the ticket just made; a ticket made after it is not in the list.
  await panel.getByRole('button', { name: 'Download the list again' }).click();
  await expect(panel.getByText(/tickets in this phone’s list/)).toBeVisible();
  const later = await freeTicket(request, eventId, 'Zarmina Later');
  const result = page.getByRole('status', { name: 'Check-in result' });

  await context.setOffline(true);
  await page.reload();
  await untilInteractive(page);
  await expect(page.getByRole('heading', { name: 'Check-in' })).toBeVisible();
  await expect(panel.getByText('No network: working from this phone’s list')).toBeVisible();

  await enter(page, listed);
  await expect(result).toContainText('Nargis Offline is checked in.');
  await expect(result).toContainText('Decided by this phone with no network');
  await enter(page, listed);
  await expect(result).toContainText('Already checked in');
  // A forged code: the last characters of a genuine one changed.
  await enter(page, `${listed.slice(0, -3)}${listed.endsWith('AAA') ? 'BBB' : 'AAA'}`);
  await expect(result).toContainText('Refused');
  await expect(result).toContainText('This is not a valid ticket code.');
  // A ticket bought after the phone was prepared proves itself by its signature.
  await enter(page, later);
  await expect(result).toContainText('is checked in.');
  await expect(result).toContainText('Not in this phone’s list');
  await expect(panel.getByText('2 admissions waiting to be sent.')).toBeVisible();

  await context.setOffline(false);
  await expect(panel.getByText('0 admissions waiting to be sent.')).toBeVisible({ timeout: 30_000 });
  // Synced again: nothing is admitted twice.
  await panel.getByRole('button', { name: 'Sync now' }).click();
  await expect(panel.getByText('0 admissions waiting to be sent.')).toBeVisible();

  const token = await staffToken(request);
  const doors = await offlineDoors(request, token, eventId);
  expect(doors.devices.find((d) => d.name === 'Gate A')?.admitted_offline).toBe(2);
  expect(doors.conflicts).toEqual([]);
  expect((await attendee(request, token, eventId, 'Nargis Offline'))[0]?.checked_in_at).not.toBeNull();
  expect((await attendee(request, token, eventId, 'Zarmina Later'))[0]?.checked_in_at).not.toBeNull();
  await context.close();
});

test('two phones admitting one ticket with no network end with one admission and a conflict staff can read @phone', async ({ browser, request }) => {
  const gate1 = await preparedDoor(browser, 'Gate 1');
  const gate2 = await preparedDoor(browser, 'Gate 2');
  const code = await freeTicket(request, gate1.eventId, 'Shazia Twice');
  for (const gate of [gate1, gate2]) {
    await gate.panel.getByRole('button', { name: 'Download the list again' }).click();
    await expect(gate.panel.getByRole('button', { name: 'Download the list again' })).toBeEnabled();
  }

  for (const gate of [gate1, gate2]) {
    await gate.context.setOffline(true);
    await enter(gate.page, code);
    await expect(gate.page.getByRole('status', { name: 'Check-in result' })).toContainText('Shazia Twice is checked in.');
  }
  await gate1.context.setOffline(false);
  await expect(gate1.panel.getByText('0 admissions waiting to be sent.')).toBeVisible({ timeout: 30_000 });
  await gate2.context.setOffline(false);
  await expect(gate2.panel.getByText('0 admissions waiting to be sent.')).toBeVisible({ timeout: 30_000 });

  // The phone that synced second is told, and so is every door page online.
  await expect(gate2.panel.getByText('After sync: 1 admission needs a look')).toBeVisible();
  const conflicts = gate1.page.getByLabel('Conflicts after sync', { exact: true });
  await expect(conflicts.getByText('Shazia Twice', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(conflicts).toContainText('Gate 1');
  await expect(conflicts).toContainText('Gate 2');

  const token = await staffToken(request);
  const doors = await offlineDoors(request, token, gate1.eventId);
  const conflict = doors.conflicts.filter((c) => c.holder === 'Shazia Twice');
  expect(conflict).toHaveLength(1);
  expect([conflict[0].first?.device, conflict[0].second.device].sort()).toEqual(['Gate 1', 'Gate 2']);
  expect((await attendee(request, token, gate1.eventId, 'Shazia Twice'))[0]?.checked_in_at).not.toBeNull();
  await gate1.context.close();
  await gate2.context.close();
});
