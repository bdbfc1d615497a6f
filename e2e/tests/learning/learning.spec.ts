import { expect, test, type Page } from '../site';
import { mailTo } from '../public/mail';
import { expectNotification } from '../support';
import { signInAs, STAFF } from '../ticketing/flows';

// Learning: a visitor reads both programme pages; a member enrols in the soft skills batch with its questionnaire,
// fails the quiz, tries again and passes, downloads a real PDF certificate whose QR page verifies in a fresh browser,
// then uses the last attempt and is offered no Try Again; staff decide a shortlisted enrolment and open a course.

// The seeded soft skills quiz: the correct answer of each multiple-choice question, and a wrong one.
const QUIZ = [
  { question: 'A client’s brief is unclear. What should you do first?', right: 'Ask clarifying questions before you quote', wrong: 'Decline the project' },
  { question: 'Which message best tells a client about a delay?', right: /you will have them on Thursday at noon/, wrong: '“It will be ready soon.”' },
  { question: 'What is active listening on a client call?', right: 'Repeating back what you understood and asking questions', wrong: 'Taking notes in silence' },
  { question: 'A client sends harsh feedback on your delivery. What is the best reply?', right: 'Thank them, ask exactly what to change and agree the next steps', wrong: 'Ignore the message' },
  { question: 'You work for three clients this week. What helps you deliver on time?', right: 'Blocking time for each client and sharing realistic deadlines', wrong: 'Working only at night' },
  { question: 'A teammate misses a deadline that affects your work. What helps most?', right: 'Talking to them privately about the impact and agreeing a new plan', wrong: 'Leaving the project' },
];
const WRITTEN = 'What is one thing you will change in how you work with clients after this programme?';

// Each project is its own member, so the desktop and phone runs never share attempts.
const learner = (project: string) => (project === 'phone' ? 'bilal.khan@example.com' : 'ayesha.siddiqui@example.com');

async function startQuiz(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Get Certified' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  const ready = page.getByRole('alertdialog', { name: 'Get Ready' });
  await ready.getByRole('button', { name: 'Start Quiz' }).click();
  await page.waitForURL(/\/dashboard\/\d+\/start-quiz$/);
}

async function answer(page: Page, which: 'right' | 'wrong', upTo = QUIZ.length) {
  for (const q of QUIZ.slice(0, upTo)) {
    await page.getByRole('radiogroup', { name: q.question }).getByLabel(q[which]).check();
  }
}

async function submitQuiz(page: Page) {
  await page.getByLabel(WRITTEN).fill('I will write down every brief and confirm it with the client.');
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await page.waitForURL(/\/quiz-result\/\d+$/);
}

test('a visitor reads both programme pages: the certificate programmes from data, the FAQ, the stories and the soft skills figures @phone', async ({ page }) => {
  await page.goto('/pafla-google-career-certificates');
  await expect(page.getByRole('heading', { level: 1, name: 'Google Career Certificates' })).toBeVisible();
  const programmes = page.locator('#gcc-courses');
  await expect(programmes.getByRole('heading', { name: 'Google Cybersecurity' })).toBeVisible();
  await expect(programmes.getByText('Registrations Closed')).toHaveCount(9);
  await expect(page.locator('#screening-criteria')).toContainText('geographical, gender, age and occupational distribution');
  const first = programmes.getByRole('article').filter({ hasText: 'Google IT Support' });
  await first.getByRole('button', { name: 'Learn more' }).click();
  await expect(first.getByText("What you'll learn")).toBeVisible();
  await expect(first.getByText('Troubleshooting hardware and software')).toBeVisible();
  await first.getByRole('button', { name: 'View less' }).click();
  await expect(first.getByText('Troubleshooting hardware and software')).toBeHidden();
  // The graduates' videos load only when played.
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Play video: / }).first()).toBeVisible();

  await page.goto('/pafla-google-soft-skills');
  await expect(page.getByRole('heading', { level: 1, name: 'Google Soft Skills Program' })).toBeVisible();
  for (const figure of ['81.5%', '47%', '53.3%', '4 modules']) await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.locator('#softskills-topics')).toBeVisible();
  // Register Now leads to the configured course's enrolment, through sign-in for a visitor.
  await page.getByRole('link', { name: 'Register Now' }).first().click();
  await expect(page).toHaveURL(/\/login\?referrer=%2Fdashboard%2F\d+%2Fenroll-course%2F\d+%2Fsoft-skills-for-freelancers-batch-2/);
});

