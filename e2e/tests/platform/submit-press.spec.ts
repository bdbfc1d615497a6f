import { expect, test, type APIRequestContext, type Locator, type Page, type Request } from '../site';
import { ownAddress, tinyPng, uniqueEmail } from '../support';
import { staffOrderRow } from '../ticketing/flows';

// "A form drops the first valid press after a validation error": a person presses submit on an empty form and sees
// its messages, fills it in, and presses submit once. That press must be sent. A press is a real one, as long as a
// person's (the button goes down, the page has time to change under the pointer, the button comes up), so a form
// that moves its button on that press (a message appearing or leaving as the focus leaves a field) loses it here as
// it does for a person. Every form that shows validation errors is in the table below. The forms left out show none:
// the membership order (its payment method comes chosen), a staff decision on an enrolment (its note is optional),
// a role change (a choice from a list), the staff's member lookup and the lists' filters (an empty search does
// nothing). The complete-profile page and the "new" staff forms are the edit forms' own components, checked on a saved
// record (emptied, then typed back) where a new one needs a picture uploaded. Members' forms are used by a member the test registers (nothing of
// the demo members changes); a request is stopped once it has been seen where letting it through would change records
// other tests read, or use up a limit they need.

const DEMO_PASSWORD = 'Demo@12345';
const STAFF = 'zainab.hussain@example.com';

interface Session {
  token: string;
  user: { member_id: string; is_profile_completed: boolean; role: string };
}

/** The calls the test makes itself, as the signed-in account. */
class Api {
  constructor(
    private readonly request: APIRequestContext,
    readonly session: Session,
  ) {}

  private headers() {
    return { authorization: `Bearer ${this.session.token}` };
  }

  async get<T = unknown>(path: string): Promise<T> {
    const response = await this.request.get(`/api${path}`, { headers: this.headers() });
    expect(response.status(), `GET ${path}`).toBe(200);
    return (await response.json()).data as T;
  }

  async post<T = unknown>(path: string, data: object): Promise<T> {
    const response = await this.request.post(`/api${path}`, { headers: this.headers(), data });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()).data as T;
  }
}

const sessionOf = (token: string, details: { member_id: string | number; is_profile_completed?: boolean; role?: string }): Session => ({
  token,
  user: { member_id: String(details.member_id), is_profile_completed: details.is_profile_completed === true, role: details.role ?? 'member' },
});

// Each worker's site is its own: its accounts are signed in once (sign-ins per address are limited).
const sessions = new Map<string, Promise<Session>>();

function staffSession(request: APIRequestContext) {
  if (!sessions.has(STAFF)) {
    sessions.set(
      STAFF,
      (async () => {
        const response = await request.post('/api/user/login', { data: { email: STAFF, password: DEMO_PASSWORD } });
        expect(response.status()).toBe(200);
        const { data } = await response.json();
        return sessionOf(data.token, data);
      })(),
    );
  }
  return sessions.get(STAFF)!;
}

