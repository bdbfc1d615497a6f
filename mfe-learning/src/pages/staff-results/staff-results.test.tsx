import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '@test/api';
import { failure, mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { result, staffCourse } from '../../features/staff/fixtures';
import StaffResultsPage from './index';

const user = () => userEvent.setup({ delay: null });
const open = (at = '/staff/learning/courses/5/results') => renderPage(<StaffResultsPage />, { path: '/staff/learning/courses/:courseId/results', at });

describe('staff: a course’s quiz results', () => {
  it('lists attempts with score, percentage, outcome and the text answers, and pages through them', async () => {
    const api = mockApi({
      'GET /api/staff/learning/courses/5': ok(staffCourse()),
      'GET /api/staff/learning/courses/5/results': ({ url }) =>
        ok(
          url.searchParams.get('page') === '2'
            ? pageOf([result({ id: 880, attempt_number: 1, scored_points: 3, percentage: 30, passed: false, certified: false, text_answers: [] })], { page: 2, perPage: 20, total: 21 })
            : pageOf([result()], { perPage: 20, total: 21 }),
        ),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Quiz results: Google Data Analytics (Batch 2)' })).toBeInTheDocument();
    const bilal = await screen.findByRole('article', { name: 'Bilal Ahmed, attempt 2' });
    expect(bilal).toHaveTextContent('8 / 10 (80%)');
    expect(within(bilal).getByText('Passed')).toBeInTheDocument();
    expect(within(bilal).getByText('Certified')).toBeInTheDocument();
    expect(within(bilal).getByText('Text answers (1)')).toBeInTheDocument();
    expect(within(bilal).getByText('Tell us about a data set you have worked with.').nextElementSibling).toHaveTextContent('Sales of a Lahore bakery.');
    expect(screen.getByText('Page 1 of 2 (21 in all)')).toBeInTheDocument();
    expect(screen.getByText(/Passing needs 6 of 10 points \(60%\)/)).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Older' }));
    const failed = await screen.findByRole('article', { name: 'Bilal Ahmed, attempt 1' });
    expect(api.calls).toContain('GET /api/staff/learning/courses/5/results?page=2');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).queryByText('Certified')).not.toBeInTheDocument();
  });

  it('exports the results as CSV, and says why when it cannot', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let exports = 0;
    const api = mockApi({
      'GET /api/staff/learning/courses/5': ok(staffCourse()),
      'GET /api/staff/learning/courses/5/results': ok(pageOf([result()], { perPage: 20 })),
      'GET /api/staff/learning/courses/5/results.csv': () => (++exports === 1 ? ok('member,score') : failure(403, 'You do not have access to this page.')),
    });
    open();
    await screen.findByRole('article', { name: 'Bilal Ahmed, attempt 2' });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.calls).toContain('GET /api/staff/learning/courses/5/results.csv');
    expect(saved[0]).toMatch(/^course-5-quiz-results-\d{4}-\d{2}-\d{2}\.csv$/);
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't export the results: You do not have access to this page.");
    click.mockRestore();
  });
});
