import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { instructions } from '../../fixtures/member';
import GetCertifiedPage from './index';

const open = () => {
  renderPage(<GetCertifiedPage />, { path: '/dashboard/get-certified/:courseId', at: '/dashboard/get-certified/11' });
  return userEvent.setup({ delay: null });
};

const eligible = ok({ eligible: true }, 'You can take this quiz.');
const refused = ok({ eligible: false }, 'You have used all 3 attempts of this quiz.');

describe('the quiz instructions', () => {
  it('shows the description and the quiz in figures, and asks for an hour of uninterrupted time', async () => {
    mockApi({ 'GET /api/courses/11/quiz-questionnaire': ok(instructions()), 'GET /api/courses/11/check-quiz-eligibility': eligible });
    open();
    expect(await screen.findByText('Ten questions on the four modules.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'About the quiz' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    // Each figure said one way: attempts used of those allowed, and the pass mark in points with its percentage.
    expect(rows).toEqual([
      ['Attempts used', '1 of 3'],
      ['Total Questions', '10'],
      ['Total Score', '20'],
      ['Pass mark', '12 of 20 (60%)'],
    ]);
    expect(screen.getByText(/at least one hour of uninterrupted time/)).toBeInTheDocument();
  });

  it('keeps the server’s reason on the page and Start Quiz disabled when the member may not take the quiz', async () => {
    mockApi({ 'GET /api/courses/11/quiz-questionnaire': ok(instructions({ quiz_attempts: 3 })), 'GET /api/courses/11/check-quiz-eligibility': refused });
    open();
    const notice = await screen.findByRole('alert', { name: 'Error' });
    expect(notice).toHaveTextContent('You have used all 3 attempts of this quiz.');
    expect(screen.getByRole('button', { name: 'Start Quiz' })).toBeDisabled();
    // It stays: nothing closes it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notice).toBeInTheDocument();
  });

  it('asks to get ready first: Do it Later stays, Start Quiz goes to the quiz', async () => {
    mockApi({ 'GET /api/courses/11/quiz-questionnaire': ok(instructions()), 'GET /api/courses/11/check-quiz-eligibility': eligible });
    const user = open();
    const start = await screen.findByRole('button', { name: 'Start Quiz' });
    await waitFor(() => expect(start).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(start);
    let dialog = await screen.findByRole('alertdialog', { name: 'Get Ready' });
    await user.click(within(dialog).getByRole('button', { name: 'Do it Later' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Quiz' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Get Ready' });
    await user.click(within(dialog).getByRole('button', { name: 'Start Quiz' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/dashboard/11/start-quiz');
  });

  it('says so when the course does not exist', async () => {
    mockApi({ 'GET /api/courses/11/quiz-questionnaire': failure(404, 'This course does not exist.') });
    open();
    expect(await screen.findByText('This course does not exist')).toBeInTheDocument();
  });
});