/** The test's own member: registered, with a complete profile (some forms need one), on this worker's site. */
function ownMember(request: APIRequestContext) {
  if (!sessions.has('member')) {
    sessions.set(
      'member',
      (async () => {
        const registered = await request.post('/api/user/register', { headers: ownAddress(), data: { name: 'Sadia Press', email: uniqueEmail(), phone: '03001234567', password: 'Karachi#2024' } });
        expect(registered.status()).toBe(201);
        const { data } = await registered.json();
        const api = new Api(request, sessionOf(data.api_token, data));
        const upload = await request.post('/api/upload-image', { headers: { authorization: `Bearer ${data.api_token}` }, multipart: { image: { name: 'me.png', mimeType: 'image/png', buffer: tinyPng } } });
        expect(upload.status()).toBeLessThan(300);
        const avatar = (await upload.json()).data as string;
        const [primary] = await api.get<Array<{ id: number }>>('/primary-skills');
        const [secondary] = await api.get<Array<{ id: number }>>(`/secondary-skills?parent_id=${primary.id}`);
        const details = await api.post<{ member_id: string; is_profile_completed: boolean; role: string }>('/user/complete-profile', {
          avatar,
          gender: 'Female',
          city: 'Lahore',
          state: 'Punjab',
          country: 'Pakistan',
          birthdate: '1995-04-12',
          degree: 'graduate',
          field_of_study: 'Computer Science',
          institute: 'University of the Punjab',
          title: 'Full-stack developer',
          linkedin: 'https://www.linkedin.com/in/sadia-press',
          primary_skill: primary.id,
          secondary_skill: secondary.id,
          years_experience: 'Between 1-10 years',
          hourly_rate: 3500,
          availability: 'Full time',
          experience_level: 'intermediate',
          bio: 'I build web applications for small businesses in Pakistan and abroad, from the first sketch to deployment and support.',
          platforms: [],
        });
        expect(details.is_profile_completed).toBe(true);
        return sessionOf(data.api_token, details);
      })(),
    );
  }
  return sessions.get('member')!;
}

interface Context {
  page: Page;
  /** calls as the account the form is used by */
  api: Api;
  /** calls as the test's own member */
  member: Api;
  /** calls as staff */
  staff: Api;
}

interface FormCase {
  /** the form, as the test's title names it */
  form: string;
  as: 'visitor' | 'member' | 'staff';
  /** opens the page and answers the form */
  open(context: Context): Promise<Locator>;
  /** the submit button's name */
  button: string | RegExp;
  /** a form that opens filled in (an edit form): its text is emptied for the first press, and typed back after it */
  prefilled?: boolean;
  /** fills the form validly after the refused press */
  fill?(form: Locator, context: Context): Promise<void>;
  /** the request the valid press sends: `METHOD /api/path`, `:name` for any one segment */
  sends?: string;
  /** the valid press moves the page on without a request: what then shows */
  movesOn?(page: Page): Locator;
  /** why the request is stopped once it has been seen */
  stop?: string;
}

const byName = (page: Page, name: string | RegExp) => page.getByRole('form', { name });

