import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPackage } from 'shared-api/content';
import { getMemberMembership, grantMembership } from '../../requests';
import { queryClient } from 'shared-api/query';
import { renderPage } from '@test/render';
import { answer } from '@test/api';
import { myMembership, packages } from '../../../testing/membership-fixture';
import StaffMemberMembershipPage from './index';

jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), getMemberMembership: jest.fn(), grantMembership: jest.fn() }));
jest.mock('shared-api/content', () => ({ ...jest.requireActual('shared-api/content'), getPackage: jest.fn() }));

const record = (periods: unknown[] = [], pkg = 'Seed') =>
  answer({ member_id: 'm1', member_id_formatted: 'PFA-000017', name: 'Ayesha Khan', email: 'ayesha@example.com', membership: myMembership(pkg).data, periods, orders: [] } as never);

beforeEach(() => {
  queryClient.clear();
  jest.mocked(getPackage).mockImplementation(async (name) => answer(packages[name as keyof typeof packages]));
});

const open = () => renderPage(<StaffMemberMembershipPage />, { path: '/staff/memberships/:memberId', at: '/staff/memberships/PFA-000017' });

describe('staff: a member’s membership', () => {
  it('shows the member, their history with who granted what and why', async () => {
    jest.mocked(getMemberMembership).mockResolvedValue(
      record([{ id: 1, package: 'Surge', starts_at: '2026-01-10T05:00:00.000Z', ends_at: '2027-01-10T05:00:00.000Z', source: 'grant', order_id: null, granted_by: 'Zainab Hussain', reason: 'Sponsored', seed_chosen_at: null, created_at: '2026-01-10T05:00:00.000Z' }]),
    );
    open();
    expect(await screen.findByRole('heading', { name: 'Ayesha Khan' })).toBeInTheDocument();
    expect(getMemberMembership).toHaveBeenCalledWith('PFA-000017');
    expect(screen.getByText('Granted by Zainab Hussain: Sponsored')).toBeInTheDocument();
    expect(screen.getByText('No orders.')).toBeInTheDocument();
  });

  it('says a Seed membership is active and never expires', async () => {
    jest.mocked(getMemberMembership).mockResolvedValue(record());
    open();
    expect(await screen.findByText('Seed · Active, never expires')).toBeInTheDocument();
    expect(screen.getByText('Since 10 January 2026')).toBeInTheDocument();
    expect(screen.queryByText(/until/i)).not.toBeInTheDocument();
  });

  it('says until when a paid membership runs', async () => {
    jest.mocked(getMemberMembership).mockResolvedValue(record([], 'Surge'));
    open();
    expect(await screen.findByText('Surge · Active until 10 January 2027')).toBeInTheDocument();
  });

  it('asks for the package and the reason before a grant, then grants with them', async () => {
    jest.mocked(getMemberMembership).mockResolvedValue(record());
    jest.mocked(grantMembership).mockResolvedValue(record());
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Grant membership' }));
    expect(await screen.findByText('Please give the reason for this membership')).toBeInTheDocument();
    expect(screen.getByText('Please choose a membership package')).toBeInTheDocument();
    expect(grantMembership).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Package/ }), 'Surge');
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Sponsored by the Lahore chapter');
    await userEvent.click(screen.getByRole('button', { name: 'Grant membership' }));
    await screen.findByText('On Seed since joining: no paid or granted membership.');
    expect(grantMembership).toHaveBeenCalledWith('m1', { package_id: 2, months: 12, reason: 'Sponsored by the Lahore chapter' });
  });
});
