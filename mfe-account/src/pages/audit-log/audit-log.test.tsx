import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type AuditEntry } from 'shared-api';
import { getAuditLog } from 'shared-api/staff';
import { renderPage } from '@test/render';
import { answer, pageOf } from '@test/api';
import AuditLogPage from './index';

jest.mock('shared-api/staff', () => ({ ...jest.requireActual('shared-api/staff'), getAuditLog: jest.fn() }));

const entry: AuditEntry = {
  id: 7,
  at: '2026-11-23T09:30:00.000Z',
  actor: { member_id: 'm-1', name: 'Hamza Qureshi', email: 'hamza.qureshi@example.com' },
  action: 'user.role',
  entity: 'user',
  entity_id: 'm-42',
  before: { role: 'member' },
  after: { role: 'staff' },
};

describe('audit log page', () => {
  it('shows who changed which record, when, and each field before and after', async () => {
    jest.mocked(getAuditLog).mockResolvedValue(answer(pageOf([entry])));
    renderPage(<AuditLogPage />, { path: '/staff/audit-log' });
    expect(await screen.findByText('user.role')).toBeInTheDocument();
    expect(screen.getByText('By Hamza Qureshi (hamza.qureshi@example.com)')).toBeInTheDocument();
    expect(screen.getByText(/user m-42/)).toBeInTheDocument();
    expect(screen.getByText('role')).toBeInTheDocument();
    expect(screen.getByText('member')).toBeInTheDocument();
    expect(screen.getByText(/→ staff/)).toBeInTheDocument();
    // 09:30 UTC is 2:30 PM in Asia/Karachi.
    expect(screen.getByText(/2:30/)).toBeInTheDocument();
    expect(getAuditLog).toHaveBeenCalledWith({ page: 1, entity: undefined });
  });

  it('filters by kind of record and pages through older changes, keeping both in the address', async () => {
    const user = userEvent.setup();
    jest.mocked(getAuditLog).mockResolvedValue(answer(pageOf([entry], { page: 1, perPage: 1, total: 3 })));
    renderPage(<AuditLogPage />, { path: '/staff/audit-log' });
    await screen.findByText('Page 1 of 3 (3 in all)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Records' }), 'user');
    await waitFor(() => expect(getAuditLog).toHaveBeenLastCalledWith({ page: 1, entity: 'user' }));
    await user.click(await screen.findByRole('button', { name: 'Older' }));
    await waitFor(() => expect(getAuditLog).toHaveBeenLastCalledWith({ page: 2, entity: 'user' }));
  });

  it('says when there is nothing yet', async () => {
    jest.mocked(getAuditLog).mockResolvedValue(answer(pageOf<AuditEntry>([])));
    renderPage(<AuditLogPage />, { path: '/staff/audit-log' });
    expect(await screen.findByRole('heading', { name: 'No changes yet' })).toBeInTheDocument();
  });

  it("shows the server's refusal with Try again", async () => {
    const user = userEvent.setup();
    jest.mocked(getAuditLog).mockRejectedValueOnce(new ApiError('You do not have access to this page.', 403));
    jest.mocked(getAuditLog).mockResolvedValue(answer(pageOf([entry])));
    renderPage(<AuditLogPage />, { path: '/staff/audit-log' });
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('user.role')).toBeInTheDocument();
  });
});
