import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '@test/api';
import { mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { bankLead } from '../../fixtures';
import StaffLeadsPage from './index';

const open = (at = '/staff/leads') => {
  renderPage(<StaffLeadsPage />, { path: '/staff/leads', at });
  return userEvent.setup({ delay: null });
};

describe('staff: bank-account requests', () => {
  it('lists requests as table rows and marks one as sent from its side panel', async () => {
    let sent = false;
    mockApi({
      'GET /api/staff/leads': () => ok(pageOf([bankLead({ sent_at: sent ? '2026-11-23T10:00:00.000Z' : null }), bankLead({ id: 2, name: 'Usman Tariq', sent_at: '2026-11-21T10:00:00.000Z' })], { perPage: 20 })),
      'POST /api/staff/leads/3/sent': () => {
        sent = true;
        return ok(bankLead({ sent_at: '2026-11-23T10:00:00.000Z' }), 'Marked as sent to the bank.');
      },
    });
    const u = open();
    const table = await screen.findByRole('table', { name: 'Bank-account requests' });
    const ayesha = within(table).getByRole('row', { name: /Ayesha Siddiqui/ });
    expect(ayesha).toHaveTextContent('ayesha.siddiqui@example.com · 03001234567');
    // On a phone the cell wraps, but never inside the number.
    expect(within(ayesha).getByText('03001234567')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(ayesha).toHaveTextContent('Lahore, Punjab');
    expect(within(ayesha).getByText('Not sent')).toBeInTheDocument();

    await u.click(within(ayesha).getByText('Lahore, Punjab'));
    const panel = await screen.findByRole('dialog', { name: 'Ayesha Siddiqui: Meezan Bank' });
    await u.click(within(panel).getByRole('button', { name: 'Mark as sent to Meezan Bank' }));
    await findNotification('Success', 'Marked as sent to the bank.');
    expect(await within(screen.getByRole('dialog')).findByText('Sent')).toBeInTheDocument();
  });

  it('searches, filters and sorts through the address the server reads', async () => {
    const api = mockApi({ 'GET /api/staff/leads': ({ url }) => ok(pageOf(url.searchParams.get('q') === 'nobody' ? [] : [bankLead()], { perPage: 20 })) });
    const u = open('/staff/leads?sent=no');
    await screen.findByRole('table');
    expect(api.calls).toContain('GET /api/staff/leads?sent=no&sort=created_at&dir=desc&page=1');
    await u.click(screen.getByRole('button', { name: /^Bank/ }));
    await waitFor(() => expect(api.calls).toContain('GET /api/staff/leads?sent=no&sort=preferred_bank&dir=asc&page=1'));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'Zindagi');
    await waitFor(() => expect(api.calls).toContain('GET /api/staff/leads?bank=Zindagi&sent=no&sort=preferred_bank&dir=asc&page=1'));
    await u.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody{Enter}');
    expect(await screen.findByText('No request matches the search')).toBeInTheDocument();
    expect(api.calls.some((c) => c.includes('q=nobody'))).toBe(true);
  });

  it('marks the selected requests as sent at once, and exports just them', async () => {
    let marked: unknown;
    let exported = '';
    mockApi({
      'GET /api/staff/leads': () => ok(pageOf([bankLead(), bankLead({ id: 2, name: 'Usman Tariq' }), bankLead({ id: 4, name: 'Hira Baloch' })], { perPage: 20 })),
      'POST /api/staff/leads/sent': ({ body }) => {
        marked = body;
        return ok({ changed: 2, unchanged: 0 }, '2 requests marked as sent to the bank.');
      },
      'GET /api/staff/leads.csv': ({ url }) => {
        exported = url.search;
        return ok(null);
      },
    });
    const createObjectURL = jest.fn(() => 'blob:leads');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const u = open();
    await screen.findByRole('table');
    await u.click(screen.getByRole('checkbox', { name: "Select Ayesha Siddiqui's request to Meezan Bank" }));
    await u.click(screen.getByRole('checkbox', { name: "Select Hira Baloch's request to Meezan Bank" }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('2 requests selected');
    await u.click(within(bar).getByRole('button', { name: 'Export the selection' }));
    await screen.findByRole('region', { name: 'Selected rows' });
    expect(decodeURIComponent(exported)).toContain('ids=3,4');
    await u.click(within(bar).getByRole('button', { name: 'Mark as sent' }));
    await findNotification('Success', '2 requests marked as sent to the bank.');
    expect(marked).toEqual({ ids: [3, 4] });
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
  });
});