test('a member enrols with the questionnaire, fails the quiz, passes on the second try, gets a certificate that verifies, and the last attempt hides Try Again @phone', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, learner(testInfo.project.name));
  await page.goto('/pafla-google-soft-skills');
  await page.getByRole('link', { name: 'Register Now' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Course Enrolment' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Course/ })).toHaveValue(/\d+/);

  // Every question of the programme's questionnaire is required.
  await page.getByRole('button', { name: 'Enrol Now' }).click();
  await expect(page.getByText('This question is required')).toHaveCount(2);
  await page.getByLabel('How long have you been freelancing?').selectOption({ label: '1 to 3 years' });
  await page.getByLabel('What would you most like to get better at?').fill('Telling clients about delays before they ask.');
  await page.getByRole('button', { name: 'Enrol Now' }).click();
  await page.waitForURL(/\/dashboard\/course\/thankyou\?id=[A-Za-z0-9_-]{22}$/);
  await expect(page.getByText('Thank you for enrolling in')).toBeVisible();
  await expect(page.getByRole('main').getByText('You are enrolled in this course.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to the course page' }).click();
  await expect(page.getByText('Your application:')).toBeVisible();
  await page.getByRole('link', { name: 'Get Certified' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Attempts used/ })).toContainText('0 of 3');
  await expect(table.getByRole('row', { name: /Pass mark/ })).toContainText('8 of 12 (60%)');
  await expect(page.getByText(/at least one hour of uninterrupted time/)).toBeVisible();
  await startQuiz(page);

  // Answers survive a reload until they are sent; every question must be answered.
  await answer(page, 'wrong', 3);
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: QUIZ[2].question }).getByLabel(QUIZ[2].wrong)).toBeChecked();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(page.getByText('This question is required').first()).toBeVisible();
  await answer(page, 'wrong');
  await submitQuiz(page);
  await expect(page.getByRole('heading', { name: 'You did not pass the quiz this time.' })).toBeVisible();
  await expect(page.getByText(/^You scored \d+ of 12\. The pass mark is 8 of 12\.$/)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^1 of 3$/ })).toBeVisible();
  // Each answer reviewed; the right ones are kept back while attempts remain.
  const review = page.getByRole('region', { name: 'Your answers' });
  await expect(review.getByRole('listitem').filter({ hasText: QUIZ[0].question })).toContainText('Not correct');
  await expect(review.getByText('The right answers are shown once you pass or have used all your attempts.')).toBeVisible();
  await expect(review.getByText('The right answer:')).toHaveCount(0);
  // Try Again goes straight to the questions.
  await page.getByRole('link', { name: 'Try Again' }).click();
  await page.waitForURL(/\/dashboard\/\d+\/start-quiz$/);
  await expect(page.getByRole('radiogroup', { name: QUIZ[0].question }).getByRole('radio', { checked: true })).toHaveCount(0);
  await answer(page, 'right');
  await submitQuiz(page);
  await expect(page.getByRole('heading', { name: 'Congratulations! You passed the quiz.' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^12 of 12$/ })).toBeVisible();

  // The certificate opens in a new tab; it is a real PDF and its QR page says it is genuine to anyone.
  const [made, popup] = await Promise.all([
    page.waitForResponse((r) => /\/api\/get-quiz-certificate\/\d+$/.test(r.url())),
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Download your Certificate' }).click(),
  ]);
  expect(made.status()).toBe(200);
  const { data } = (await made.json()) as { data: { certificate_url: string; verify_url: string } };
  await popup.close();
  const pdf = await page.request.get(data.certificate_url);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const outsider = await browser.newPage({ viewport: page.viewportSize() ?? undefined, baseURL: new URL(page.url()).origin });
  await outsider.goto(new URL(data.verify_url).pathname);
  await expect(outsider.getByText('This course certificate is genuine.')).toBeVisible();
  await expect(outsider.getByText('Soft Skills for Freelancers (Batch 2)')).toBeVisible();
  await expect(outsider.getByText('12 of 12 (100%)')).toBeVisible();
  await expect(outsider.getByText(/^FAP-[0-9A-Z]{4}-[0-9A-Z]{4}$/)).toBeVisible();
  await outsider.close();

  // Certified, the member may retake the quiz with the attempt left; failing it leaves no Try Again.
  await page.getByRole('link', { name: 'Back to the course' }).click();
  await page.getByRole('link', { name: 'Retake Quiz' }).click();
  await startQuiz(page);
  await answer(page, 'wrong');
  await submitQuiz(page);
  await expect(page.getByRole('definition').filter({ hasText: /^3 of 3$/ })).toBeVisible();
  await expect(page.getByText('You have used all your attempts for this quiz.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveCount(0);
  await expect(review.getByRole('listitem').filter({ hasText: QUIZ[0].question })).toContainText(`The right answer: ${QUIZ[0].right}`);
  const courseId = new URL(page.url()).pathname.split('/')[2];
  await page.goto(`/dashboard/get-certified/${courseId}`);
  await expect(page.getByText('You have used all 3 attempts of this quiz.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Quiz' })).toBeDisabled();
});

