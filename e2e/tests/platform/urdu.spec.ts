import { expect, test, type APIRequestContext, type Page } from '../site';
import { newMember, signInInUrdu, tinyPng, uniqueEmail } from '../support';

// The main journeys in Urdu on a 360 px phone (issue 47, docs/decisions/030): a visitor registers and completes the
// profile, a member books a ticket and takes a quiz, the English / اردو switch keeps the reader on the same page and
// the member's choice follows them to a new browser, and a browser that asks for Urdu is offered it. Every control is
// found by its Urdu name; the texts are the catalogs' (*/src/locales/ur.po). Content that staff write (event titles,
// quiz questions) stays in the language it was written in.

const PASSWORD = 'Karachi#2024';

/** The page is an Urdu page, right to left, and nothing on it is wider than the screen. */
async function expectUrduPage(page: Page) {
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/ur(\/|$|\?)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `the page is ${widths.page}px wide on a ${widths.screen}px screen`).toBeLessThanOrEqual(widths.screen);
}

/** A notice of the shared design system, with its Urdu title (کامیابی for success, خرابی for an error). */
async function expectUrduNotice(page: Page, title: 'کامیابی' | 'خرابی', message: string) {
  const notice = page.getByRole(title === 'خرابی' ? 'alert' : 'status').filter({ hasText: title }).filter({ hasText: message });
  await expect(notice.first()).toBeVisible();
}

/** A new member who registered on an Urdu page (the account keeps Urdu as their language); answers their e-mail. */
const newUrduMember = async (request: APIRequestContext, name: string, withProfile = false) =>
  (await newMember(request, { name, password: PASSWORD, language: 'ur', withProfile })).email;


test('a visitor registers in Urdu, is told so in Urdu, and completes the profile in Urdu @phone', async ({ page }) => {
  await page.goto('/ur/register');
  await expectUrduPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'رجسٹر کریں' })).toBeVisible();

  // The form's own checks speak Urdu (shared-api's catalog, through shared-ui's fields).
  const form = page.getByRole('form', { name: 'رجسٹر کریں' });
  await form.getByRole('button', { name: 'رجسٹر کریں' }).click();
  await expect(form.getByText('براہِ کرم اپنا پورا نام درج کریں')).toBeVisible();
  await expect(form.getByText('براہِ کرم اپنا ای میل درج کریں')).toBeVisible();
  await expect(form.getByText('براہِ کرم اپنا رابطہ نمبر درج کریں')).toBeVisible();
  await expect(form.getByText('براہِ کرم اپنا پاس ورڈ درج کریں!')).toBeVisible();
  await expect(form.getByText('Please enter your full name')).toHaveCount(0);
  await expectUrduPage(page);

  await form.getByLabel('پورا نام').fill('ثنا مرزا');
  await form.getByLabel(/^ای میل/).fill(uniqueEmail());
  await form.getByLabel('رابطہ نمبر').fill('0300 1234567');
  await form.getByLabel('پاس ورڈ').fill(PASSWORD);
  await form.getByRole('button', { name: 'رجسٹر کریں' }).click();
  await expectUrduNotice(page, 'کامیابی', 'آپ کا اکاؤنٹ بن گیا ہے۔ خوش آمدید!');
  await expect(page).toHaveURL(/\/ur\/dashboard\//);
  await expectUrduPage(page);

  await page.goto('/ur/dashboard/complete-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'اپنا پروفائل مکمل کریں' })).toBeVisible();
  await expectUrduPage(page);
  await page.getByLabel('پروفائل تصویر').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByRole('img', { name: 'آپ کی پروفائل تصویر' })).toBeVisible();
  // The picture field is shared-ui's, bundled into the remote: it reads the Urdu the shell loaded for shared-ui.
  await expect(page.getByText('کوئی اور تصویر منتخب کریں')).toBeVisible();
  await page.getByLabel('جنس').selectOption({ label: 'خاتون' });
  await page.getByLabel('شہر').selectOption('Lahore');
  await page.getByLabel('صوبہ').selectOption('Punjab');
  await page.getByLabel('تاریخِ پیدائش').fill('1995-04-12');
  await page.getByLabel('ڈگری').selectOption({ label: 'گریجویٹ' });
  await page.getByLabel('تعلیمی شعبہ').fill('کمپیوٹر سائنس');
  await page.getByLabel('تعلیمی ادارہ').fill('جامعہ پنجاب');
  await page.getByLabel('پیشہ ورانہ عنوان').fill('فل اسٹیک ڈویلپر');
  await page.getByLabel('LinkedIn پروفائل').fill('https://www.linkedin.com/in/sana-urdu-e2e');
  await page.getByLabel('بنیادی مہارت').selectOption({ index: 1 });
  await expect(page.getByLabel('ثانوی مہارت').locator('option')).not.toHaveCount(1);
  await page.getByLabel('ثانوی مہارت').selectOption({ index: 1 });
  await page.getByLabel('تجربے کے سال').selectOption({ label: '1 سے 10 سال کے درمیان' });
  await page.getByLabel('فی گھنٹہ معاوضہ (روپے)').fill('3500');
  await page.getByLabel('دستیابی').selectOption({ label: 'کل وقتی' });
  await page.getByLabel('تجربے کی سطح').selectOption({ label: 'درمیانہ' });
  await page.getByText('Upwork', { exact: true }).click();
  await page.getByLabel('Upwork پر پروفائل کا لنک').fill('https://www.upwork.com/freelancers/sana-urdu-e2e');
  await page
    .getByLabel('تعارف')
    .fill('میں پاکستان اور بیرونِ ملک چھوٹے کاروباروں کے لیے ویب ایپلیکیشنز بناتی ہوں، پہلے خاکے سے لے کر ڈیپلائمنٹ اور سپورٹ تک، React اور Node میں۔');
  await page.getByRole('button', { name: 'پروفائل محفوظ کریں' }).click();
  await expectUrduNotice(page, 'کامیابی', 'آپ کی پروفائل محفوظ ہو گئی ہے۔');
  await expect(page).toHaveURL(/\/ur\/profile$/);
  await expect(page.getByText('ثنا مرزا').first()).toBeVisible();
  await expectUrduPage(page);
});

