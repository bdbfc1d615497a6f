// Pages that hydrate as islands (docs/decisions/028): only the parts that respond to a person hydrate, each when it
// is needed, and a person who is quicker than the page loses nothing. The island code is held back here (each of its
// chunks answered a second late) so that every press below comes before the part it presses has hydrated.
import { expect, test, type Page } from '../site';
import { newMember, ownAddress, signIn, uniqueEmail } from '../support';
import { signInAs } from '../ticketing/flows';

/** The scripts the page asks for, from now on. */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Island code arrives a second after it is asked for: a slow phone's connection, made certain. */
const HELD_MS = 1000;
/**
 * How long a held island may take to hydrate: its code comes in up to nine steps one after the other (React's client,
 * Chakra, shared-ui, the hydrating code, the federation runtime, then the remote's entry and its chunks), each held
 * {@link HELD_MS}, on a machine that may run the browser slowly.
 */
const HYDRATED_WITHIN = { timeout: 30_000 };

async function holdIslandCode(page: Page) {
  await page.route(/\/(island-[^/]*\.js|remotes\/.*\.js(\?v=[\w-]+)?)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HELD_MS));
    await route.continue();
  });
}

/** Elements drawn by React outside every island: none, on a page that hydrates as islands. */
const hydratedOutsideIslands = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root *')].filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')) && !element.closest('[data-island]')).length,
  );

/** The browser's Network Information as a phone that asked to save data reports it. */
const savingData = (page: Page) =>
  page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));

test('a page whose only live part is the header loads no more than the islands script until a person reaches for it, when the phone saves data', async ({ page }) => {
  await savingData(page);
  const scripts = scriptsOf(page);
  for (const path of ['/blog', '/events']) {
    scripts.length = 0;
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-islands', '');
    await expect(page.locator('#root')).toHaveAttribute('data-page-ready', 'islands');
    await page.waitForTimeout(500);
    expect(scripts, path).toEqual([expect.stringMatching(/^\/islands\.[0-9a-f]{8}\.js$/)]);
    expect(await hydratedOutsideIslands(page), path).toBe(0);
  }
  // A link is a link: the next page comes from the server, rendered there, with nothing hydrated.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
});

test('on a connection that affords it, the islands’ runtime comes at the first sign of a person, before any press, and hydrates nothing by itself (decision 038)', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/blog');
  await expect(page.locator('#root')).toHaveAttribute('data-page-ready', 'islands');
  // Not while the page loads: nobody has used it yet.
  await page.waitForTimeout(500);
  expect(scripts.filter((script) => script.startsWith('/island-'))).toEqual([]);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => scripts.some((script) => /^\/island-island-hydrate\.[0-9a-f]{8}\.js$/.test(script))).toBe(true);
  await page.waitForTimeout(500);
  expect(await hydratedOutsideIslands(page)).toBe(0);
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0);
});

test('the first tap on the phone’s menu opens it at once, with none of its code: the browser opens the popover; Escape shuts it @phone', async ({ page }) => {
  // No island code at all: what the menu does here, the browser does.
  await page.route(/\/(island-[^/]*\.js|remotes\/.*\.js(\?v=[\w-]+)?)$/, (route) => route.abort());
  await page.goto('/blog');
  const menu = page.locator('[data-island="shell/site-menu"]');
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.tap();
  await expect(page.locator('#mobile-nav').getByRole('link', { name: 'Our Voice' })).toBeVisible();
  expect(await page.locator('#mobile-nav').evaluate((panel) => panel.matches(':popover-open'))).toBe(true);
  // The press was not held by the page, nor marked pending: the browser answered it.
  await expect(page.locator('[data-held]')).toHaveCount(0);
  await expect(menu).not.toHaveAttribute('data-hydrated');
  // Escape shuts it and gives the keyboard back to the menu's button.
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-nav')).toBeHidden();
  await expect(open).toBeFocused();
  // A tap on a link in it goes, as a link does.
  await open.tap();
  await page.locator('#mobile-nav').getByRole('link', { name: 'Events' }).tap();
  await expect(page).toHaveURL(/\/events$/);
});

