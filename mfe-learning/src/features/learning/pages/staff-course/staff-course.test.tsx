import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { staffCourse, staffProgram } from '../../staff/fixtures';
import StaffCoursePage from './index';

const user = () => userEvent.setup({ delay: null });
const programs = [staffProgram(), staffProgram({ id: 2, key: 'soft-skills', title: 'Google Soft Skills Program', courses: [] })];

describe('staff: a new course', () => {
  it('says what is missing, then sends the course with its Karachi times as instants and opens it', async () => {
    let sent: Record<string, unknown> | undefined;
    mockApi({
      'GET /api/staff/learning/programs': ok(programs),
      'POST /api/staff/learning/courses': ({ body }) => {
        sent = body as Record<string, unknown>;
        return ok(staffCourse({ id: 9 }), 'The course has been created.');
      },
      'GET /api/staff/learning/courses/9': ok(staffCourse({ id: 9 })),
    });
    renderPage(<StaffCoursePage />, { path: '/staff/learning/courses/new', at: '/staff/learning/courses/new?program=2' });
    const u = user();
    await screen.findByRole('option', { name: 'Google Soft Skills Program' });
    expect(screen.getByRole('combobox', { name: /Programme/ })).toHaveValue('2');
    const attempts = screen.getByRole('spinbutton', { name: /Allowed attempts/ });
    const passing = screen.getByRole('spinbutton', { name: /Passing percentage/ });
    await u.clear(attempts);
    await u.clear(passing);
    await u.type(passing, '0');
    await u.type(screen.getByLabelText(/Registration opens/), '2026-12-01T10:00');
    await u.type(screen.getByLabelText(/Registration closes/), '2026-12-01T09:00');
    await u.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('Please enter the title')).toBeInTheDocument();
    expect(screen.getByText('Please describe the course')).toBeInTheDocument();
    expect(screen.getByText('Registrations must close after they open')).toBeInTheDocument();
    expect(screen.getByText('Allowed attempts must be a whole number from 1 to 10')).toBeInTheDocument();
    expect(screen.getByText('The passing percentage must be a whole number from 1 to 100')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    // The same errors, in the form's order, at its top: each leads to its field.
    const summary = within(screen.getByRole('form', { name: 'Course' })).getByRole('region', { name: 'Please correct these before saving' });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Title: Please enter the title',
      'Description: Please describe the course',
      'Registration closes (Karachi time): Registrations must close after they open',
      'Allowed attempts: Allowed attempts must be a whole number from 1 to 10',
      'Passing percentage: The passing percentage must be a whole number from 1 to 100',
    ]);
    await u.click(within(summary).getByRole('link', { name: /^Allowed attempts/ }));
    expect(attempts).toHaveFocus();

    await u.type(screen.getByRole('textbox', { name: /^Title/ }), 'Google Data Analytics');
    await u.type(screen.getByRole('textbox', { name: /Description/ }), '<p>Learn to analyse data.</p>');
    await u.type(screen.getByRole('textbox', { name: /What you’ll learn/ }), 'Spreadsheets{enter}{enter}  SQL ');
    await u.clear(screen.getByLabelText(/Registration closes/));
    await u.type(screen.getByLabelText(/Registration closes/), '2026-12-31T19:00');
    await u.type(attempts, '2');
    await u.clear(passing);
    await u.type(passing, '70');
    await u.click(screen.getByRole('checkbox', { name: 'Published' }));
    await u.click(screen.getByRole('checkbox', { name: 'Certification is on' }));
    await u.click(screen.getByRole('button', { name: 'Create course' }));
    await findNotification('Success', 'The course has been created.');
    expect(sent).toMatchObject({
      program_id: 2,
      title: 'Google Data Analytics',
      batch: '',
      features: ['Spreadsheets', 'SQL'],
      start_date: '2026-12-01T05:00:00.000Z',
      end_date: '2026-12-31T14:00:00.000Z',
      published: true,
      registrations_open: false,
      certification: true,
      quiz_allowed_attempts: 2,
      quiz_passing_percentage: 70,
      show_score: true,
      post_program_questionnaire_link: null,
    });
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/staff/learning/courses/9');
  });
});

