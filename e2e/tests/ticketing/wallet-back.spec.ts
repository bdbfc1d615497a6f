import { expect, test, untilInteractive, type APIRequestContext, type Page } from '../site';
import { ownAddress, signIn, uniqueEmail } from '../support';

// Leaving for a wallet's page and coming back by the browser's Back and Forward (the JazzCash simulator here, as in
// `npm start`): the member finds their order waiting for the wallet's answer, and never a page asking to send a form
// again ("Confirm Form Resubmission"); the step that sends them on to the wallet never sends itself twice.

const PASSWORD = 'Quetta#2026';

/** A new member with a ticket for Freelance Fest Karachi 2027's Standard pass, signed in on its order page. */
async function atTicketOrder(page: Page, request: APIRequestContext) {
  const email = uniqueEmail();
  expect((await request.post('/api/user/register', { headers: ownAddress(), data: { name: 'Sana Baig', email, phone: '03001234567', password: PASSWORD } })).status()).toBe(201);
  const token = (await (await request.post('/api/user/login', { data: { email, password: PASSWORD } })).json()).data.token as string;
  const events = (await (await request.get('/api/events')).json()).data.items as Array<{ id: number; title: string }>;
  const event = events.find((e) => e.title === 'Freelance Fest Karachi 2027')!;
  const packages = (await (await request.get(`/api/events/${event.id}`)).json()).data.packages as Array<{ id: number; name: string }>;
  const pass = packages.find((p) => p.name === 'Standard pass')!;
  // What the festival's booking asks for (seed): the name, e-mail and phone, the CNIC, the company and position.
  const holder = { first_name: 'Sana', last_name: 'Baig', email, cnic: '3520212345671', company: 'Baig Studio', position: 'Designer', phone_number: '03001234567' };
  const ticket = await request.post(`/api/user/events/${event.id}/packages/${pass.id}/tickets`, { data: holder, headers: { authorization: `Bearer ${token}` } });
  expect(ticket.status()).toBe(201);
  const orderPath = `/ticket/${(await ticket.json()).data.id}/order`;
  await page.goto(`/login?referrer=${encodeURIComponent(orderPath)}`);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  return orderPath;
}

test('Back from JazzCash finds the order waiting for JazzCash; Back after its answer shows JazzCash’s page again, never a resubmission @phone', async ({ page, request }) => {
  const orderPath = await atTicketOrder(page, request);
  await page.getByRole('radio', { name: /JazzCash/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/simulators\/jazzcash\//);

  // Back from the wallet's page: the order says what it waits for, and offers to check or to pay another way.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  await untilInteractive(page);
  const waiting = page.getByRole('group', { name: 'Payment waiting' });
  await expect(waiting.getByText('Your JazzCash payment is waiting for JazzCash’s answer.')).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Pay another way' })).toBeVisible();
  await waiting.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('Your JazzCash payment is still waiting for JazzCash’s answer. Please check again in a few minutes.')).toBeVisible();

  // Forward to the wallet's page, as it was; the wallet declines, and the order keeps JazzCash chosen.
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'JazzCash simulator' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(new RegExp(`${orderPath}\\?payment=declined$`));
  await untilInteractive(page);
  await expect(page.getByText('Your payment was declined. Your order is still pending: you can try again.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /JazzCash/ })).toBeChecked();

  // Back from the order: the wallet's page again, not the browser asking to send its form once more.
  await page.goBack();
  await expect(page).toHaveURL(/\/simulators\/jazzcash\//);
  await expect(page.getByRole('heading', { name: 'JazzCash simulator' })).toBeVisible();
});

test('the step that sends the member on to JazzCash sends itself once: shown again, it offers to continue or to go back to the order @phone', async ({ page, request }) => {
  const orderPath = await atTicketOrder(page, request);
  // JazzCash does not answer this time (204: the browser stays on our step), so the step can be shown again.
  let sent = 0;
  await page.route('**/simulators/jazzcash/**', (route) => {
    sent++;
    return route.fulfill({ status: 204 });
  });
  // The post's answer has reached the browser (and left it on our step) before the step is shown again: a reload
  // while the post is under way would be cancelled by it.
  // (A navigation answered 204 ends as a cancelled request, not a finished one.)
  const toJazzCash = (request: { url(): string }) => request.url().includes('/simulators/jazzcash/');
  const answered = Promise.race([page.waitForEvent('requestfinished', toJazzCash), page.waitForEvent('requestfailed', toJazzCash)]);
  await page.getByRole('radio', { name: /JazzCash/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  // Our step is left for JazzCash before it has finished loading: its address is what counts.
  await page.waitForURL(/\/api\/payments\/jazzcash\/checkout\//, { waitUntil: 'commit' });
  await answered;
  expect(sent).toBe(1);

  await page.reload();
  await expect(page.getByText(/^You have opened the payment page for this payment already\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to JazzCash' })).toBeVisible();
  expect(sent).toBe(1);
  await page.getByRole('link', { name: 'Back to your order' }).click();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  await untilInteractive(page);
  await expect(page.getByRole('group', { name: 'Payment waiting' }).getByText('Your JazzCash payment is waiting for JazzCash’s answer.')).toBeVisible();
});