test('once the menu has hydrated, its button says whether it is open, and a link in it shuts it @phone', async ({ page }) => {
  await page.goto('/blog');
  const menu = page.locator('[data-island="shell/site-menu"]');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(menu).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).tap();
  await expect(page.locator('#mobile-nav')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

test('a press held while its code loads shows at once that it was taken, and is answered once @phone', async ({ page }) => {
  await holdIslandCode(page);
  await savingData(page);
  // Reduced motion: the carousel does not move by itself, and a held press is drawn dimmed rather than pulsing.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured in' });
  const island = carousel.locator('xpath=ancestor-or-self::*[@data-island][1]');
  const next = carousel.getByRole('button', { name: 'Next slide' });
  await expect(island).not.toHaveAttribute('data-hydrated');
  await next.tap();
  await next.tap();
  // Pending at once: marked, busy and drawn so by the page's first style, with the carousel's code still on its way.
  await expect(next).toHaveAttribute('data-held', '');
  await expect(next).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => next.evaluate((button) => getComputedStyle(button).opacity)).toBe('0.6');
  await expect(island).not.toHaveAttribute('data-hydrated');
  // Once the carousel has it, the mark goes and the press is answered, once: one slide on, not two.
  await expect(next).not.toHaveAttribute('data-held', HYDRATED_WITHIN);
  await expect(next).not.toHaveAttribute('aria-busy');
  await expect(carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]').first()).toHaveAttribute('aria-label', '2 of 8');
});

test('a tab pressed before its code has come shows its panel at once, and the tabs agree once they have hydrated (decision 039) @phone', async ({ page, request }) => {
  const [event] = ((await (await request.get('/api/events?page=1')).json()) as { data: { items: Array<{ id: number; slug: string }> } }).data.items;
  await holdIslandCode(page);
  await savingData(page);
  await page.goto(`/event/${event.slug}/${event.id}`);
  const island = page.locator('[data-island="mfe_ticketing/speakers-and-photos"]');
  await expect(island).not.toHaveAttribute('data-hydrated');
  const photos = island.getByRole('tab', { name: 'Photos' });
  const speakers = island.getByRole('tab', { name: 'Speakers' });
  // A tab's panel is the one labelled by it (the tabs name their panel on the selected tab alone).
  const panelOf = async (tab: typeof photos) => page.locator(`[role="tabpanel"][aria-labelledby="${await tab.getAttribute('id')}"]`);
  await expect(photos).toHaveAttribute('aria-selected', 'false');
  await photos.tap();
  await photos.tap();
  // Answered with none of the tabs' code: the panel shown, the other hidden, and nothing drawn pending, while the
  // tabs' code is still on its way.
  await expect(photos).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
  await expect(speakers).toHaveAttribute('aria-selected', 'false');
  await expect(await panelOf(photos)).toBeVisible({ timeout: 500 });
  await expect(await panelOf(speakers)).toBeHidden();
  await expect(photos).not.toHaveAttribute('data-held');
  await expect(island).not.toHaveAttribute('data-hydrated', '', { timeout: 100 });
  // Once hydrated, the tabs' own state is the one shown: Speakers, pressed now, is answered by them.
  await expect(island).toHaveAttribute('data-hydrated', '', HYDRATED_WITHIN);
  await expect(photos).toHaveAttribute('aria-selected', 'true');
  await speakers.tap();
  await expect(speakers).toHaveAttribute('aria-selected', 'true');
  await expect(photos).toHaveAttribute('aria-selected', 'false');
  await expect(await panelOf(speakers)).toBeVisible();
  await expect(await panelOf(photos)).toBeHidden();
});

test('a member who types and presses Login before the form has hydrated is signed in at once by the form’s own post, once (decision 038)', async ({ page }) => {
  await holdIslandCode(page);
  const signIns: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && /\/(api\/user\/)?login$/.test(new URL(request.url()).pathname) && signIns.push(new URL(request.url()).pathname));
  // Followed from a link, as a person arrives (a test's goto waits for the page to be ready).
  await page.goto('/blog');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill('hira.baloch@example.com');
  await page.getByLabel('Password').fill('Demo@12345');
  await expect(page.locator('[data-island="mfe_account/login-form"]')).not.toHaveAttribute('data-hydrated');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // The browser posted the form (never to the address, the password in a query), once; the page's script did not.
  expect(page.url()).not.toContain('Demo');
  expect(signIns).toEqual(['/login']);
  await expect(page).toHaveURL(/\/dashboard\/membership$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Dashboard' })).toBeVisible();
});

test('a phone that saves data fetches nothing ahead from a member’s page of islands', async ({ page }) => {
  await savingData(page);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await signIn(page, 'hira.baloch@example.com', 'Demo@12345');
  await page.waitForURL(/\/dashboard\/membership$/);
  await expect(page.locator('#root')).toHaveAttribute('data-page-ready', 'islands');
  await page.mouse.wheel(0, 300);
  await page.waitForTimeout(1500);
  // The shell's code for the dashboard's other pages (decision 043) stays away until one of them is opened.
  expect(fetched.filter((path) => /^\/main\.[0-9a-f]{8}\.js$/.test(path))).toEqual([]);
});

test('without any script, a member signs in by the form, and a wrong password brings the page back saying why, in Urdu too', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/ur/login?referrer=%2Fdashboard%2Fevents');
    await page.getByLabel('ای میل').fill('hira.baloch@example.com');
    await page.getByLabel('پاس ورڈ').fill('not her password');
    await page.getByRole('button', { name: 'سائن ان' }).click();
    await expect(page).toHaveURL(/\/ur\/login\?referrer=%2Fdashboard%2Fevents&failed=credentials$/);
    await expect(page.getByRole('alert')).toHaveText('ای میل پتہ یا پاس ورڈ درست نہیں۔ براہِ کرم دوبارہ کوشش کریں۔');
    await page.getByLabel('ای میل').fill('hira.baloch@example.com');
    await page.getByLabel('پاس ورڈ').fill('Demo@12345');
    await page.getByRole('button', { name: 'سائن ان' }).click();
    await expect(page).toHaveURL(/\/ur\/dashboard\/events$/);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'auth')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  } finally {
    await context.close();
  }
});

