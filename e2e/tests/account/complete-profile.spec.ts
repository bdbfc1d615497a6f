import { expect, test, type APIRequestContext, type Locator, type Page } from '../site';
import { ownAddress, register, signIn, tinyPng, uniqueEmail } from '../support';
import { openEvent } from '../ticketing/flows';

// A new member completes the profile on the way to a plan, and comes back to the plan's order. Notifications come up
// from the foot of the screen: never over the header's controls, nor over an event's booking bar. Each test registers
// its own member (registrations per address are limited, so as few as the tests need).

const PASSWORD = 'Hunza#2026';
const isPhone = (project: string) => project === 'phone';

/**
 * The header's links and buttons and the profile banner's under it, each with whether a press at its centre reaches it
 * (what `elementFromPoint` finds there is the control or a part of it). Controls hidden at this width are left out.
 */
function headerControls(page: Page) {
  return page.evaluate(() => {
    const banner = '[role="region"][aria-label="Complete your profile"]';
    const controls = Array.from(document.querySelectorAll(`header a, header button, ${banner} a, ${banner} button`));
    return controls.flatMap((control) => {
      const box = control.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) return [];
      const found = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return [{ name: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '', free: Boolean(found && control.contains(found)) }];
    });
  });
}

/** While the notification shows, every control of the header and the banner can be pressed, the named ones included. */
async function expectHeaderUncovered(page: Page, notification: Locator, named: string[]) {
  await expect(notification).toBeVisible();
  const controls = await headerControls(page);
  await expect(notification).toBeVisible();
  expect(controls.map((c) => c.name)).toEqual(expect.arrayContaining(named));
  expect(controls.filter((c) => !c.free).map((c) => c.name)).toEqual([]);
}

/** Whether a press at the centre of the element reaches it. */
const reachable = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const found = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return Boolean(found && element.contains(found));
  });

async function fillProfile(page: Page) {
  await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('City').selectOption('Gilgit');
  await page.getByLabel('State / Province').selectOption('Gilgit-Baltistan');
  await page.getByLabel('Degree').selectOption('graduate');
  await page.getByLabel('Field of study').fill('Software Engineering');
  await page.getByLabel('Institute').fill('Karakoram International University');
  await page.getByLabel('Title').fill('Mobile app developer');
  await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/mehreen-e2e');
  await page.getByLabel('Primary skill').selectOption({ index: 1 });
  await expect(page.getByLabel('Secondary skill').locator('option')).not.toHaveCount(1);
  await page.getByLabel('Secondary skill').selectOption({ index: 1 });
  await page.getByLabel('Years of experience').selectOption('Between 1-10 years');
  await page.getByLabel('Hourly rate (PKR)').fill('4000');
  await page.getByLabel('Availability').selectOption('Part time');
  await page.getByLabel('Experience level').selectOption('intermediate');
  await page
    .getByLabel('Overview')
    .fill('I build Android and iOS apps for shops and schools in Gilgit-Baltistan and for clients abroad, and I look after them once they are live.');
}

