import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { getEndingMemberships, getMemberMembership } from 'shared-api/membership';
import { queryClient } from 'shared-api/query';
import { renderPage } from '@test/render';
import { answer, pageOf } from '@test/api';
import { myMembership } from '../../features/testing/membership-fixture';
import StaffMembershipsPage from './index';

jest.mock('shared-api/membership', () => ({ ...jest.requireActual('shared-api/membership'), getMemberMembership: jest.fn(), getEndingMemberships: jest.fn() }));

const ending = {
  member_id: 'k3x9',
  member_id_formatted: 'FAP-7K3M-Q9TD',
  name: 'Hira Baloch',
  email: 'hira.baloch@example.com',
  package: 'Surge',
  ends_at: '2026-12-07T05:00:00.000Z',
  seed_chosen: false,
};

beforeEach(() => {
  queryClient.clear();
  jest.mocked(getEndingMemberships).mockResolvedValue(answer(pageOf([ending])) as never);
});

const open = () => renderPage(<StaffMembershipsPage />, { path: '/staff/memberships' });

describe('staff: memberships', () => {
  it('lists the paid memberships ending soon, each leading to the member by their public id', async () => {
    open();
    const link = await screen.findByRole('link', { name: 'Hira Baloch' });
    expect(link).toHaveAttribute('href', '/staff/memberships/k3x9');
    expect(screen.getByText('FAP-7K3M-Q9TD · hira.baloch@example.com')).toBeInTheDocument();
  });

  it('finds a member by e-mail and opens them at their public id, so the address survives a reload', async () => {
    jest.mocked(getMemberMembership).mockResolvedValue(
      answer({ member_id: 'p7q2', member_id_formatted: 'FAP-2B4C-6D8E', name: 'Nadia Shah', email: 'nadia@example.com', membership: myMembership().data, periods: [], orders: [] } as never),
    );
    open();
    await userEvent.type(screen.getByLabelText('MEMBER ID or e-mail'), ' nadia@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/staff/memberships/p7q2');
    expect(getMemberMembership).toHaveBeenCalledWith('nadia@example.com');
  });

  it('says so when no member matches, and stays on the page', async () => {
    jest.mocked(getMemberMembership).mockRejectedValue(new ApiError('This member does not exist.', 404));
    open();
    await userEvent.type(screen.getByLabelText('MEMBER ID or e-mail'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This member does not exist.');
    expect(screen.getByLabelText('MEMBER ID or e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
  });
});