test('a Login press that comes as the form hydrates, before what was typed has been given to it, signs in once', async ({ page }) => {
  await holdIslandCode(page);
  const signIns: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/user/login') && signIns.push(request.method()));
  await page.goto('/login?referrer=%2Fstaff%2Fevents');
  const form = page.locator('[data-island="mfe_account/login-form"]');
  await page.getByLabel('Email').fill('zainab.hussain@example.com');
  await page.getByLabel('Password').fill('Demo@12345');
  await expect(form).not.toHaveAttribute('data-hydrated');
  // React commits the form a task or more before the islands script is told so and gives the form what was typed
  // (data-hydrated): the press comes in between, at the first moment React would hear it (its own mounted-fiber test).
  const pressed = await form.evaluate(
    (island) =>
      new Promise<string>((resolve) => {
        const button = island.querySelector('button[type="submit"]') as HTMLButtonElement;
        type Fiber = { tag: number; flags: number; alternate: Fiber | null; return: Fiber | null };
        const committed = () => {
          const key = Object.keys(button).find((name) => name.startsWith('__reactFiber$'));
          let fiber = key ? ((button as unknown as Record<string, Fiber>)[key] ?? null) : null;
          if (!fiber) return false;
          if (!fiber.alternate) {
            for (let node: Fiber | null = fiber; node; node = node.return) {
              if (node.flags & (0b10 | 0b1000000000000)) return false;
              fiber = node;
            }
          } else while (fiber.return) fiber = fiber.return;
          return fiber.tag === 3;
        };
        const channel = new MessageChannel();
        const started = performance.now();
        channel.port1.onmessage = () => {
          if (committed()) {
            const before = island.hasAttribute('data-hydrated') ? 'after the form was given what was typed' : 'between the commit and the typed text';
            button.click();
            resolve(before);
          } else if (performance.now() - started > 20_000) resolve('never: the form did not hydrate');
          else channel.port2.postMessage(null);
        };
        channel.port2.postMessage(null);
      }),
  );
  expect(pressed).toBe('between the commit and the typed text');
  await expect(page).toHaveURL(/\/staff\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  expect(signIns).toEqual(['POST']);
});

test('a radio button ticked before its page has hydrated keeps its mark, and the form is given it @phone', async ({ page }) => {
  const email = uniqueEmail();
  expect((await page.request.post('/api/user/register', { headers: ownAddress(), data: { name: 'Sana Iqbal', email, phone: '03001234567', password: 'Quetta#2026' } })).status()).toBe(201);
  await page.goto('/login');
  await signIn(page, email, 'Quetta#2026');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await holdIslandCode(page);
  // A page that hydrates whole, opened as a person opens it: its remote's code comes a second after its HTML.
  await page.evaluate(() => window.location.assign('/dashboard/membership/Surge/order'));
  const bill = page.getByRole('radio', { name: /Bill payment/ });
  await bill.check();
  await expect(page.locator('#root')).not.toHaveAttribute('data-page-ready');
  await expect(bill).toBeChecked();
  await expect(page.locator('#root')).toHaveAttribute('data-page-ready', HYDRATED_WITHIN);
  await expect(bill).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/order\/onebill\?id=\d+$/);
});

