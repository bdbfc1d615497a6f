import { screen, within } from '@testing-library/react';
import { queryClient } from 'shared-api/query';
import { answer, pageOf } from '@test/api';
import { renderPage } from '@test/render';
import { getIssues } from '../../api';
import { issue } from '../../fixtures';
import IssuesPage from './index';

jest.mock('../../api', () => ({ ...jest.requireActual('../../api'), getIssues: jest.fn() }));

afterEach(() => queryClient.clear());

describe('your issues', () => {
  it('marks the issues with a staff reply not read yet, and only those', async () => {
    jest.mocked(getIssues).mockResolvedValue(
      answer(pageOf([issue({ id: 14, title: 'Invoice template for a US client', unread: true }), issue({ id: 12, unread: false }), issue({ id: 9, title: 'Company registration', status: { name: 'Resolved' } })])),
    );
    renderPage(<IssuesPage />, { path: '/dashboard/issues' });
    const list = await screen.findByRole('list', { name: 'Your issues, newest first' });
    const [answered, waiting, resolved] = within(list).getAllByRole('listitem');
    expect(within(answered).getByRole('link', { name: 'Invoice template for a US client' })).toHaveAttribute('href', '/dashboard/issues/14');
    expect(within(answered).getByText('New reply')).toBeInTheDocument();
    expect(within(waiting).queryByText('New reply')).not.toBeInTheDocument();
    expect(within(resolved).queryByText('New reply')).not.toBeInTheDocument();
    expect(within(resolved).getByText('Resolved')).toBeInTheDocument();
  });

  it('opens at /dashboard/issues when the account menu’s /issues (the spec’s address) is followed, keeping the page asked for', async () => {
    jest.mocked(getIssues).mockResolvedValue(answer(pageOf([issue({ id: 14 })])));
    renderPage(<IssuesPage />, { path: '/issues', at: '/issues?page=2' });
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/dashboard/issues?page=2');
  });

  it('says what to do when the member has raised no issues', async () => {
    jest.mocked(getIssues).mockResolvedValue(answer(pageOf([])));
    renderPage(<IssuesPage />, { path: '/dashboard/issues' });
    expect(await screen.findByText('You have not raised any issues yet')).toBeInTheDocument();
  });
});