/** Opens the first record a staff list links to (`<prefix>/<id>`). */
async function firstRecord(page: Page, list: string, prefix = list) {
  await page.goto(list);
  const links = page.locator(`main a[href^="${prefix}/"]`);
  await expect(links.first()).toBeAttached();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => /^[^?#]*\/\d+$/.test(h));
  expect(href, `a record linked from ${list}`).toBeTruthy();
  await page.goto(href!);
}

async function selectFirst(select: Locator) {
  await select.selectOption({ index: 1 });
}

/** An issue of the test's own member, for the pages of one issue. */
const newIssue = (member: Api) =>
  member.post<{ id: number }>('/user/issues', { title: 'Payment held by the platform', topic: 'General Query', description: 'My payout has been on hold for two weeks; what can I do?' });

/** A paid package members can book: the festival's, as the ticketing tests book it (its booking asks for the CNIC, the company and position). */
async function bookablePackage(api: Api) {
  const events = (await api.get<{ items: Array<{ id: number; title: string }> }>('/events?per_page=50')).items;
  const event = events.find((e) => e.title === 'Freelance Fest Karachi 2027');
  expect(event, 'the demo festival').toBeTruthy();
  const details = await api.get<{ packages: Array<{ id: number; name: string }> }>(`/events/${event!.id}`);
  const pkg = details.packages.find((p) => p.name === 'Standard pass');
  expect(pkg, 'its Standard pass').toBeTruthy();
  return { eventId: event!.id, packageId: pkg!.id };
}

const holder = {
  first_name: 'Sadia',
  last_name: 'Press',
  cnic: '3520212345671',
  company: 'Press Studio',
  position: 'Developer',
  phone_number: '03001234567',
};

/** A ticket of the test's own member, and a bill-payment order for it when asked. */
async function ownTicket(member: Api, order: boolean) {
  const { eventId, packageId } = await bookablePackage(member);
  const email = (await member.get<{ email: string }>('/user/profile')).email;
  const ticket = await member.post<{ id: number }>(`/user/events/${eventId}/packages/${packageId}/tickets`, { ...holder, email });
  if (!order) return { ticketId: ticket.id, orderId: 0 };
  const placed = await member.post<{ id: number }>(`/user/tickets/${ticket.id}/orders`, { payment_method: 5 });
  return { ticketId: ticket.id, orderId: placed.id };
}

const STOP_SHARED = 'it would change a record other tests read';

const FORMS: FormCase[] = [
  // ---- Visitors ----------------------------------------------------------------------------------
  {
    form: 'Login',
    as: 'visitor',
    // The form once its island has hydrated (a touch on a field starts it): a press before then is the browser's own
    // post, which islands.spec.ts follows.
    open: async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Email').focus();
      await expect(page.locator('[data-island="mfe_account/login-form"]')).toHaveAttribute('data-hydrated', '');
      return byName(page, 'Login');
    },
    button: 'Login',
    fill: async (form) => {
      await form.getByLabel('Email').fill('hira.baloch@example.com');
      await form.getByLabel('Password').fill(DEMO_PASSWORD);
    },
    sends: 'POST /api/user/login',
  },
  {
    form: 'Register',
    as: 'visitor',
    open: async ({ page }) => (await page.goto('/register'), byName(page, 'Register')),
    button: 'Register',
    fill: async (form) => {
      await form.getByLabel('Full name').fill('Sana Mirza');
      await form.getByLabel('Email').fill(uniqueEmail());
      await form.getByLabel('Contact number').fill('0300 1234567');
      await form.getByLabel('Password').fill('Karachi#2024');
    },
    sends: 'POST /api/user/register',
    stop: 'registrations from one address are limited, and other tests register members',
  },
  {
    form: 'Forgot password',
    as: 'visitor',
    open: async ({ page }) => (await page.goto('/forgot-password'), byName(page, 'Forgot password')),
    button: 'Send reset link',
    fill: async (form) => form.getByLabel('Email').fill('hira.baloch@example.com'),
    sends: 'POST /api/user/forgotpassword',
    stop: 'reset requests from one address are limited',
  },
  {
    form: 'Reset password',
    as: 'visitor',
    // A link that is no longer valid: the server refuses it, but only once the press has sent it.
    open: async ({ page }) => (await page.goto('/reset-password?token=a-link-that-has-expired'), byName(page, 'Reset password')),
    button: 'Reset password',
    fill: async (form) => {
      await form.getByLabel(/^New password/).fill('Karachi#2024');
      await form.getByLabel(/^Confirm new password/).fill('Karachi#2024');
    },
    sends: 'POST /api/user/resetpassword',
  },
  {
    form: 'Publication request',
    as: 'visitor',
    open: async ({ page }) => {
      await page.goto('/publications');
      await page.getByRole('button', { name: /^Download / }).first().click();
      return page.getByRole('dialog').getByRole('form');
    },
    button: 'Send me the report',
    fill: async (form) => {
      await form.getByLabel('Full name').fill('Nadia Parveen');
      await form.getByLabel('Email').fill(uniqueEmail());
      await form.getByLabel('Phone').fill('+92 321 5550198');
      await form.getByLabel('Organization').fill('Lahore University of Management Sciences');
      await form.getByLabel('Designation').fill('Research Associate');
    },
    sends: 'POST /api/access-publication',
    stop: 'report mails from one address are limited',
  },

  // ---- The test's own member -----------------------------------------------------------------------
  {
    form: 'Edit profile',
    as: 'member',
    open: async ({ page }) => (await page.goto('/dashboard/edit-profile'), byName(page, 'Profile')),
    button: 'Save changes',
    prefilled: true,
    sends: 'POST /api/user/complete-profile',
  },
  {
    form: 'Profile update',
    as: 'member',
    open: async ({ page }) => (await page.goto('/profile'), byName(page, 'Profile update')),
    button: 'Update profile',
    prefilled: true,
    sends: 'POST /api/user/update',
    stop: 'its answer replaces the session this test shares between its pages',
  },
  {
    form: 'Password update',
    as: 'member',
    open: async ({ page }) => (await page.goto('/profile'), byName(page, 'Password update')),
    button: 'Update password',
    fill: async (form) => {
      await form.getByLabel(/^Current password/).fill('Karachi#2024');
      await form.getByLabel(/^New password/).fill('Lahore#2025');
      await form.getByLabel(/^Confirm new password/).fill('Lahore#2025');
    },
    sends: 'POST /api/user/password',
    stop: 'the member keeps one password for the whole run',
  },
  {
    form: 'Volunteer application',
    as: 'member',
    open: async ({ page }) => (await page.goto('/dashboard/speaker'), byName(page, /application$/)),
    button: 'Submit application',
    fill: async (form) => form.getByLabel('About you').fill('I speak at meetups in Lahore about freelancing for international clients.'),
    sends: 'POST /api/user/volunteer',
  },
  {
    form: 'New issue',
    as: 'member',
    open: async ({ page }) => (await page.goto('/dashboard/issues/new'), byName(page, 'New issue')),
    button: 'Submit issue',
    fill: async (form) => {
      await form.getByLabel('Title').fill('Payment held by the platform');
      await selectFirst(form.getByLabel('Topic'));
      await form.getByLabel('Description').fill('My payout has been on hold for two weeks; what can I do?');
    },
    sends: 'POST /api/user/issues',
  },
  {
    form: 'Issue comment',
    as: 'member',
    open: async ({ page, member }) => {
      const issue = await newIssue(member);
      await page.goto(`/dashboard/issues/${issue.id}`);
      return byName(page, 'Add a comment');
    },
    button: 'Add comment',
    fill: async (form) => form.getByLabel('Add a comment').fill('The platform answered: they need my CNIC.'),
    sends: 'POST /api/user/issues/:issueId/comments/create',
  },
  {
    form: 'Bank account request',
    as: 'member',
    open: async ({ page }) => (await page.goto('/dashboard/bank-account'), byName(page, 'Bank account request')),
    button: 'Submit Request',
    fill: async (form) => selectFirst(form.getByLabel('Preferred Bank')),
    sends: 'POST /api/user/bank-account-lead',
  },
  {
    form: 'Course enrolment',
    as: 'member',
    open: async ({ page }) => {
      await page.goto('/pafla-google-soft-skills');
      await page.getByRole('link', { name: 'Register Now' }).first().click();
      return byName(page, 'Course enrolment');
    },
    button: 'Enrol Now',
    fill: async (form) => {
      for (const select of await form.getByRole('combobox').all()) if (!(await select.inputValue())) await selectFirst(select);
      for (const text of await form.getByRole('textbox').all()) await text.fill('Telling clients about delays before they ask.');
    },
    sends: 'POST /api/course',
  },
  {
    form: 'Quiz',
    as: 'member',
    open: async ({ page, member }) => {
      // Enrolled in the soft skills batch (enrolling again answers the first enrolment), whose quiz needs no acceptance.
      const programme = await member.get<{ id: number; register_course: { id: number } }>('/programs/soft-skills');
      const course = programme.register_course.id;
      const { questionnaire } = await member.get<{ questionnaire: { id: number; questions: Array<{ id: number; type: string; choices: Array<{ id: number }> }> } | null }>(
        `/course-program?program_id=${programme.id}`,
      );
      await member.post('/course', {
        course,
        questionnaire_id: questionnaire?.id ?? null,
        questionnaire: (questionnaire?.questions ?? []).map((q) => ({ questionNumber: q.id, value: q.type === 'mcq' ? String(q.choices[0].id) : 'Telling clients about delays.' })),
      });
      await page.goto(`/dashboard/${course}/start-quiz`);
      return byName(page, 'Quiz');
    },
    button: 'Submit Quiz',
    fill: async (form) => {
      for (const group of await form.getByRole('radiogroup').all()) await group.getByRole('radio').first().check();
      for (const text of await form.getByRole('textbox').all()) await text.fill('I will write down every brief and confirm it with the client.');
    },
    sends: 'POST /api/course/submit-quiz',
  },
  {
    form: 'Book ticket',
    as: 'member',
    open: async ({ page, member }) => {
      const { eventId, packageId } = await bookablePackage(member);
      await page.goto(`/enroll/event/${eventId}/package/${packageId}`);
      return byName(page, 'Ticket details');
    },
    button: 'Continue',
    prefilled: true,
    fill: async (form) => {
      await form.getByLabel(/^First Name/).fill(holder.first_name);
      await form.getByLabel(/^Last Name/).fill(holder.last_name);
      await form.getByLabel(/^CNIC/).fill('35202-1234567-1');
      await form.getByLabel(/^Company/).fill(holder.company);
      await form.getByLabel(/^Position/).fill(holder.position);
      await form.getByLabel(/^Phone Number/).fill(holder.phone_number);
    },
    sends: 'POST /api/user/events/:eventId/packages/:packageId/tickets',
  },
  // The ticket order form has nothing a member can leave empty (its way of paying comes chosen, and a ticket is not
  // shipped, so there is no address to give): no press of it is refused.

  // ---- Staff ----------------------------------------------------------------------------------------
  {
    form: 'Grant a membership',
    as: 'staff',
    open: async ({ page, member }) => (await page.goto(`/staff/memberships/${member.session.user.member_id}`), byName(page, 'Grant a membership')),
    button: 'Grant membership',
    fill: async (form) => {
      await selectFirst(form.getByLabel(/^Package/));
      await form.getByLabel(/^Reason/).fill('Sponsored by the Lahore chapter.');
    },
    sends: 'POST /api/staff/members/:memberId/membership/grants',
    stop: 'a granted membership cannot be taken back',
  },
  {
    form: 'Disable an account',
    as: 'staff',
    open: async ({ page, member }) => {
      await page.goto(`/staff/members/${member.session.user.member_id}`);
      await page.getByRole('button', { name: 'Disable the account' }).click();
      return page.getByRole('dialog').getByRole('form', { name: 'Disable the account' });
    },
    button: 'Disable the account',
    fill: async (form) => form.getByLabel(/^Why is the account disabled/).fill('Asked to close the account by e-mail.'),
    sends: 'POST /api/staff/members/:memberId/disable',
    stop: 'the member is the test’s own, signed in on its other pages',
  },
  {
    form: 'Internal note on an issue',
    as: 'staff',
    open: async ({ page, member }) => (await page.goto(`/staff/issues/${(await newIssue(member)).id}`), byName(page, 'Internal note')),
    button: 'Add note',
    fill: async (form) => form.getByLabel(/^Internal note/).fill('Asked the platform for the hold reason.'),
    sends: 'POST /api/staff/issues/:issueId/notes',
  },
  {
    form: 'Reply to an issue',
    as: 'staff',
    open: async ({ page, member }) => (await page.goto(`/staff/issues/${(await newIssue(member)).id}`), byName(page, 'Reply as staff')),
    button: 'Send reply',
    fill: async (form) => form.getByLabel(/^Reply as staff/).fill('Please send the platform your CNIC; the hold ends within a day.'),
    sends: 'POST /api/staff/issues/:issueId/comments',
  },
  {
    form: 'Saved reply',
    as: 'staff',
    open: async ({ page }) => (await page.goto('/staff/issues/saved-replies'), byName(page, 'New saved reply')),
    button: 'Save reply',
    fill: async (form) => {
      await form.getByLabel(/^Title/).fill('Payout on hold');
      await form.getByLabel(/^Reply/).fill('Please send the platform your CNIC; the hold ends within a day.');
    },
    sends: 'POST /api/staff/saved-replies',
    stop: STOP_SHARED,
  },
  {
    form: 'Promotion',
    as: 'staff',
    open: async ({ page }) => (await firstRecord(page, '/staff/promotions'), byName(page, 'Promotion')),
    button: 'Save changes',
    prefilled: true,
    sends: 'POST /api/staff/promotions/:promotionId',
    stop: STOP_SHARED,
  },
  {
    form: 'Add promotion codes',
    as: 'staff',
    open: async ({ page, staff }) => {
      const promotions = await staff.get<{ items: Array<{ id: number; code_kind: string }> }>('/staff/promotions');
      const pool = promotions.items.find((p) => p.code_kind === 'pool');
      expect(pool, 'a promotion with a pool of codes').toBeTruthy();
      await page.goto(`/staff/promotions/${pool!.id}`);
      return byName(page, 'Add codes');
    },
    button: 'Add codes',
    fill: async (form) => form.getByRole('textbox', { name: 'Codes' }).fill('PRESS-0001\nPRESS-0002'),
    sends: 'POST /api/staff/promotions/:promotionId/codes',
    stop: STOP_SHARED,
  },
  {
    form: 'Event',
    as: 'staff',
    open: async ({ page }) => (await firstRecord(page, '/staff/events'), byName(page, 'Event')),
    button: 'Save changes',
    prefilled: true,
    sends: 'POST /api/staff/events/:eventId',
    stop: STOP_SHARED,
  },
  {
    form: 'Check a ticket in',
    as: 'staff',
    open: async ({ page }) => {
      await page.goto('/staff/check-in');
      const event = page.getByLabel(/^Event/);
      if (!(await event.inputValue())) await selectFirst(event);
      return byName(page, 'Check a ticket in');
    },
    button: 'Check in',
    fill: async (form) => form.getByLabel('Ticket code').fill('T42.Xb3k9Q'),
    sends: 'POST /api/staff/check-in',
    stop: 'a ticket checked in stays checked in',
  },
  {
    form: 'Mark an order paid',
    as: 'staff',
    open: async ({ page, member }) => {
      const { orderId } = await ownTicket(member, true);
      await page.goto('/staff/orders?status=pending');
      await page.getByRole('searchbox', { name: 'Search' }).fill(`10470${orderId}`);
      await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
      await staffOrderRow(page, orderId).getByRole('button', { name: 'Mark paid' }).click();
      return page.getByRole('dialog').getByRole('form', { name: 'Mark the order paid' });
    },
    button: 'Continue',
    fill: async (form) => form.getByRole('textbox', { name: /bank’s reference/ }).fill('HBL-PRESS-1'),
    // Continue asks to confirm the order and the reference before anything is sent.
    movesOn: (page) => page.getByRole('dialog').getByRole('button', { name: 'Yes, mark it paid' }),
  },
  {
    form: 'Undo a payment',
    as: 'staff',
    open: async ({ page, member, staff }) => {
      const { orderId } = await ownTicket(member, true);
      await staff.post(`/staff/orders/${orderId}/mark-paid`, { reference: `HBL-PRESS-${orderId}` });
      await page.goto('/staff/orders?status=paid');
      await page.getByRole('searchbox', { name: 'Search' }).fill(`10470${orderId}`);
      await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
      await staffOrderRow(page, orderId).getByRole('button', { name: 'Undo payment' }).click();
      return page.getByRole('dialog').getByRole('form', { name: 'Undo the payment' });
    },
    button: 'Undo the payment',
    fill: async (form) => form.getByLabel(/^Why is the payment undone/).fill('Marked against the wrong order.'),
    sends: 'POST /api/staff/orders/:id/undo-paid',
  },
  {
    form: 'Programme',
    as: 'staff',
    open: async ({ page }) => (await firstRecord(page, '/staff/learning', '/staff/learning/programs'), byName(page, 'Programme')),
    button: 'Save the programme',
    prefilled: true,
    sends: 'POST /api/staff/learning/programs/:programId',
    stop: STOP_SHARED,
  },
  {
    form: 'Enrolment questionnaire',
    as: 'staff',
    open: async ({ page }) => {
      await firstRecord(page, '/staff/learning', '/staff/learning/programs');
      const form = byName(page, 'Enrolment questionnaire');
      await form.getByRole('button', { name: 'Add a question' }).click();
      return form;
    },
    button: 'Save the questionnaire',
    fill: async (form) => {
      const added = form.getByRole('group', { name: /^Question \d+$/ }).last();
      await added.getByLabel(/^Question/).fill('Which city do you work from?');
      await added.getByLabel(/^Type/).selectOption('text');
    },
    sends: 'POST /api/staff/learning/programs/:programId/questionnaire',
    stop: STOP_SHARED,
  },
  {
    form: 'New course',
    as: 'staff',
    open: async ({ page }) => (await page.goto('/staff/learning/courses/new'), byName(page, 'Course')),
    button: 'Create course',
    fill: async (form) => {
      const programme = form.getByLabel(/^Programme/);
      if (!(await programme.inputValue())) await selectFirst(programme);
      await form.getByLabel(/^Title/).fill('Pitching to Clients');
      await form.getByLabel(/^Description/).fill('<p>Write proposals that win work.</p>');
    },
    sends: 'POST /api/staff/learning/courses',
    stop: STOP_SHARED,
  },
  {
    form: 'Course quiz',
    as: 'staff',
    open: async ({ page }) => {
      await firstRecord(page, '/staff/learning', '/staff/learning/courses');
      const form = byName(page, 'Quiz');
      await form.getByRole('button', { name: 'Add a question' }).click();
      return form;
    },
    button: 'Save the quiz',
    // A multiple-choice question worth a point (a quiz needs one), its first answer the correct one.
    fill: async (form) => {
      const added = form.getByRole('group', { name: /^Question \d+$/ }).last();
      await added.getByLabel(/^Question/).fill('What do you send a client first?');
      await added.getByRole('textbox', { name: /^Answer 1/ }).fill('A short plan with dates');
      await added.getByRole('textbox', { name: /^Answer 2/ }).fill('The invoice');
      await added.getByRole('radio', { name: 'Answer 1 is correct' }).check();
    },
    sends: 'POST /api/staff/learning/courses/:courseId/quiz',
    stop: STOP_SHARED,
  },
  ...(
    [
      ['Blog post', '/staff/blogs', 'POST /api/staff/blogs/:id'],
      ['Press release', '/staff/press-releases', 'POST /api/staff/press-releases/:id'],
      ['Publication', '/staff/publications', 'POST /api/staff/publications/:id'],
      ['Media mention', '/staff/media-mentions', 'POST /api/staff/media-mentions/:id'],
      ['Conference edition', '/staff/conferences', 'POST /api/staff/conferences/:id'],
      ['Board member', '/staff/board', 'POST /api/staff/directors/:id'],
      ['Partner', '/staff/partners', 'POST /api/staff/partners/:id'],
      ['Highlight', '/staff/highlights', 'POST /api/staff/highlights/:id'],
    ] as const
  ).map(
    ([form, list, sends]): FormCase => ({
      form,
      as: 'staff',
      open: async ({ page }) => (await firstRecord(page, list), byName(page, form)),
      button: /^Save (draft|changes)$/,
      prefilled: true,
      sends,
      stop: STOP_SHARED,
    }),
  ),
  {
    // Publish now submits the form as Save draft does.
    form: 'Home page figure, published at once',
    as: 'staff',
    open: async ({ page }) => (await page.goto('/staff/home-figures/new'), byName(page, 'Home page figure')),
    button: 'Publish now',
    fill: async (form) => {
      await form.getByLabel(/^Figure/).fill('10+ billion');
      await form.getByLabel(/^What it counts/).fill('rupees earned by members');
    },
    sends: 'POST /api/staff/home-figures',
    stop: STOP_SHARED,
  },
];

