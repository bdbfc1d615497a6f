import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from 'shared-api/query';
import { renderPage } from '@test/render';
import { pageOf } from '@test/api';
import { failure, mockApi, ok } from '@test/mock-api';
import { myMembership } from '../../../testing/membership-fixture';
import StaffMembershipsPage from './index';

const ending = {
  member_id: 'k3x9',
  member_id_formatted: 'FAP-7K3M-Q9TD',
  name: 'Hira Baloch',
  email: 'hira.baloch@example.com',
  package: 'Surge',
  ends_at: '2026-12-07T05:00:00.000Z',
  seed_chosen: false,
};
const seeding = { ...ending, member_id: 'u7w2', member_id_formatted: 'FAP-2B4C-6D8E', name: 'Usman Tariq', email: 'usman@example.com', ends_at: '2026-12-20T05:00:00.000Z', seed_chosen: true };

const ENDING = 'GET /api/staff/memberships/ending';

beforeEach(() => queryClient.clear());

const open = (at = '/staff/memberships') => {
  renderPage(<StaffMembershipsPage />, { path: '/staff/memberships', at });
  return userEvent.setup({ delay: null });
};

describe('staff: memberships', () => {
  it('lists the paid memberships ending soon as table rows, each leading to the member by their public id', async () => {
    mockApi({ [ENDING]: ok(pageOf([ending, seeding], { perPage: 20 })) });
    open();
    const table = await screen.findByRole('table', { name: 'Memberships ending soon, soonest first' });
    const hira = within(table).getByRole('row', { name: /Hira Baloch/ });
    expect(within(hira).getByRole('link', { name: 'Hira Baloch' })).toHaveAttribute('href', '/staff/memberships/k3x9');
    expect(hira).toHaveTextContent('FAP-7K3M-Q9TD');
    expect(hira).toHaveTextContent('hira.baloch@example.com');
    expect(hira).toHaveTextContent('Surge');
    expect(hira).toHaveTextContent('07 December 2026');
    expect(within(hira).queryByText('Chose Seed')).not.toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Usman Tariq/ })).getByText('Chose Seed')).toBeInTheDocument();
  });

  it('opens a member’s membership from a click on their row', async () => {
    mockApi({ [ENDING]: ok(pageOf([ending], { perPage: 20 })) });
    const u = open();
    await u.click(within(await screen.findByRole('row', { name: /Hira Baloch/ })).getByText('FAP-7K3M-Q9TD'));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/staff/memberships/k3x9');
  });

  it('searches and sorts through the address the server reads', async () => {
    const api = mockApi({ [ENDING]: ({ url }) => ok(pageOf(url.searchParams.get('q') === 'nobody' ? [] : [ending], { perPage: 20 })) });
    const u = open();
    await screen.findByRole('table');
    expect(api.calls).toContain(`${ENDING}?sort=ends_at&dir=asc&page=1`);
    await u.click(screen.getByRole('button', { name: /^Member/ }));
    await waitFor(() => expect(api.calls).toContain(`${ENDING}?sort=name&dir=asc&page=1`));
    await u.click(await screen.findByRole('button', { name: /^Ends on/ }));
    await waitFor(() => expect(api.calls).toContain(`${ENDING}?sort=ends_at&dir=asc&page=1`));
    await u.click(await screen.findByRole('button', { name: /^Ends on/ }));
    await waitFor(() => expect(api.calls).toContain(`${ENDING}?sort=ends_at&dir=desc&page=1`));
    await u.type(screen.getByRole('searchbox', { name: 'Search the memberships ending' }), '0300 1234567{Enter}');
    await waitFor(() => expect(api.calls).toContain(`${ENDING}?q=0300+1234567&sort=ends_at&dir=desc&page=1`));
    await u.clear(screen.getByRole('searchbox', { name: 'Search the memberships ending' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search the memberships ending' }), 'nobody{Enter}');
    expect(await screen.findByText('No membership ending soon matches the search')).toBeInTheDocument();
  });

  it('says so when no paid membership ends soon', async () => {
    mockApi({ [ENDING]: ok(pageOf([], { perPage: 20 })) });
    open();
    expect(await screen.findByText('No paid membership ends in the next 30 days')).toBeInTheDocument();
  });

  it('finds a member by e-mail and opens them at their public id, so the address survives a reload', async () => {
    const api = mockApi({
      [ENDING]: ok(pageOf([ending], { perPage: 20 })),
      'GET /api/staff/members/nadia%40example.com/membership': ok({
        member_id: 'p7q2',
        member_id_formatted: 'FAP-2B4C-6D8E',
        name: 'Nadia Shah',
        email: 'nadia@example.com',
        membership: myMembership().data,
        periods: [],
        orders: [],
      }),
    });
    const u = open();
    await u.type(screen.getByLabelText('MEMBER ID or e-mail'), ' nadia@example.com ');
    await u.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/staff/memberships/p7q2');
    expect(api.calls).toContain('GET /api/staff/members/nadia%40example.com/membership');
  });

  it('says so when no member matches, and stays on the page', async () => {
    mockApi({ [ENDING]: ok(pageOf([ending], { perPage: 20 })), 'GET /api/staff/members/nobody%40example.com/membership': failure(404, 'This member does not exist.') });
    const u = open();
    await u.type(screen.getByLabelText('MEMBER ID or e-mail'), 'nobody@example.com');
    await u.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This member does not exist.');
    expect(screen.getByLabelText('MEMBER ID or e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
  });
});