test('a member books a paid ticket in Urdu: the order page’s ways to pay, the card, and the thank-you in Urdu @phone', async ({ page, request }) => {
  const email = await newUrduMember(request, 'بلال احمد', true);
  await signInInUrdu(page, email, PASSWORD);
  await page.goto('/ur/dashboard/events');
  await expectUrduPage(page);
  const card = page.getByRole('article').filter({ hasText: 'Freelance Fest Karachi 2027' });
  await card.getByRole('link', { name: 'تفصیل دیکھیں' }).click();
  await expect(page).toHaveURL(/\/ur\/dashboard\/event\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Freelance Fest Karachi 2027' })).toBeVisible();
  await page.getByRole('complementary', { name: 'تقریب کی تفصیلات' }).getByRole('button', { name: 'رجسٹر کریں' }).click();
  await page.getByRole('link', { name: 'Standard pass بک کریں' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ٹکٹ بک کریں' })).toBeVisible();
  await expectUrduPage(page);

  await expect(page.getByLabel(/^پہلا نام/)).not.toHaveValue('');
  await page.getByLabel(/^شناختی کارڈ/).fill('35202-1234567-1');
  await page.getByLabel(/^کمپنی/).fill('احمد ویب اسٹوڈیو');
  await page.getByLabel(/^عہدہ/).fill('ڈویلپر');
  // The festival asks for the CNIC and the company and position (seed), no postal address.
  await page.getByRole('button', { name: 'آگے بڑھیں' }).click();
  await page.waitForURL(/\/ur\/ticket\/\d+\/order$/);
  await expectUrduPage(page);

  // The ways to pay, in Urdu; the total before the button that pays it.
  const ways = page.getByRole('group', { name: 'ادائیگی کا طریقہ' });
  await expect(ways.getByRole('radio', { name: /^کارڈ/ })).toBeVisible();
  await expect(ways.getByRole('radio', { name: /^بل کی ادائیگی \(\u20661Bill\u2069\)/ })).toBeVisible();
  await expect(page.getByText('Payment method')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'آرڈر کی رقم' })).toContainText('3,000');
  await ways.getByRole('radio', { name: /^کارڈ/ }).check();
  await page.getByRole('button', { name: 'آرڈر دیں' }).click();
  await page.waitForURL(/\/api\/test-gateway\/checkout\//);
  await page.getByRole('button', { name: 'Approve' }).click();

  // Back from the gateway, the member reads the thank-you and their ticket in Urdu.
  await page.waitForURL(/\/ur\/order\/thankyou\?O=\d+$/);
  await expect(page.getByText('آپ کا آرڈر کامیابی سے دے دیا گیا!')).toBeVisible();
  await expect(page.getByRole('article', { name: /^ٹکٹ نمبر \d+$/ }).getByRole('img', { name: /^ٹکٹ نمبر \d+ کا QR کوڈ$/ })).toBeVisible();
  await expect(page.getByText('Your order was placed successfully!')).toHaveCount(0);
  await expectUrduPage(page);
});

// The seeded soft skills quiz: each multiple-choice question with its correct answer (content stays in English).
const QUIZ = [
  { question: 'A client’s brief is unclear. What should you do first?', right: 'Ask clarifying questions before you quote' },
  { question: 'Which message best tells a client about a delay?', right: /you will have them on Thursday at noon/ },
  { question: 'What is active listening on a client call?', right: 'Repeating back what you understood and asking questions' },
  { question: 'A client sends harsh feedback on your delivery. What is the best reply?', right: 'Thank them, ask exactly what to change and agree the next steps' },
  { question: 'You work for three clients this week. What helps you deliver on time?', right: 'Blocking time for each client and sharing realistic deadlines' },
  { question: 'A teammate misses a deadline that affects your work. What helps most?', right: 'Talking to them privately about the impact and agreeing a new plan' },
];
const WRITTEN = 'What is one thing you will change in how you work with clients after this programme?';

test('a member enrols and takes the quiz in Urdu, and reads the result in Urdu @phone', async ({ page, request }) => {
  const email = await newUrduMember(request, 'عائشہ خان', true);
  await signInInUrdu(page, email, PASSWORD);
  await page.goto('/ur/pafla-google-soft-skills');
  await expectUrduPage(page);
  await page.getByRole('link', { name: 'ابھی رجسٹر کریں' }).first().click();
  await expect(page).toHaveURL(/\/ur\/dashboard\/\d+\/enroll-course\//);
  await expect(page.getByRole('heading', { level: 1, name: 'کورس میں داخلہ' })).toBeVisible();
  // The form is ready once the course is chosen for the member; the questionnaire's questions stay in English.
  await expect(page.getByRole('combobox', { name: /^کورس/ })).toHaveValue(/\d+/);
  const howLong = page.getByLabel('How long have you been freelancing?');
  await howLong.selectOption({ label: '1 to 3 years' });
  await expect(howLong.locator('option:checked')).toHaveText('1 to 3 years');
  await page.getByLabel('What would you most like to get better at?').fill('کلائنٹ کو تاخیر کے بارے میں پہلے سے بتانا۔');
  await page.getByRole('button', { name: 'ابھی داخلہ لیں' }).click();
  await page.waitForURL(/\/ur\/dashboard\/course\/thankyou\?id=[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('main').getByText('آپ اس کورس میں داخل ہو چکے ہیں۔')).toBeVisible();
  await expectUrduPage(page);

  await page.getByRole('link', { name: 'کورس کے صفحے پر جائیں' }).click();
  await page.getByRole('link', { name: 'سرٹیفکیٹ حاصل کریں' }).click();
  await expect(page).toHaveURL(/\/ur\/dashboard\/get-certified\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'سرٹیفکیٹ حاصل کریں' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row', { name: /استعمال شدہ کوششیں/ })).toBeVisible();
  await expectUrduPage(page);
  await page.getByRole('button', { name: 'کوئز شروع کریں' }).click();
  await page.getByRole('alertdialog', { name: 'تیار ہو جائیں' }).getByRole('button', { name: 'کوئز شروع کریں' }).click();
  await page.waitForURL(/\/ur\/dashboard\/\d+\/start-quiz$/);
  await expectUrduPage(page);

  for (const q of QUIZ) await page.getByRole('radiogroup', { name: q.question }).getByLabel(q.right).check();
  await page.getByLabel(WRITTEN).fill('میں ہر بریف لکھ کر کلائنٹ سے اس کی تصدیق کروں گی۔');
  await page.getByRole('button', { name: 'کوئز جمع کرائیں' }).click();
  await page.waitForURL(/\/ur\/dashboard\/\d+\/quiz-result\/\d+$/);
  await expect(page.getByRole('heading', { name: 'مبارک ہو! آپ کوئز میں کامیاب ہو گئے۔' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^12 میں سے 12$/ })).toBeVisible();
  await expectUrduPage(page);
});

test('the English / اردو switch keeps the reader on the same page, and a member’s choice follows them to a new browser @phone', async ({ page, request, browser, baseURL }) => {
  await page.goto('/membership');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByRole('link', { name: /^اردو\s*: read this page in Urdu$/ }).click();
  await expect(page).toHaveURL(/\/ur\/membership$/);
  await expectUrduPage(page);
  await page.getByRole('banner').getByRole('link', { name: /^English\s*: یہ صفحہ انگریزی میں پڑھیں$/ }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page).not.toHaveURL(/\/ur\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  // A member of English chooses Urdu with the switch while signed in: their account keeps it.
  const { email, token } = await newMember(request, { name: 'Kamran Ali', password: PASSWORD });
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByRole('link', { name: /^اردو\s*: read this page in Urdu$/ }).click();
  await expect(page).toHaveURL(/\/ur\/dashboard\//);
  await expectUrduPage(page);
  await expect
    .poll(async () => ((await (await request.get('/api/user/session', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { language: string | null } }).data.language)
    .toBe('ur');

  // On a new browser, which has never chosen, the member signs in on the English page and is then shown Urdu.
  const other = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const device = await other.newPage();
  await device.goto('/login');
  await expect(device.locator('html')).toHaveAttribute('lang', 'en');
  await device.getByLabel('Email').fill(email);
  await device.getByLabel('Password').fill(PASSWORD);
  await device.getByRole('button', { name: 'Login' }).click();
  await device.waitForURL((url) => !url.pathname.startsWith('/login'));
  await device.goto('/dashboard');
  await expect(device).toHaveURL(/\/ur\/dashboard/);
  await expectUrduPage(device);
  await other.close();
});

test('a browser that asks for Urdu is offered it on its first visit, and the offer leads to the Urdu home page @phone', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'ur-PK', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const offer = page.getByRole('link', { name: 'اردو میں پڑھیں' });
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(page).toHaveURL(/\/ur\/?$/);
  await expectUrduPage(page);
  await expect(page.getByRole('link', { name: 'اردو میں پڑھیں' })).toHaveCount(0);
  await context.close();
});

// The form's own rule (shared-api's learningMessages) shows its message by its English, from shared-api's catalog.
test('the enrolment form’s field errors are Urdu @phone', async ({ page, request }) => {
  const email = await newUrduMember(request, 'حنا بلوچ', true);
  await signInInUrdu(page, email, PASSWORD);
  await page.goto('/ur/pafla-google-soft-skills');
  await page.getByRole('link', { name: 'ابھی رجسٹر کریں' }).first().click();
  await expect(page.getByRole('combobox', { name: /^کورس/ })).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'ابھی داخلہ لیں' }).click();
  const question = page.getByRole('group').filter({ has: page.getByLabel('How long have you been freelancing?') });
  await expect(question.getByLabel('How long have you been freelancing?')).toHaveAttribute('aria-invalid', 'true');
  await expect(question.getByText('اس سوال کا جواب ضروری ہے')).toBeVisible();
  await expect(question.getByText('This question is required')).toHaveCount(0);
});
