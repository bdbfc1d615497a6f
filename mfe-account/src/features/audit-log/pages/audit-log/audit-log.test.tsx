import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry, AuditPerson } from '../../shapes';
import { queryClient } from 'shared-api/query';
import { pageOf } from '@test/api';
import { failure, mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import AuditLogPage from './index';

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

const PATH = '/staff/audit-log';
const open = (at = PATH) => {
  renderPage(<AuditLogPage />, { path: PATH, at });
  return userEvent.setup({ delay: null });
};
const serve = (log: Parameters<typeof mockApi>[0][string]) => mockApi({ 'GET /api/staff/audit-log': log, 'GET /api/staff/audit-log/people': ok([hamza, sana]) });
/** Opens a change's side panel by a click on its row. */
const openRow = async (u: ReturnType<typeof userEvent.setup>, name: RegExp | string) => {
  const table = await screen.findByRole('table');
  await u.click(within(table).getByRole('row', { name }));
  return screen.findByRole('dialog');
};

beforeEach(() => queryClient.clear());

describe('audit log page', () => {
  it('lists who changed which record and when, one row each, newest first', async () => {
    const api = serve(ok(pageOf([priceChange, entry])));
    open();
    const table = await screen.findByRole('table', { name: 'Changes, newest first' });
    const row = within(table).getByRole('row', { name: /user\.role/ });
    expect(within(row).getByRole('link', { name: 'Bilal Ahmed' })).toHaveAttribute('href', '/member/m-42');
    expect(row).toHaveTextContent('Role');
    expect(row).toHaveTextContent('Hamza Qureshi');
    // 09:30 UTC is 2:30 PM in Asia/Karachi.
    expect(row).toHaveTextContent(/2:30/);
    expect(within(table).getByRole('row', { name: /event\.update/ })).toHaveTextContent('Package "Standard" price, Start date');
    expect(api.calls).toContain('GET /api/staff/audit-log?sort=at&dir=desc&page=1');
  });

  it('opens a change in the side panel: who, and each field before and after', async () => {
    serve(ok(pageOf([entry])));
    const u = open();
    const panel = await openRow(u, /user\.role/);
    expect(panel).toHaveAccessibleName('user.role: Bilal Ahmed');
    expect(within(panel).getByText('By Hamza Qureshi (hamza.qureshi@example.com)')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Bilal Ahmed' })).toHaveAttribute('href', '/member/m-42');
    expect(within(panel).getByText('Role').nextElementSibling).toHaveTextContent('member → staff');
  });

  it("shows a price change's old and new price, and dates in Karachi time", async () => {
    serve(ok(pageOf([priceChange])));
    const u = open();
    const panel = await openRow(u, /event\.update/);
    expect(within(panel).getByRole('link', { name: 'Lahore Remote Work Day' })).toHaveAttribute('href', '/staff/events/12');
    expect(within(panel).getByText('Package "Standard" price').nextElementSibling).toHaveTextContent('Rs 3,000 → Rs 3,500');
    // Karachi time: 10:00 AM on 15 and 16 December.
    expect(within(panel).getByText('Start date').nextElementSibling).toHaveTextContent('15 December 2026 at 10:00 AM → 16 December 2026 at 10:00 AM');
  });

  it('shows a long text change as its before and after, each on its own', async () => {
    const long = (word: string) => `<p>${`${word} `.repeat(40).trim()}</p>`;
    serve(ok(pageOf([{ ...priceChange, before: { content: long('talks') }, after: { content: long('workshops') } }])));
    const u = open();
    const panel = await openRow(u, /event\.update/);
    expect(within(panel).getByText(/^Before: <p>talks talks/)).toBeInTheDocument();
    expect(within(panel).getByText(/^After: <p>workshops workshops/)).toBeInTheDocument();
    expect(within(panel).getByText('Content')).toBeInTheDocument();
  });

  it('keeps the id of a record that no longer exists', async () => {
    serve(ok(pageOf([{ ...priceChange, record: null }])));
    open();
    expect(await screen.findByText(/event 12/)).toHaveTextContent('event 12 (no longer exists)');
    expect(screen.queryByRole('link', { name: 'Lahore Remote Work Day' })).not.toBeInTheDocument();
  });

  it('filters by kind, person and days, keeping them in the address while paging', async () => {
    const api = serve(ok(pageOf([entry], { page: 1, perPage: 1, total: 3 })));
    const u = open();
    await screen.findByText('Page 1 of 3 (3 in all)');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Records' }), 'bank-account-lead');
    await waitFor(() => expect(api.calls).toContain('GET /api/staff/audit-log?entity=bank-account-lead&sort=at&dir=desc&page=1'));
    await u.selectOptions(await screen.findByRole('combobox', { name: 'Changed by' }), 'Sana Malik (sana.malik@example.com)');
    await waitFor(() => expect(api.calls).toContain('GET /api/staff/audit-log?entity=bank-account-lead&actor=m-2&sort=at&dir=desc&page=1'));
    await u.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(api.calls).toContain('GET /api/staff/audit-log?entity=bank-account-lead&actor=m-2&from=2026-11-01&sort=at&dir=desc&page=1'));
    await u.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() => expect(api.calls).toContain('GET /api/staff/audit-log?entity=bank-account-lead&actor=m-2&from=2026-11-01&to=2026-11-30&sort=at&dir=desc&page=1'));
    await u.click(await screen.findByRole('button', { name: 'Older' }));
    await waitFor(() => expect(api.calls).toContain('GET /api/staff/audit-log?entity=bank-account-lead&actor=m-2&from=2026-11-01&to=2026-11-30&sort=at&dir=desc&page=2'));
  });

  it('reads oldest first when staff sort by time, filters kept', async () => {
    const api = serve(ok(pageOf([entry])));
    const u = open(`${PATH}?entity=user`);
    await screen.findByRole('table', { name: 'Changes, newest first' });
    await u.click(screen.getByRole('button', { name: /^When/ }));
    expect(await screen.findByRole('table', { name: 'Changes, oldest first' })).toBeInTheDocument();
    expect(api.calls).toContain('GET /api/staff/audit-log?entity=user&sort=at&dir=asc&page=1');
    expect(screen.getByRole('columnheader', { name: /When/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('reads its filters from the address', async () => {
    const api = serve(ok(pageOf([entry])));
    open(`${PATH}?entity=ticket&actor=m-1&from=2026-11-01&to=2026-11-02&dir=asc&page=2`);
    await screen.findByRole('table');
    expect(api.calls).toContain('GET /api/staff/audit-log?entity=ticket&actor=m-1&from=2026-11-01&to=2026-11-02&sort=at&dir=asc&page=2');
    expect(screen.getByRole('combobox', { name: 'Changed by' })).toHaveValue('m-1');
  });

  it('says when there is nothing yet', async () => {
    serve(ok(pageOf<AuditEntry>([])));
    open();
    expect(await screen.findByRole('heading', { name: 'No changes yet' })).toBeInTheDocument();
  });

  it("shows the server's refusal with Try again", async () => {
    let calls = 0;
    serve(() => (++calls === 1 ? failure(403, 'You do not have access to this page.') : ok(pageOf([entry]))));
    const u = open();
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('user.role')).toBeInTheDocument();
  });
});
