import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type Role } from 'shared-api';
import type { MemberAccount } from '../../shapes';
import { queryClient } from 'shared-api/query';
import { findNotification, renderPage } from '@test/render';
import { failure, mockApi, ok } from '@test/mock-api';
import { answer } from '@test/api';
import { getMemberNotices } from '../../../notices/requests';
import StaffMemberPage from './index';

jest.mock('../../../notices/requests', () => ({ ...jest.requireActual('../../../notices/requests'), getMemberNotices: jest.fn() }));

const hira: MemberAccount = {
  member_id: 'k3x9',
  member_id_formatted: 'FAP-7K3M-Q9TD',
  name: 'Hira Baloch',
  email: 'hira.baloch@example.com',
  phone: '+92 300 1234567',
  role: 'member',
  status: 'active',
  joined_at: '2025-03-02T05:00:00.000Z',
  last_sign_in_at: '2026-11-20T06:30:00.000Z',
  city: 'Quetta',
  country: 'Pakistan',
  organisation: 'Bolan Textiles',
  designation: 'Designer',
  profile_complete: true,
  disabled: null,
  membership: { package: 'Surge', starts_at: '2026-01-10T05:00:00.000Z', ends_at: '2027-01-10T05:00:00.000Z', ends: '10 January 2027' },
};
const disabledHira: MemberAccount = {
  ...hira,
  status: 'disabled',
  disabled: { at: '2026-11-21T07:00:00.000Z', by: { member_id: 'z1', name: 'Zainab Hussain' }, reason: 'Asked to close the account' },
};

const RECORD = 'GET /api/staff/members/k3x9';

const signInAs = (role: Role, memberId = 'me1') => sessionStore.getState().signIn('token-of-viewer-1234567890', { member_id: memberId, role, is_profile_completed: true });

beforeEach(() => {
  queryClient.clear();
  jest.mocked(getMemberNotices).mockResolvedValue(answer({ channel: 'email', phone: null, consents: [], messages: [] }));
});
afterEach(() => sessionStore.getState().signOut());

const open = () => {
  renderPage(<StaffMemberPage />, { path: '/staff/members/:memberId', at: '/staff/members/k3x9' });
  return userEvent.setup({ delay: null });
};