test('a Surge member’s plan cards are their own in the HTML the server sends, and stay so', async ({ page }) => {
  await signInAs(page, 'usman.tariq@example.com');
  // The page as sent, before any script: Surge is theirs, Seed is a downgrade.
  const html = (await (await page.request.get('/membership')).text()).replace(/<style[^>]*>.*?<\/style>/gs, '');
  const cards = html.slice(html.indexOf('id="packages"'));
  expect(cards).toMatch(/Surge.{0,400}Active/s);
  expect(cards).toContain('Your current plan');
  expect(cards).toContain('Downgrade');
  expect(cards).not.toContain('>Subscribe<');
  await page.goto('/membership');
  await expect(page.locator('#root')).toHaveAttribute('data-page-ready', 'islands');
  const surge = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Surge Active' }) });
  await expect(surge.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Downgrade' })).toBeVisible();
  // Nothing redraws the page after it is shown: it stays where the reader is.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('heading', { name: 'Frequently asked questions' }).scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => window.scrollY);
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
});

test('a post or an event at an old or wrong slug is answered with a redirect to its own address', async ({ page, request }) => {
  const [post] = (await (await request.get('/api/blogs?per_page=1')).json()).data.items;
  const [event] = (await (await request.get('/api/events?page=1')).json()).data.items;
  for (const [wrong, right] of [
    [`/blog/an-earlier-title/${post.id}?from=share`, `/blog/${post.slug}/${post.id}?from=share`],
    [`/event/another-event/${event.id}`, `/event/${event.slug}/${event.id}`],
  ]) {
    const answer = await request.get(wrong, { maxRedirects: 0 });
    expect(answer.status(), wrong).toBe(301);
    expect(answer.headers().location).toBe(right);
    await page.goto(wrong);
    await expect(page).toHaveURL(right);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.id && right.startsWith('/blog') ? post.title : event.title);
  }
});