/** Whether a request is the one `sends` names. */
const matcher = (sends: string) => {
  const [method, path] = sends.split(' ');
  const pattern = new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
  return (request: Request) => request.method() === method && pattern.test(new URL(request.url()).pathname);
};

/** One press as a person makes it: the button goes down, stays down a moment, and comes up where it went down. */
async function press(page: Page, button: Locator, touch: boolean) {
  await button.scrollIntoViewIfNeeded();
  if (touch) return button.tap();
  const box = await button.boundingBox();
  expect(box, 'the button is on the page').not.toBeNull();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.up();
}

/** Empties the form's text fields; answers what types their text back, field by field. */
async function emptyText(form: Locator) {
  const fields = form.locator(
    'input:is([type=text],[type=email],[type=tel],[type=url],[type=number],[type=date],[type=datetime-local],[type=password],:not([type])):not([readonly]):not([disabled]), textarea:not([readonly]):not([disabled])',
  );
  const filled: Array<{ field: Locator; value: string }> = [];
  for (const field of await fields.all()) {
    if (!(await field.isVisible())) continue;
    const value = await field.inputValue();
    if (value) filled.push({ field, value });
  }
  expect(filled.length, 'the form opens filled in').toBeGreaterThan(0);
  for (const { field } of filled) await field.fill('');
  return async () => {
    for (const { field, value } of filled) await field.fill(value);
  };
}

