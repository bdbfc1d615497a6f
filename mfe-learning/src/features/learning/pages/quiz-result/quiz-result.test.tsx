import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { quizResult } from '../../fixtures/member';
import QuizResultPage from './index';

const open = () => {
  renderPage(<QuizResultPage />, { path: '/dashboard/:courseId/quiz-result/:attemptId', at: '/dashboard/11/quiz-result/9' });
  return userEvent.setup({ delay: null });
};

const fact = (label: string) => screen.getByText(label).nextElementSibling;
const failed = { quiz_cleared: false, status: 'Failed' as const, scored_points: 4 };
const FEEDBACK = 'https://forms.example.pk/soft-skills-feedback';

describe('a quiz result', () => {
  it('congratulates a pass with the attempt, score and status, and opens the certificate in a new tab', async () => {
    mockApi({
      'GET /api/get-quiz-result/9': ok(quizResult()),
      'GET /api/get-quiz-certificate/9': ok({ certificate_url: '/api/course-certificates/5/certificate.pdf?expires=1&signature=s', verify_url: '/verify/x' }),
    });
    const tab = { document: document.implementation.createHTMLDocument(''), location: { href: '' }, opener: window, close: jest.fn() };
    const openTab = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = open();
    expect(await screen.findByRole('heading', { name: /^Congratulations/ })).toBeInTheDocument();
    expect(fact('Attempt')).toHaveTextContent(/^2 of 3$/);
    expect(fact('Score')).toHaveTextContent(/^8 of 10$/);
    expect(fact('Status')).toHaveTextContent('Passed');
    expect(screen.queryByRole('link', { name: 'Try Again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download your Certificate' }));
    expect(openTab).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('/api/course-certificates/5/certificate.pdf?expires=1&signature=s');
    openTab.mockRestore();
  });

  it('shows a failure with the score and Try Again while attempts remain', async () => {
    mockApi({ 'GET /api/get-quiz-result/9': ok(quizResult({ ...failed, attempts_remaining: 1 })) });
    open();
    expect(await screen.findByRole('heading', { name: 'You did not pass the quiz this time.' })).toBeInTheDocument();
    // The pass mark said as the instructions say it: points of the total.
    expect(screen.getByText('You scored 4 of 10. The pass mark is 6 of 10.')).toBeInTheDocument();
    expect(fact('Score')).toHaveTextContent(/^4 of 10$/);
    expect(fact('Status')).toHaveTextContent('Failed');
    // Try Again goes straight to the questions, not back through the instructions and the Get Ready dialog.
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/dashboard/11/start-quiz');
    expect(screen.queryByRole('button', { name: 'Download your Certificate' })).not.toBeInTheDocument();
  });

  it('goes through the answers a question at a time, naming the right answer only once it cannot help a retry', async () => {
    const hidden = quizResult({
      ...failed,
      answers_shown: false,
      review: quizResult().review.map((q) => ({ ...q, correct_answer: null })),
    });
    mockApi({ 'GET /api/get-quiz-result/9': ok(hidden) });
    const first = renderPage(<QuizResultPage />, { path: '/dashboard/:courseId/quiz-result/:attemptId', at: '/dashboard/11/quiz-result/9' });
    const review = within(await screen.findByRole('region', { name: 'Your answers' }));
    const items = review.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Question 1');
    expect(items[0]).toHaveTextContent('Correct');
    expect(items[0]).toHaveTextContent('Your answer: Answer the brief in two lines');
    expect(items[0]).toHaveTextContent('4 of 4 points');
    expect(items[1]).toHaveTextContent('Not correct');
    expect(items[1]).toHaveTextContent('0 of 2 points');
    expect(items[1]).not.toHaveTextContent('The right answer');
    expect(items[2]).toHaveTextContent('Not scored');
    expect(items[2]).toHaveTextContent('Your answer: Writing proposals');
    expect(review.getByText('The right answers are shown once you pass or have used all your attempts.')).toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/get-quiz-result/10': ok(quizResult({ ...failed, id: 10, attempts: 3, attempts_remaining: 0 })) });
    renderPage(<QuizResultPage />, { path: '/dashboard/:courseId/quiz-result/:attemptId', at: '/dashboard/11/quiz-result/10' });
    const shown = within(await screen.findByRole('region', { name: 'Your answers' }));
    expect(shown.getAllByRole('listitem')[1]).toHaveTextContent('The right answer: When the milestone is delivered');
    expect(shown.queryByText(/The right answers are shown once/)).not.toBeInTheDocument();
  });

  it('hides Try Again when no attempt remains', async () => {
    mockApi({ 'GET /api/get-quiz-result/9': ok(quizResult({ ...failed, attempt_number: 3, attempts: 3, attempts_remaining: 0 })) });
    open();
    expect(await screen.findByText('You have used all your attempts for this quiz.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('offers the feedback questionnaire, in a new tab, after a pass', async () => {
    mockApi({ 'GET /api/get-quiz-result/9': ok(quizResult({ post_program_questionnaire_link: FEEDBACK })) });
    open();
    const link = await screen.findByRole('link', { name: 'Open the feedback questionnaire' });
    expect(link).toHaveAttribute('href', FEEDBACK);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers the feedback questionnaire after a failure only once the attempts are used', async () => {
    mockApi({ 'GET /api/get-quiz-result/9': ok(quizResult({ ...failed, attempts: 2, attempts_remaining: 1, post_program_questionnaire_link: FEEDBACK })) });
    const first = renderPage(<QuizResultPage />, { path: '/dashboard/:courseId/quiz-result/:attemptId', at: '/dashboard/11/quiz-result/9' });
    await screen.findByRole('link', { name: 'Try Again' });
    expect(screen.queryByRole('link', { name: 'Open the feedback questionnaire' })).not.toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/get-quiz-result/10': ok(quizResult({ ...failed, id: 10, attempt_number: 3, attempts: 3, attempts_remaining: 0, post_program_questionnaire_link: FEEDBACK })) });
    renderPage(<QuizResultPage />, { path: '/dashboard/:courseId/quiz-result/:attemptId', at: '/dashboard/11/quiz-result/10' });
    expect(await screen.findByRole('link', { name: 'Open the feedback questionnaire' })).toHaveAttribute('href', FEEDBACK);
  });

  it('shows no feedback notice when the course has no questionnaire link', async () => {
    mockApi({ 'GET /api/get-quiz-result/9': ok(quizResult({ ...failed, attempts: 3, attempts_remaining: 0 })) });
    open();
    await screen.findByText('You have used all your attempts for this quiz.');
    expect(screen.queryByText('Tell us how the program went')).not.toBeInTheDocument();
  });

  it('says "No attempt found" for an attempt that is not the member’s', async () => {
    mockApi({ 'GET /api/get-quiz-result/9': failure(404, 'No attempt found') });
    open();
    expect(await screen.findByRole('heading', { name: 'No attempt found' })).toBeInTheDocument();
  });
});