test('a member’s dashboard menu opens at the first tap on a phone with none of the page’s code, and a link in it shuts it once hydrated @phone', async ({ page, request }) => {
  const password = 'Karachi#2024';
  const { email } = await newMember(request, { name: 'Bilal Ahmed', password, withProfile: true });
  await page.goto('/login');
  await signIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  // No code for the page at all: what the menu does here, the browser does (its popover, decision 038).
  await page.route(/\/(main\.[0-9a-f]{8}\.js|remotes\/.*\.js(\?v=[\w-]+)?)$/, (route) => route.abort());
  await page.goto('/dashboard/events');
  const button = page.getByRole('button', { name: /Dashboard menu/ });
  const menu = page.locator('#dashboard-menu');
  await expect(menu).toBeHidden();
  await button.tap();
  await expect(menu.getByRole('link', { name: 'Order History' })).toBeVisible();
  expect(await menu.evaluate((nav) => nav.matches(':popover-open'))).toBe(true);
  await expect(page.locator('#root')).not.toHaveAttribute('data-page-ready');
  // Not held by the page: the browser answered the press. Escape shuts it.
  await expect(page.locator('[data-held]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // On a page hydrated whole (the dashboard's home is of islands, decision 043): once hydrated, a link in the menu
  // changes the page in place and shuts the menu behind it.
  await page.unrouteAll();
  await page.goto('/dashboard/events');
  await expect(page.locator('#root')).toHaveAttribute('data-page-ready');
  await button.tap();
  await menu.getByRole('link', { name: 'Order History' }).tap();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(menu).toBeHidden();
});

test('answers given on the quiz before it has hydrated stay given, reach the form and are kept on the device @phone', async ({ page, request }) => {
  const password = 'Karachi#2024';
  const { email, token } = await newMember(request, { name: 'Sadia Noor', password, withProfile: true });
  const headers = { authorization: `Bearer ${token}` };
  // Enrolled in the soft skills batch, whose quiz needs no acceptance.
  const programme = ((await (await request.get('/api/programs/soft-skills')).json()) as { data: { id: number; register_course: { id: number } } }).data;
  const { questionnaire } = ((await (await request.get(`/api/course-program?program_id=${programme.id}`, { headers })).json()) as {
    data: { questionnaire: { id: number; questions: Array<{ id: number; type: string; choices: Array<{ id: number }> }> } };
  }).data;
  const enrolled = await request.post('/api/course', {
    headers,
    data: {
      course: programme.register_course.id,
      questionnaire_id: questionnaire.id,
      questionnaire: questionnaire.questions.map((q) => ({ questionNumber: q.id, value: q.type === 'mcq' ? String(q.choices[0].id) : 'Telling clients about delays.' })),
    },
  });
  expect(enrolled.status()).toBe(201);
  await page.goto('/login');
  await signIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  // The quiz's code waits until the answers are given: the questions are on the screen, drawn by the server, and the
  // page is of islands (decision 043), usable at once.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(island-[^/]*\.js|main\.[0-9a-f]{8}\.js|remotes\/.*\.js(\?v=[\w-]+)?)$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/dashboard/${programme.register_course.id}/start-quiz`, { waitUntil: 'commit' });
  const first = page.getByRole('radiogroup', { name: 'A client’s brief is unclear. What should you do first?' }).getByLabel('Ask clarifying questions before you quote');
  const written = page.getByLabel('What is one thing you will change in how you work with clients after this programme?');
  const form = page.locator('[data-island="mfe_learning/quiz"]');
  await first.waitFor();
  await expect(page.locator('#root')).toHaveAttribute('data-page-ready', 'islands');
  await first.check();
  await written.tap();
  await written.fill('I will confirm every brief in writing.');
  await expect(form).not.toHaveAttribute('data-hydrated');
  release();
  // Hydrated, the form has them: they stay on the screen and are kept on the device (a reload shows them again).
  await expect(form).toHaveAttribute('data-hydrated');
  await expect(first).toBeChecked();
  await expect(written).toHaveValue('I will confirm every brief in writing.');
  await expect(written).toBeFocused();
  await page.unrouteAll();
  await page.reload();
  await expect(form).toHaveAttribute('data-hydrated');
  await expect(first).toBeChecked();
  await expect(written).toHaveValue('I will confirm every brief in writing.');
});
