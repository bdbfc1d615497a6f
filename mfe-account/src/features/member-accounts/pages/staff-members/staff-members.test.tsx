import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember } from '../../shapes';
import { queryClient } from 'shared-api/query';
import { renderPage } from '@test/render';
import { pageOf } from '@test/api';
import { mockApi, ok } from '@test/mock-api';
import StaffMembersPage from './index';

const hira: StaffMember = {
  member_id: 'k3x9',
  member_id_formatted: 'FAP-7K3M-Q9TD',
  name: 'Hira Baloch',
  email: 'hira.baloch@example.com',
  phone: '+92 300 1234567',
  role: 'member',
  status: 'active',
  joined_at: '2025-03-02T05:00:00.000Z',
  last_sign_in_at: '2026-11-20T06:30:00.000Z',
};
const usman: StaffMember = { ...hira, member_id: 'u7w2', member_id_formatted: 'FAP-2B4C-6D8E', name: 'Usman Tariq', email: 'usman@example.com', role: 'staff', status: 'disabled', last_sign_in_at: null };

const MEMBERS = 'GET /api/staff/members';

beforeEach(() => queryClient.clear());

const open = (at = '/staff/members') => {
  renderPage(<StaffMembersPage />, { path: '/staff/members', at });
  return userEvent.setup({ delay: null });
};

describe('staff: members', () => {
  it('lists the members as table rows with their role, status and last sign-in, each leading to their record', async () => {
    mockApi({ [MEMBERS]: ok(pageOf([hira, usman], { perPage: 25 })) });
    open();
    const table = await screen.findByRole('table', { name: 'Members, by name' });
    const row = within(table).getByRole('row', { name: /Hira Baloch/ });
    expect(within(row).getByRole('link', { name: 'Hira Baloch' })).toHaveAttribute('href', '/staff/members/k3x9');
    expect(row).toHaveTextContent('FAP-7K3M-Q9TD');
    expect(row).toHaveTextContent('hira.baloch@example.com');
    expect(row).toHaveTextContent('+92 300 1234567');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('20 November 2026');
    const disabled = within(table).getByRole('row', { name: /Usman Tariq/ });
    expect(disabled).toHaveTextContent('Disabled');
    expect(disabled).toHaveTextContent('Staff');
    expect(disabled).toHaveTextContent('Not yet');
  });

  it('searches, filters and sorts through the address the server reads', async () => {
    const api = mockApi({ [MEMBERS]: ({ url }) => ok(pageOf(url.searchParams.get('q') === 'nobody' ? [] : [hira], { perPage: 25 })) });
    const u = open();
    await screen.findByRole('table');
    expect(api.calls).toContain(`${MEMBERS}?sort=name&dir=asc&page=1`);
    await u.selectOptions(screen.getByLabelText('Role'), 'Staff');
    await waitFor(() => expect(api.calls).toContain(`${MEMBERS}?role=staff&sort=name&dir=asc&page=1`));
    await u.selectOptions(screen.getByLabelText('Status'), 'Disabled');
    await waitFor(() => expect(api.calls).toContain(`${MEMBERS}?role=staff&status=disabled&sort=name&dir=asc&page=1`));
    await u.click(await screen.findByRole('button', { name: /^Last sign-in/ }));
    await waitFor(() => expect(api.calls.at(-1)).toContain('sort=last_sign_in_at'));
    await u.type(screen.getByRole('searchbox', { name: 'Search the members' }), 'nobody{Enter}');
    await waitFor(() => expect(api.calls.at(-1)).toContain('q=nobody'));
    expect(await screen.findByText('No member matches the search')).toBeInTheDocument();
  });

  it('reads its filters from the address, so a filtered list can be linked to', async () => {
    const api = mockApi({ [MEMBERS]: ok(pageOf([usman], { perPage: 25 })) });
    open('/staff/members?status=disabled&role=staff');
    await screen.findByRole('table');
    expect(api.calls).toContain(`${MEMBERS}?role=staff&status=disabled&sort=name&dir=asc&page=1`);
    expect(screen.getByLabelText('Status')).toHaveValue('disabled');
  });

  it('opens a member in the side panel from their row, with the way to their record', async () => {
    mockApi({ [MEMBERS]: ok(pageOf([hira], { perPage: 25 })) });
    const u = open();
    await u.click(within(await screen.findByRole('row', { name: /Hira Baloch/ })).getByText('FAP-7K3M-Q9TD'));
    const panel = await screen.findByRole('dialog', { name: 'Hira Baloch' });
    expect(within(panel).getByText('hira.baloch@example.com')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open the member’s record' })).toHaveAttribute('href', '/staff/members/k3x9');
  });
});
