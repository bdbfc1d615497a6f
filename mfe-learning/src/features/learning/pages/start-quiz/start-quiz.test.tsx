import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, track } from 'shared-api';
import { queryClient } from 'shared-api/query';
import { failure, mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { courseQuiz } from '../../fixtures/member';
import StartQuizPage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), track: jest.fn() }));

const signIn = (memberId = 'member0000000001') => sessionStore.getState().signIn('token', { member_id: memberId, is_profile_completed: true, role: 'member' });
const eligible = ok({ eligible: true }, 'You can take this quiz.');
const QUESTION = 'A client changes the brief halfway. What do you do first?';
const TEXT_QUESTION = /Describe how you plan a week of work\./;

/** A reload: the page goes, and with it everything read. */
const reload = (view: { unmount(): void }) => {
  view.unmount();
  queryClient.clear();
};

const open = () => {
  const view = renderPage(<StartQuizPage />, { path: '/dashboard/:courseId/start-quiz', at: '/dashboard/11/start-quiz' });
  return { ...view, user: userEvent.setup({ delay: null }) };
};

beforeEach(() => {
  localStorage.clear();
  jest.mocked(track).mockReset();
  signIn();
});
afterEach(() => sessionStore.getState().signOut());

describe('the quiz', () => {
  it('is not shown to a member who may not take it: the spec’s sorry text with the server’s reason', async () => {
    const api = mockApi({ 'GET /api/courses/11/check-quiz-eligibility': ok({ eligible: false }, 'Your enrolment is waiting for the association’s decision.') });
    open();
    expect(await screen.findByRole('heading', { name: "We're sorry you're not eligible for this Quiz." })).toBeInTheDocument();
    expect(screen.getByText('Your enrolment is waiting for the association’s decision.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Quiz' })).not.toBeInTheDocument();
    expect(api.calls).toEqual(['GET /api/courses/11/check-quiz-eligibility']);
  });

  it('asks multiple-choice questions as radio choices and text questions in a box, each one required', async () => {
    mockApi({ 'GET /api/courses/11/check-quiz-eligibility': eligible, 'GET /api/get-course-quiz/11': ok(courseQuiz()) });
    const { user } = open();
    const group = await screen.findByRole('radiogroup', { name: QUESTION });
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Agree the new scope and price in writing', 'Keep working on the old brief']);
    expect(screen.getByRole('textbox', { name: TEXT_QUESTION }).tagName).toBe('TEXTAREA');
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findAllByText('This question is required')).toHaveLength(2);
    expect(group).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Agree the new scope and price in writing' })).toHaveFocus());
  });

  it('keeps the answers through a reload, for the same member only', async () => {
    mockApi({ 'GET /api/courses/11/check-quiz-eligibility': eligible, 'GET /api/get-course-quiz/11': ok(courseQuiz()) });
    const first = open();
    await first.user.click(await screen.findByRole('radio', { name: 'Keep working on the old brief' }));
    await first.user.type(screen.getByRole('textbox', { name: TEXT_QUESTION }), 'Monday planning');
    reload(first);

    const again = open();
    expect(await screen.findByRole('radio', { name: 'Keep working on the old brief' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: TEXT_QUESTION })).toHaveValue('Monday planning');
    reload(again);

    signIn('member0000000002');
    open();
    expect(await screen.findByRole('radio', { name: 'Keep working on the old brief' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: TEXT_QUESTION })).toHaveValue('');
  });

  it('does not offer kept answers to a quiz that has changed since', async () => {
    mockApi({ 'GET /api/courses/11/check-quiz-eligibility': eligible, 'GET /api/get-course-quiz/11': ok(courseQuiz()) });
    const first = open();
    await first.user.click(await screen.findByRole('radio', { name: 'Keep working on the old brief' }));
    reload(first);

    mockApi({ 'GET /api/courses/11/check-quiz-eligibility': eligible, 'GET /api/get-course-quiz/11': ok(courseQuiz({ id: 8 })) });
    open();
    expect(await screen.findByRole('radio', { name: 'Keep working on the old brief' })).not.toBeChecked();
    await waitFor(() => expect(Object.keys(localStorage).filter((k) => k.includes(':11:7'))).toEqual([]));
  });

  it('sends the answers, tracks the submission, forgets the kept answers and shows the result', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/courses/11/check-quiz-eligibility': eligible,
      'GET /api/get-course-quiz/11': ok(courseQuiz()),
      'POST /api/course/submit-quiz': ({ body }) => {
        sent = body;
        return { status: 201, ...ok({ id: 9 }, 'Your quiz has been submitted.') };
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'Agree the new scope and price in writing' }));
    await user.type(screen.getByRole('textbox', { name: TEXT_QUESTION }), 'I block my mornings.');
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/dashboard/11/quiz-result/9');
    expect(sent).toEqual({
      course: 11,
      questionnaire_id: 7,
      questionnaire: [
        { questionNumber: 31, value: '311' },
        { questionNumber: 32, value: 'I block my mornings.' },
      ],
    });
    expect(track).toHaveBeenCalledWith('QuizSubmitted', { course_id: 11, attempt_id: 9 });
    expect(Object.keys(localStorage).filter((k) => k.startsWith('learning.quiz-answers'))).toEqual([]);
  });

  it('shows the server’s reason when the quiz changed or no attempt is left, and keeps the answers', async () => {
    mockApi({
      'GET /api/courses/11/check-quiz-eligibility': eligible,
      'GET /api/get-course-quiz/11': ok(courseQuiz()),
      'POST /api/course/submit-quiz': failure(409, 'The quiz was changed while you were taking it. Please reload the page.'),
    });
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'Agree the new scope and price in writing' }));
    await user.type(screen.getByRole('textbox', { name: TEXT_QUESTION }), 'Lists');
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    await findNotification('Error', 'The quiz was changed while you were taking it. Please reload the page.');
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('learning.quiz-answers:member0000000001:11:7') ?? '{}')).toEqual({ q31: '311', q32: 'Lists' });
  });
});
