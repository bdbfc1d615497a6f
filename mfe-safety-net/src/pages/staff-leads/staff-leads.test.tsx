import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '@test/api';
import { mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { bankLead } from '../../features/promotions/fixtures';
import StaffLeadsPage from './index';

describe('staff: bank-account requests', () => {
  it('lists requests by bank and marks one as sent to its bank', async () => {
    let sent = false;
    const api = mockApi({
      'GET /api/staff/leads': ({ url }) =>
        ok(pageOf(url.searchParams.get('bank') === 'Zindagi' ? [] : [bankLead({ sent_at: sent ? '2026-11-23T10:00:00.000Z' : null }), bankLead({ id: 2, name: 'Usman Tariq', sent_at: '2026-11-21T10:00:00.000Z' })], { perPage: 20 })),
      'POST /api/staff/leads/3/sent': () => {
        sent = true;
        return ok(bankLead({ sent_at: '2026-11-23T10:00:00.000Z' }), 'Marked as sent to the bank.');
      },
    });
    renderPage(<StaffLeadsPage />, { path: '/staff/leads' });
    const u = userEvent.setup({ delay: null });
    const ayesha = await screen.findByRole('article', { name: 'Ayesha Siddiqui, Meezan Bank' });
    expect(ayesha).toHaveTextContent('ayesha.siddiqui@example.com · 03001234567');
    expect(ayesha).toHaveTextContent('Lahore, Punjab');
    expect(within(ayesha).getByText('Not sent yet')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Usman Tariq, Meezan Bank' })).queryByRole('button')).not.toBeInTheDocument();

    await u.click(within(ayesha).getByRole('button', { name: 'Mark as sent to Meezan Bank' }));
    await findNotification('Success', 'Marked as sent to the bank.');
    expect(await within(screen.getByRole('article', { name: 'Ayesha Siddiqui, Meezan Bank' })).findByText('Sent to the bank')).toBeInTheDocument();

    await u.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'Zindagi');
    expect(await screen.findByText('No requests')).toBeInTheDocument();
    expect(api.calls).toContain('GET /api/staff/leads?bank=Zindagi&page=1');
    expect(screen.getByRole('button', { name: 'Export CSV for Zindagi' })).toBeInTheDocument();
  });
});