test('a new member who completes the profile from the Surge order page is back on the order, and no notification covers the header @both', async ({ page }, testInfo) => {
  const phone = isPhone(testInfo.project.name);
  const named = phone ? ['Open menu', 'Complete your profile'] : ['My Dashboard', 'Account menu', 'Complete your profile'];
  await page.goto('/register');
  await register(page, { name: 'Mehreen Gul', email: uniqueEmail(), phone: '0355 4412345', password: PASSWORD });
  await page.waitForURL((url) => !url.pathname.startsWith('/register'));
  // The welcome shows while the header offers the dashboard, the account menu and the banner's Complete your profile.
  await expectHeaderUncovered(page, page.getByRole('status').filter({ hasText: 'Success' }).first(), named);

  await page.goto('/membership');
  await page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Surge', exact: true }) }).getByRole('link', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/dashboard\/membership\/Surge\/order$/);
  await page.getByRole('region', { name: 'Complete your profile', exact: true }).getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/complete-profile\?referrer=%2Fdashboard%2Fmembership%2FSurge%2Forder$/);

  // The form starts with today as the date of birth (spec: core §9), which the member may keep.
  await expect(page.getByLabel('Date of birth')).toHaveValue(new Date().toISOString().slice(0, 10));
  // Freelancer.com's box is the size of its neighbours', also where its name wraps on a phone.
  const box = async (name: string) => (await page.getByRole('checkbox', { name }).boundingBox())!;
  for (const name of ['Freelancer.com', 'Guru', 'People Per Hour']) {
    expect((await box(name)).width).toBeCloseTo((await box('Fiverr')).width, 0);
    expect((await box(name)).height).toBeCloseTo((await box('Fiverr')).height, 0);
  }
  await fillProfile(page);
  // Beside the picture, the field offers another one; the browser's "No file chosen" is not on the screen.
  await expect(page.getByText('Choose another picture')).toBeVisible();
  expect((await page.getByLabel('Profile picture').boundingBox())!.width).toBeLessThanOrEqual(1);
  await page.getByRole('button', { name: 'Save profile' }).click();

  await expect(page).toHaveURL(/\/dashboard\/membership\/Surge\/order$/);
  await expect(page.getByRole('group', { name: 'Order totals' })).toContainText('6,000');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Complete your profile', exact: true })).toHaveCount(0);
  await expectHeaderUncovered(page, page.getByRole('status').filter({ hasText: 'Success' }).first(), phone ? ['Open menu'] : ['My Dashboard', 'Account menu']);
});

/** A new member with a complete profile, through the API as the forms send it; answers their e-mail. */
async function memberWithProfile(request: APIRequestContext) {
  const email = uniqueEmail();
  const registered = await request.post('/api/user/register', { headers: ownAddress(), data: { name: 'Shehzad Baig', email, phone: '0355 4467890', password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const headers = { authorization: `Bearer ${(await registered.json()).data.api_token}` };
  const upload = await request.post('/api/upload-image', { headers, multipart: { image: { name: 'me.png', mimeType: 'image/png', buffer: tinyPng } } });
  expect(upload.status()).toBeLessThan(300);
  const [primary] = (await (await request.get('/api/primary-skills')).json()).data as Array<{ id: number }>;
  const [secondary] = (await (await request.get(`/api/secondary-skills?parent_id=${primary.id}`)).json()).data as Array<{ id: number }>;
  const saved = await request.post('/api/user/complete-profile', {
    headers,
    data: {
      avatar: (await upload.json()).data,
      gender: 'Male',
      city: 'Gilgit',
      state: 'Gilgit-Baltistan',
      country: 'Pakistan',
      birthdate: '1993-08-21',
      degree: 'masters',
      field_of_study: 'Computer Science',
      institute: 'Karakoram International University',
      title: 'Data engineer',
      linkedin: 'https://www.linkedin.com/in/shehzad-e2e',
      primary_skill: primary.id,
      secondary_skill: secondary.id,
      years_experience: 'Between 1-10 years',
      hourly_rate: 5000,
      availability: 'Full time',
      experience_level: 'expert',
      bio: 'I build data pipelines and reports for companies in Pakistan and abroad, and I write down how each one works so their teams can run it.',
      platforms: [],
    },
  });
  expect(saved.status()).toBe(200);
  return email;
}

test('a notification on an event page sits above the booking bar, whose button stays uncovered @phone', async ({ page, request }) => {
  const email = await memberWithProfile(request);
  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await openEvent(page, 'Women in Freelancing Peshawar');

  // The registration fails on the way: the Error notification says so, and nothing is booked.
  await page.route('**/api/user/event/*/enroll', (route) => route.abort());
  await page.getByRole('complementary', { name: 'Event details' }).getByRole('button', { name: 'Register' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Error' }).filter({ hasText: 'An error occurred while making the request. Please try again later.' }).first();
  await expect(failed).toBeVisible();

  // Back at the top, the booking bar comes up at the foot of the screen; the notification moves above it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = page.getByRole('region', { name: 'Register for this event' });
  const action = bar.getByRole('link', { name: 'Register' });
  await expect(action).toBeInViewport();
  await expect.poll(() => reachable(action)).toBe(true);
  await expect(failed).toBeVisible();
  const gap = async () => (await bar.boundingBox())!.y - (await failed.boundingBox().then((box) => box!.y + box!.height));
  await expect.poll(gap).toBeGreaterThanOrEqual(0);
  await expectHeaderUncovered(page, failed, ['Open menu']);
});