test('staff accept a shortlisted application (the member is e-mailed) and publish a new course members can enrol in', async ({ page }) => {
  await signInAs(page, STAFF);
  await page.goto('/staff/learning');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning' })).toBeVisible();
  // The innermost item: the course's own row, not its programme's.
  const analytics = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Google Data Analytics', exact: true }) }).last();
  await expect(analytics).toContainText('4 waiting');
  await analytics.getByRole('link', { name: 'Enrolments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enrolments: Google Data Analytics' })).toBeVisible();

  // The oldest waiting enrolment is the table's first row; its side panel has the answers and the decision.
  const enrolments = page.getByRole('table', { name: 'Enrolments, oldest waiting first' });
  await enrolments.getByRole('row').nth(1).getByRole('button', { name: /^Open / }).click();
  const panel = page.getByRole('dialog', { name: /’s enrolment$/ });
  const name = (await panel.getByRole('link').first().textContent()) ?? '';
  const email = ((await panel.getByText('@').textContent()) ?? '').split(' ')[0];
  await panel.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: `Accept ${name}’s enrolment?` });
  await dialog.getByLabel('Note to the member (optional)').fill('Your first class is on Monday at 7 PM.');
  await dialog.getByRole('button', { name: 'Accept enrolment' }).click();
  await expectNotification(page, 'Success', 'The enrolment is accepted; the member has been told by e-mail.');
  await expect(dialog).toHaveCount(0);
  // Found again by a search in the address (the accepted enrolment may have moved to another page of the list).
  await page.goto(`${new URL(page.url()).pathname}?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(email);
  await expect(enrolments.getByRole('row').filter({ hasText: name }).getByText('Accepted')).toBeVisible();
  const mail = await mailTo(email);
  expect(mail.subject).toBe('You are accepted: Google Data Analytics');
  expect(mail.text).toContain('Your first class is on Monday at 7 PM.');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/enrolments.*\.csv$/);

  // A new course: published with registrations open, it shows on its programme's page for members.
  await page.goto('/staff/learning');
  await page.getByRole('link', { name: 'New course' }).last().click();
  await page.getByLabel('Title').fill('Pitching to Clients');
  await page.getByLabel('Batch').fill('Batch 1');
  await page.getByLabel('Description').fill('<p>Write proposals that win work.</p>');
  await page.getByLabel('What you’ll learn').fill('Proposals\nFollow-ups');
  await page.getByLabel('Published').check();
  await page.getByLabel('Registrations are open').check();
  await page.getByRole('button', { name: 'Create course' }).click();
  await expectNotification(page, 'Success', 'The course has been created.');
  await expect(page).toHaveURL(/\/staff\/learning\/courses\/\d+$/);
  const programme = await page.request.get('/api/programs/soft-skills');
  const courses = ((await programme.json()) as { data: { courses: Array<{ title: string; registrations_closed: boolean }> } }).data.courses;
  expect(courses.find((c) => c.title === 'Pitching to Clients')).toMatchObject({ registrations_closed: false });
});

test('the staff home’s enrolments card opens the enrolments it counts: those waiting, in every course, each member by MEMBER ID', async ({ page }) => {
  await signInAs(page, STAFF);
  await page.goto('/staff');
  const card = page.getByRole('list', { name: 'Queues' }).getByRole('listitem').filter({ hasText: 'Course enrolments waiting for a decision' });
  await expect(card.getByLabel(/\d+ waiting/)).toBeVisible();
  await card.getByRole('link', { name: 'Course enrolments waiting for a decision' }).click();
  await expect(page).toHaveURL(/\/staff\/learning\/enrolments\?status=pending$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Course enrolments' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  const enrolments = page.getByRole('table', { name: 'Enrolments, oldest waiting first' });
  // The seed's scholarship applications wait in Google Data Analytics; each row says its course.
  const waiting = enrolments.getByRole('row').filter({ hasText: 'Google Data Analytics' });
  await expect(waiting.first()).toBeVisible();
  for (const row of await enrolments.getByRole('row').filter({ has: page.getByRole('button', { name: /^Open / }) }).all()) await expect(row).toContainText('Waiting');

  await waiting.first().getByRole('button', { name: /^Open / }).click();
  const panel = page.getByRole('dialog', { name: /’s enrolment$/ });
  await expect(panel).toContainText(/MEMBER ID FAP-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  await expect(panel.getByRole('link', { name: /^Google Data Analytics/ })).toHaveAttribute('href', /\/staff\/learning\/courses\/\d+\/enrolments$/);
});