for (const form of FORMS) {
  // Each form at the width of the person who uses it, as every journey here runs (playwright.config.ts): members' and
  // visitors' on the phone, where a press is a tap and a moving message shifts the button most; staff's at the desktop.
  const tag = form.as === 'staff' ? '' : ' @phone';
  test(`${form.form} (${form.as}): the first valid press after a refused one is not lost${tag}`, async ({ page, context, baseURL }, testInfo) => {
    const member = new Api(page.request, await ownMember(page.request));
    const staff = new Api(page.request, await staffSession(page.request));
    const api = form.as === 'staff' ? staff : member;
    if (form.as !== 'visitor') {
      await context.addCookies([
        { name: 'auth', value: api.session.token, url: baseURL! },
        { name: 'user_details', value: encodeURIComponent(JSON.stringify(api.session.user)), url: baseURL! },
      ]);
    }
    const touch = testInfo.project.name === 'phone';
    const sent = form.sends ? matcher(form.sends) : () => false;
    const requests: string[] = [];
    page.on('request', (request) => {
      if (sent(request)) requests.push(request.url());
    });
    if (form.stop) await page.route(() => true, (route) => (sent(route.request()) ? route.abort() : route.fallback()));

    const opened = await form.open({ page, api, member, staff });
    await expect(opened).toBeVisible();
    const button = opened.getByRole('button', { name: form.button });
    const typeBack = form.prefilled ? await emptyText(opened) : null;
    await press(page, button, touch);
    await expect(opened.locator('[aria-invalid="true"], [role="alert"]').first(), 'the empty form says what is missing').toBeVisible();
    expect(requests, 'the refused press sends nothing').toEqual([]);

    await typeBack?.();
    await form.fill?.(opened, { page, api, member, staff });
    const request = form.sends ? page.waitForRequest(sent, { timeout: 10_000 }) : null;
    await press(page, button, touch);
    if (request) await request;
    else await expect(form.movesOn!(page)).toBeVisible();
  });
}