describe('staff: a course', () => {
  const open = () => renderPage(<StaffCoursePage />, { path: '/staff/learning/courses/:courseId', at: '/staff/learning/courses/5' });
  const question = (n: number) => within(screen.getByRole('form', { name: 'Quiz' })).getByRole('group', { name: `Question ${n}` });

  it('shows the course in Karachi time, and the server’s refusal beside its field', async () => {
    mockApi({
      'GET /api/staff/learning/programs': ok(programs),
      'GET /api/staff/learning/courses/5': ok(staffCourse()),
      'POST /api/staff/learning/courses/5': failure(422, 'Please check the course.', { title: 'Another course of this programme has this title and batch' }),
    });
    open();
    const u = user();
    // 05:00 UTC is 10:00 in Karachi, whatever the computer's clock.
    expect(await screen.findByLabelText(/Registration opens/)).toHaveValue('2026-11-01T10:00');
    expect(screen.getByRole('textbox', { name: /What you’ll learn/ })).toHaveValue('Spreadsheets\nSQL');
    expect(screen.getByRole('link', { name: 'Enrolments' })).toHaveAttribute('href', '/staff/learning/courses/5/enrolments');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await findNotification('Error', 'Please check the course.');
    expect(screen.getByText('Another course of this programme has this title and batch')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus());
  });

  it('shows the quiz’s total and the passing score its percentage gives, as points change', async () => {
    mockApi({ 'GET /api/staff/learning/programs': ok(programs), 'GET /api/staff/learning/courses/5': ok(staffCourse()) });
    open();
    const u = user();
    expect(await screen.findByText('Total: 10 points · Passing score: 6 (60% of 10, rounded up)')).toBeInTheDocument();
    expect(within(question(3)).getByText(/Text questions are not scored/)).toBeInTheDocument();
    const points = within(question(1)).getByRole('spinbutton', { name: /Points/ });
    await u.clear(points);
    await u.type(points, '6');
    // 60% of 12 is 7.2: a member needs 8 points, not 7.
    expect(screen.getByText('Total: 12 points · Passing score: 8 (60% of 12, rounded up)')).toBeInTheDocument();
  });

  it('refuses a multiple-choice question with no correct answer before sending, then saves the quiz', async () => {
    let sent: unknown;
    const api = mockApi({
      'GET /api/staff/learning/programs': ok(programs),
      'GET /api/staff/learning/courses/5': ok(staffCourse()),
      'POST /api/staff/learning/courses/5/quiz': ({ body }) => {
        sent = body;
        return ok(staffCourse(), 'The quiz has been saved. New attempts answer it; earlier attempts keep their scores.');
      },
    });
    open();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Add a question' }));
    await u.type(within(question(4)).getByRole('textbox', { name: /^Question/ }), 'Which function counts rows?');
    await u.type(within(question(4)).getByRole('textbox', { name: /Answer 1/ }), 'COUNTA');
    await u.type(within(question(4)).getByRole('textbox', { name: /Answer 2/ }), 'LEN');
    await u.click(screen.getByRole('button', { name: 'Save the quiz' }));
    expect(await within(question(4)).findByText('Please mark exactly one correct answer')).toBeInTheDocument();
    expect(within(question(4)).getByRole('radio', { name: 'Answer 1 is correct' })).toHaveFocus();
    expect(api.calls).not.toContain('POST /api/staff/learning/courses/5/quiz');

    await u.click(within(question(4)).getByRole('radio', { name: 'Answer 1 is correct' }));
    await u.click(screen.getByRole('button', { name: 'Move question 4 up' }));
    await u.click(screen.getByRole('button', { name: 'Save the quiz' }));
    await findNotification('Success', 'The quiz has been saved. New attempts answer it; earlier attempts keep their scores.');
    expect(sent).toEqual({
      questions: [
        { question: 'Which tool cleans data in a spreadsheet?', type: 'mcq', points: 4, choices: [{ answer: 'TRIM', correct: true }, { answer: 'SUM', correct: false }] },
        { question: 'What is a pivot table for?', type: 'mcq', points: 6, choices: [{ answer: 'Summarising data', correct: true }, { answer: 'Drawing charts', correct: false }] },
        { question: 'Which function counts rows?', type: 'mcq', points: 1, choices: [{ answer: 'COUNTA', correct: true }, { answer: 'LEN', correct: false }] },
        { question: 'Tell us about a data set you have worked with.', type: 'text', points: 0, choices: [] },
      ],
    });
  });
});
