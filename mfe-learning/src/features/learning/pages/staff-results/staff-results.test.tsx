import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '@test/api';
import { failure, mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { result, staffCourse } from '../../staff/fixtures';
import StaffResultsPage from './index';

const user = () => userEvent.setup({ delay: null });
const open = (at = '/staff/learning/courses/5/results') => renderPage(<StaffResultsPage />, { path: '/staff/learning/courses/:courseId/results', at });
const LIST = 'GET /api/staff/learning/courses/5/results';

describe('staff: a course’s quiz results', () => {
  it('lists attempts as rows with score, percentage and outcome, and pages through them', async () => {
    const api = mockApi({
      'GET /api/staff/learning/courses/5': ok(staffCourse()),
      [LIST]: ({ url }) =>
        ok(
          url.searchParams.get('page') === '2'
            ? pageOf([result({ id: 880, attempt_number: 1, scored_points: 3, percentage: 30, passed: false, certified: false, text_answers: [] })], { page: 2, perPage: 20, total: 21 })
            : pageOf([result()], { perPage: 20, total: 21 }),
        ),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Quiz results: Google Data Analytics (Batch 2)' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Attempts, newest first' });
    const bilal = within(table).getByRole('row', { name: /Bilal Ahmed/ });
    expect(bilal).toHaveTextContent('Attempt 2');
    expect(bilal).toHaveTextContent('8 / 10 (80%)');
    expect(within(bilal).getByText('Passed')).toBeInTheDocument();
    expect(within(bilal).getByText('Certified')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2 (21 in all)')).toBeInTheDocument();
    expect(screen.getByText(/Passing needs 6 of 10 points \(60%\)/)).toBeInTheDocument();
    expect(api.calls).toContain(`${LIST}?sort=submitted_at&dir=desc&page=1`);

    await user().click(screen.getByRole('button', { name: 'Older' }));
    const failed = await screen.findByRole('row', { name: /3 \/ 10 \(30%\)/ });
    expect(api.calls).toContain(`${LIST}?sort=submitted_at&dir=desc&page=2`);
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).queryByText('Certified')).not.toBeInTheDocument();
  });

  it('opens an attempt in the side panel with its text answers to read', async () => {
    mockApi({ 'GET /api/staff/learning/courses/5': ok(staffCourse()), [LIST]: ok(pageOf([result()], { perPage: 20 })) });
    open();
    const u = user();
    await u.click(within(await screen.findByRole('row', { name: /Bilal Ahmed/ })).getByText('8 / 10 (80%)'));
    const panel = await screen.findByRole('dialog', { name: 'Bilal Ahmed, attempt 2' });
    expect(within(panel).getByRole('link', { name: 'Bilal Ahmed' })).toHaveAttribute('href', '/member/bilal1234567890a');
    expect(panel).toHaveTextContent('bilal.ahmed@example.com · 03211234567 · MEMBER ID FAP-2B4C-8D6E');
    expect(within(panel).getByText('Text answers (1)')).toBeInTheDocument();
    expect(within(panel).getByText('Tell us about a data set you have worked with.').nextElementSibling).toHaveTextContent('Sales of a Lahore bakery.');
  });

  it('sorts by score and searches by member through the address the server reads', async () => {
    const api = mockApi({ 'GET /api/staff/learning/courses/5': ok(staffCourse()), [LIST]: ({ url }) => ok(pageOf(url.searchParams.get('q') === 'nobody' ? [] : [result()], { perPage: 20 })) });
    open();
    const u = user();
    await screen.findByRole('table');
    await u.click(screen.getByRole('button', { name: /^Score/ }));
    await waitFor(() => expect(api.calls).toContain(`${LIST}?sort=score&dir=desc&page=1`));
    await u.click(await screen.findByRole('button', { name: /^Score/ }));
    await waitFor(() => expect(api.calls).toContain(`${LIST}?sort=score&dir=asc&page=1`));
    await u.type(screen.getByRole('searchbox', { name: 'Search' }), 'bilal{Enter}');
    await waitFor(() => expect(api.calls).toContain(`${LIST}?q=bilal&sort=score&dir=asc&page=1`));
    await u.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody{Enter}');
    expect(await screen.findByText('No attempt matches the search')).toBeInTheDocument();
  });

  it('exports the results (of the search shown) as CSV, and says why when it cannot', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let exports = 0;
    const api = mockApi({
      'GET /api/staff/learning/courses/5': ok(staffCourse()),
      [LIST]: ok(pageOf([result()], { perPage: 20 })),
      'GET /api/staff/learning/courses/5/results.csv': () => (++exports < 3 ? ok('member,score') : failure(403, 'You do not have access to this page.')),
    });
    open();
    await screen.findByRole('row', { name: /Bilal Ahmed/ });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.calls).toContain('GET /api/staff/learning/courses/5/results.csv');
    expect(saved[0]).toMatch(/^course-5-quiz-results-\d{4}-\d{2}-\d{2}\.csv$/);
    await u.type(screen.getByRole('searchbox', { name: 'Search' }), 'bilal{Enter}');
    await waitFor(() => expect(api.calls).toContain(`${LIST}?q=bilal&sort=submitted_at&dir=desc&page=1`));
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(api.calls).toContain('GET /api/staff/learning/courses/5/results.csv?q=bilal');
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't export the results: You do not have access to this page.");
    click.mockRestore();
  });
});