describe('staff: a member’s account', () => {
  it('shows who the member is, their membership and a link to its history', async () => {
    signInAs('staff');
    mockApi({ [RECORD]: ok(hira) });
    open();
    expect(await screen.findByRole('heading', { name: 'Hira Baloch' })).toBeInTheDocument();
    expect(screen.getByText('FAP-7K3M-Q9TD')).toBeInTheDocument();
    expect(screen.getByText('Quetta, Pakistan')).toBeInTheDocument();
    expect(screen.getByText('Surge · Active until 10 January 2027')).toBeInTheDocument();
    expect(screen.getByText('Since 10 January 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Membership history and orders' })).toHaveAttribute('href', '/staff/memberships/k3x9');
    expect(screen.getByText('Active: they can sign in.')).toBeInTheDocument();
  });

  it('shows the WhatsApp and SMS notices sent to the member', async () => {
    signInAs('staff');
    mockApi({ [RECORD]: ok(hira) });
    open();
    const notices = await screen.findByRole('region', { name: 'WhatsApp and SMS' });
    expect(await within(notices).findByText('No WhatsApp or SMS message was sent to this member.')).toBeInTheDocument();
    expect(getMemberNotices).toHaveBeenCalledWith('k3x9');
  });

  it('says a Seed membership is active and never expires', async () => {
    signInAs('staff');
    mockApi({ [RECORD]: ok({ ...hira, membership: { package: 'Seed', starts_at: '2025-03-02T05:00:00.000Z', ends_at: null, ends: 'Never expires' } }) });
    open();
    expect(await screen.findByText('Seed · Active, never expires')).toBeInTheDocument();
    expect(screen.getByText('Since 02 March 2025')).toBeInTheDocument();
    expect(screen.queryByText(/until/i)).not.toBeInTheDocument();
  });

  it('shows the role form to admins only', async () => {
    signInAs('staff');
    mockApi({ [RECORD]: ok(hira) });
    open();
    await screen.findByRole('heading', { name: 'Hira Baloch' });
    expect(screen.queryByRole('heading', { name: 'Role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the role' })).not.toBeInTheDocument();
  });

  it('asks an admin to confirm a new role, then changes it', async () => {
    signInAs('admin');
    const api = mockApi({ [RECORD]: ok(hira), 'POST /api/staff/members/k3x9/role': ok({ member_id: 'k3x9', role: 'staff' }, 'The role has been changed.') });
    const u = open();
    await screen.findByRole('heading', { name: 'Role' });
    expect(screen.getByRole('button', { name: 'Change the role' })).toBeDisabled();
    await u.selectOptions(screen.getByLabelText('New role'), 'Staff');
    await u.click(screen.getByRole('button', { name: 'Change the role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Hira Baloch staff?' });
    expect(api.calls).not.toContain('POST /api/staff/members/k3x9/role');
    await u.click(within(dialog).getByRole('button', { name: 'Change the role' }));
    await findNotification('Success', 'The role has been changed.');
    expect(api.calls).toContain('POST /api/staff/members/k3x9/role');
  });

  it('shows the server’s refusal inside the role dialog', async () => {
    signInAs('admin');
    mockApi({ [RECORD]: ok({ ...hira, role: 'admin' }), 'POST /api/staff/members/k3x9/role': failure(422, 'This is the last admin: make another member an admin first.', { role: 'This is the last admin: make another member an admin first.' }) });
    const u = open();
    await screen.findByRole('heading', { name: 'Role' });
    await u.selectOptions(screen.getByLabelText('New role'), 'Member');
    await u.click(screen.getByRole('button', { name: 'Change the role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Hira Baloch a member?' });
    await u.click(within(dialog).getByRole('button', { name: 'Change the role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is the last admin: make another member an admin first.');
  });

  it('does not offer admins a change of their own role, nor anyone the disabling of their own account', async () => {
    signInAs('admin', 'k3x9');
    mockApi({ [RECORD]: ok({ ...hira, role: 'admin' }) });
    open();
    expect(await screen.findByText('You cannot change your own role; ask another admin.')).toBeInTheDocument();
    expect(screen.getByText('You cannot disable your own account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable the account' })).not.toBeInTheDocument();
  });

  it('asks for the reason before disabling, then disables the account', async () => {
    signInAs('staff');
    const api = mockApi({
      [RECORD]: ok(hira),
      'POST /api/staff/members/k3x9/disable': ({ body }) => ok({ ...disabledHira, disabled: { ...disabledHira.disabled!, reason: (body as { reason: string }).reason } }, 'The account has been disabled.'),
    });
    const u = open();
    await u.click(await screen.findByRole('button', { name: 'Disable the account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Hira Baloch’s account?' });
    await u.click(within(dialog).getByRole('button', { name: 'Disable the account' }));
    expect(await within(dialog).findByText('Please give the reason')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/staff/members/k3x9/disable');
    await u.type(within(dialog).getByLabelText(/Why is the account disabled/), 'Asked to close the account');
    await u.click(within(dialog).getByRole('button', { name: 'Disable the account' }));
    await findNotification('Success', 'The account has been disabled.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toContain('POST /api/staff/members/k3x9/disable');
  });

  it('shows when, by whom and why an account was disabled, and enables it again with a reason', async () => {
    signInAs('staff');
    const api = mockApi({ [RECORD]: ok(disabledHira), 'POST /api/staff/members/k3x9/enable': ok(hira, 'The account has been enabled.') });
    const u = open();
    expect(await screen.findByText(/Disabled on 21 November 2026 .* by Zainab Hussain/)).toBeInTheDocument();
    expect(screen.getByText('Reason: Asked to close the account')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Enable the account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable Hira Baloch’s account?' });
    await u.type(within(dialog).getByLabelText(/Why is the account enabled again/), 'Spoke to the member');
    await u.click(within(dialog).getByRole('button', { name: 'Enable the account' }));
    await findNotification('Success', 'The account has been enabled.');
    expect(api.calls).toContain('POST /api/staff/members/k3x9/enable');
  });

  it.each([
    ['an admin', { ...hira, role: 'admin' as const }, 'Disable the account'],
    ['a staff member', { ...hira, role: 'staff' as const }, 'Disable the account'],
    ['a disabled staff member', { ...disabledHira, role: 'staff' as const }, 'Enable the account'],
  ])('tells staff that only an admin disables or enables %s', async (_, account, button) => {
    signInAs('staff');
    mockApi({ [RECORD]: ok(account) });
    open();
    expect(await screen.findByText('Only an admin can disable or enable the account of a staff member or an admin.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: button })).not.toBeInTheDocument();
  });

  it('offers an admin the disabling of a staff member’s account', async () => {
    signInAs('admin');
    mockApi({ [RECORD]: ok({ ...hira, role: 'staff' }) });
    open();
    expect(await screen.findByRole('button', { name: 'Disable the account' })).toBeInTheDocument();
  });

  it('says so when no member has this id', async () => {
    signInAs('staff');
    mockApi({ [RECORD]: failure(404, 'This member does not exist.') });
    open();
    expect(await screen.findByText('No member has this MEMBER ID')).toBeInTheDocument();
  });
});
