import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type AuditEntry, type AuditPerson } from 'shared-api';
import { getAuditLog, getAuditPeople } from 'shared-api/staff';
import { renderPage } from '@test/render';
import { answer, pageOf } from '@test/api';
import AuditLogPage from './index';

jest.mock('shared-api/staff', () => ({ ...jest.requireActual('shared-api/staff'), getAuditLog: jest.fn(), getAuditPeople: jest.fn() }));

const hamza: AuditPerson = { member_id: 'm-1', name: 'Hamza Qureshi', email: 'hamza.qureshi@example.com' };
const sana: AuditPerson = { member_id: 'm-2', name: 'Sana Malik', email: 'sana.malik@example.com' };

const entry: AuditEntry = {
  id: 7,
  at: '2026-11-23T09:30:00.000Z',
  actor: hamza,
  action: 'user.role',
  entity: 'user',
  entity_id: 'm-42',
  before: { role: 'member' },
  after: { role: 'staff' },
  record: { name: 'Bilal Ahmed', path: '/member/m-42' },
};

const priceChange: AuditEntry = {
  id: 8,
  at: '2026-11-23T10:00:00.000Z',
  actor: sana,
  action: 'event.update',
  entity: 'event',
  entity_id: '12',
  before: { 'package "Standard" price': 3000, start_date: '2026-12-15T05:00:00.000Z' },
  after: { 'package "Standard" price': 3500, start_date: '2026-12-16T05:00:00.000Z' },
  record: { name: 'Lahore Remote Work Day', path: '/staff/events/12' },
};

beforeEach(() => {
  jest.mocked(getAuditPeople).mockResolvedValue(answer([hamza, sana]));
});

describe('audit log page', () => {
  it('shows who changed which record, when, and each field before and after', async () => {
    jest.mocked(getAuditLog).mockResolvedValue(answer(pageOf([entry])));
    renderPage(<AuditLogPage />, { path: '/staff/audit-log' });
    expect(await screen.findByText('user.role')).toBeInTheDocument();
    expect(screen.getByText('By Hamza Qureshi (hamza.qureshi@example.com)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bilal Ahmed' })).toHaveAttribute('href', '/member/m-42');
    expect(screen.getByText('Role')).toBeInTheDocument();
    expect(screen.getByText('member')).toBeInTheDocument();
    expect(screen.getByText('staff')).toBeInTheDocument();
    // 09:30 UTC is 2:30 PM in Asia/Karachi.
    expect(screen.getByText(/2:30/)).toBeInTheDocument();
    expect(getAuditLog).toHaveBeenCalledWith({ page: 1 });
  });

  it("names the record as a link to its staff page and shows a price change's old and new price", async () => {
    jest.mocked(getAuditLog).mockResolvedValue(answer(pageOf([priceChange])));
    renderPage(<AuditLogPage />, { path: '/staff/audit-log' });
    expect(await screen.findByRole('link', { name: 'Lahore Remote Work Day' })).toHaveAttribute('href', '/staff/events/12');
    const change = screen.getByRole('listitem');
    const price = within(change).getByText('Package "Standard" price').nextElementSibling as HTMLElement;
    expect(price).toHaveTextContent('PKR 3,000 → PKR 3,500');
    const start = within(change).getByText('Start date').nextElementSibling as HTMLElement;
    // Karachi time: 10:00 AM on 15 and 16 December.
    expect(start).toHaveTextContent('December 15, 2026 at 10:00 AM → December 16, 2026 at 10:00 AM');
  });

  it('shows a long text change as its before and after, each on its own', async () => {
    const long = (word: string) => `<p>${`${word} `.repeat(40).trim()}</p>`;
    jest.mocked(getAuditLog).mockResolvedValue(answer(pageOf([{ ...priceChange, before: { content: long('talks') }, after: { content: long('workshops') } }])));
    renderPage(<AuditLogPage />, { path: '/staff/audit-log' });
    expect(await screen.findByText(/^Before: <p>talks talks/)).toBeInTheDocument();
    expect(screen.getByText(/^After: <p>workshops workshops/)).toBeInTheDocument();
    expect(screen.getByText('Content')).toBeInTheDocument();
  });

  it('keeps the id of a record that no longer exists', async () => {
    jest.mocked(getAuditLog).mockResolvedValue(answer(pageOf([{ ...priceChange, record: null }])));
    renderPage(<AuditLogPage />, { path: '/staff/audit-log' });
    expect(await screen.findByText(/event 12/)).toHaveTextContent('event 12 (no longer exists)');
    expect(screen.queryByRole('link', { name: 'Lahore Remote Work Day' })).not.toBeInTheDocument();
  });

  it('filters by kind, person and days, keeping them in the address while paging', async () => {
    const user = userEvent.setup();
    jest.mocked(getAuditLog).mockResolvedValue(answer(pageOf([entry], { page: 1, perPage: 1, total: 3 })));
    renderPage(<AuditLogPage />, { path: '/staff/audit-log' });
    await screen.findByText('Page 1 of 3 (3 in all)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Records' }), 'bank-account-lead');
    await waitFor(() => expect(getAuditLog).toHaveBeenLastCalledWith({ page: 1, entity: 'bank-account-lead' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Changed by' }), 'Sana Malik (sana.malik@example.com)');
    await waitFor(() => expect(getAuditLog).toHaveBeenLastCalledWith({ page: 1, entity: 'bank-account-lead', actor: 'm-2' }));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(getAuditLog).toHaveBeenLastCalledWith({ page: 1, entity: 'bank-account-lead', actor: 'm-2', from: '2026-11-01' }));
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() => expect(getAuditLog).toHaveBeenLastCalledWith({ page: 1, entity: 'bank-account-lead', actor: 'm-2', from: '2026-11-01', to: '2026-11-30' }));
    await user.click(await screen.findByRole('button', { name: 'Older' }));
    await waitFor(() => expect(getAuditLog).toHaveBeenLastCalledWith({ page: 2, entity: 'bank-account-lead', actor: 'm-2', from: '2026-11-01', to: '2026-11-30' }));
  });

  it('reads its filters from the address', async () => {
    jest.mocked(getAuditLog).mockResolvedValue(answer(pageOf([entry])));
    renderPage(<AuditLogPage />, { path: '/staff/audit-log', at: '/staff/audit-log?entity=ticket&actor=m-1&from=2026-11-01&to=2026-11-02&page=2' });
    await screen.findByText('user.role');
    expect(getAuditLog).toHaveBeenLastCalledWith({ page: 2, entity: 'ticket', actor: 'm-1', from: '2026-11-01', to: '2026-11-02' });
    expect(screen.getByRole('combobox', { name: 'Changed by' })).toHaveValue('m-1');
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
