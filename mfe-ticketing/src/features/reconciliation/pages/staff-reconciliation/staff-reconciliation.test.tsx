import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { findNotification, renderPage } from '@test/render';
import { answer } from '../../../testing/fixtures';
import { reconciliationApi } from '../../api';
import type { Reconciliation } from '../../shapes';
import { reconciliationMessages, STATEMENT_MAX_CHARS } from '../../staff-validation';
import StaffReconciliationPage, { karachiToday } from './index';

const dayMock = jest.spyOn(reconciliationApi, 'getReconciliation');
const importMock = jest.spyOn(reconciliationApi, 'importBankStatement');
const confirmMock = jest.spyOn(reconciliationApi, 'confirmBankPayments');
/** The day the page asked for. */
const dayAsked = (date: string) => ({ query: { date } });

/** Imported by Zainab at 10:30 Karachi time. */
const LINE = { line_date: '2026-11-26', imported_by: 'Zainab Hussain', imported_at: '2026-11-26T05:30:00.000Z', file_name: 'HBL November.csv' };

const DAY: Reconciliation = {
  date: '2026-11-26',
  providers: [
    { method: 3, provider: 'test-gateway', name: 'Card (test gateway)', provider_count: 2, provider_total: 5000, ways: [], site_count: 2, site_total: 5000, refund_count: 0, refunded_total: 0, net_total: 5000, statement_imported: true },
    {
      method: 6,
      provider: 'jazzcash',
      name: 'JazzCash',
      provider_count: 1,
      provider_total: 1500,
      ways: [{ name: 'Card', count: 1, total: 1500 }],
      site_count: 2,
      site_total: 3000,
      refund_count: 1,
      refunded_total: 1500,
      net_total: 0,
      statement_imported: true,
    },
    { method: 7, provider: 'easypaisa', name: 'Easypaisa', provider_count: 0, provider_total: 0, ways: [], site_count: 0, site_total: 0, refund_count: 0, refunded_total: 0, net_total: 0, statement_imported: true },
    { method: 5, provider: 'bill', name: 'Bill payment', provider_count: 2, provider_total: 4200.5, ways: [], site_count: 0, site_total: 0, refund_count: 0, refunded_total: 0, net_total: 4200.5, statement_imported: true },
  ],
  paid_not_there: [{ order_id: 41, method_name: 'JazzCash wallet', holder: 'Bilal Khan', total: 1500, paid_at: '2026-11-26T06:00:00.000Z', reference: null, why: 'No approved JazzCash payment is behind this order.' }],
  money_no_order: [
    {
      source: 'provider',
      name: 'Card (test gateway)',
      order_id: 39,
      amount: 2500,
      reference: 'T39-B',
      at: '2026-11-26T07:00:00.000Z',
      why: 'A second payment of order #39, which another payment paid: a late payment, waiting to be refunded or honoured.',
      paid_by: { name: 'Card (test gateway)', reference: 'T39-A', status: 'approved', result: '', at: '2026-11-26T06:55:00.000Z' },
      earlier_answer: null,
    },
    { source: 'bank', name: 'Bank statement', order_id: null, amount: 700.5, reference: 'FT-9002', at: '2026-11-26', why: 'The line names no 1Bill reference.', paid_by: null, earlier_answer: null },
  ],
  refunds: [
    {
      source: 'refund',
      id: 12,
      order_id: 38,
      provider: 'jazzcash',
      paid_with: 'JazzCash card',
      way: 'manual',
      way_name: 'By hand',
      reference: 'HBL-RF-77',
      amount: 1500,
      at: '2026-11-26T09:00:00.000Z',
      requested_by: 'Zainab Hussain',
      approved_by: 'Hamza Qureshi',
    },
  ],
  bank_lines: [
    { ...LINE, id: 5, reference: 'FT-9001', description: '1BILL 1047044', amount: 3500, order_id: 44, status: 'to-confirm', note: '' },
    { ...LINE, id: 6, reference: 'FT-9002', description: 'Unknown transfer', amount: 700.5, order_id: null, status: 'unmatched', note: 'The line names no 1Bill reference.' },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  dayMock.mockResolvedValue(answer(DAY));
});

const open = (at = '/staff/reconciliation?date=2026-11-26') => {
  const user = userEvent.setup();
  renderPage(<StaffReconciliationPage />, { path: '/staff/reconciliation', at });
  return user;
};
const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;
const csvFile = (text: string, name = 'statement.csv') => new File([text], name, { type: 'text/csv' });

describe('the day’s figures', () => {
  it('shows each provider against the orders paid here, with what matches and the difference', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'What each provider settled on 26 November 2026' })).toBeInTheDocument();
    expect(dayMock).toHaveBeenCalledWith(dayAsked('2026-11-26'));
    const rows = within(section('What each provider settled on 26 November 2026')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Card (test gateway)Provider says: 2 · Rs 5,000Paid here: 2 · Rs 5,000MatchesRefunded: —Net: Rs 5,000',
      'JazzCashCard 1 · Rs 1,500Provider says: 1 · Rs 1,500Paid here: 2 · Rs 3,000Difference: −1 payment, −Rs 1,500Refunded: 1 · −Rs 1,500Net: Rs 0',
      'EasypaisaProvider says: 0 · Rs 0Paid here: 0 · Rs 0MatchesRefunded: —Net: Rs 0',
      'Bill paymentProvider says: 2 · Rs 4,200.50Paid here: 0 · Rs 0Difference: +2 payments, +Rs 4,200.50Refunded: —Net: Rs 4,200.50',
    ]);
    expect(screen.getByText(/^The day’s books:/)).toHaveTextContent('The day’s books: taken Rs 10,700.50, refunded Rs 1,500, net Rs 9,200.50.');
  });

  it('lists the day’s refunds under the provider that took the money, with how it went back and who asked and approved', async () => {
    open();
    const refunds = within((await screen.findByRole('heading', { name: 'Refunds' })).closest('section') as HTMLElement);
    const [row] = refunds.getAllByRole('row').slice(1);
    expect(within(row).getByRole('link', { name: '#38' })).toHaveAttribute('href', '/staff/orders?q=38');
    expect(row).toHaveTextContent('Rs 1,500');
    expect(row).toHaveTextContent('Taken by: JazzCash card');
    expect(row).toHaveTextContent('Money back: By hand · HBL-RF-77');
    expect(row).toHaveTextContent('asked by Zainab Hussain, approved by Hamza Qureshi');
  });

  it('says when no refund was approved that day', async () => {
    dayMock.mockResolvedValue(answer({ ...DAY, refunds: [] }));
    open();
    expect(await screen.findByText('No refund was approved this day.')).toBeInTheDocument();
  });

  it('links each order to the staff’s orders, searched for it; lists money with no order', async () => {
    open();
    const paid = await screen.findByRole('heading', { name: 'Paid here, not there' });
    const paidSection = paid.closest('section') as HTMLElement;
    expect(within(paidSection).getByRole('link', { name: '#41' })).toHaveAttribute('href', '/staff/orders?q=41');
    expect(within(paidSection).getByText('No approved JazzCash payment is behind this order.')).toBeInTheDocument();
    const money = section('Money there, no order here');
    expect(within(money).getByRole('link', { name: '#39' })).toHaveAttribute('href', '/staff/orders?q=39');
    // A second payment, beside the answer that paid its order.
    expect(within(money).getByText(/^A second payment of order #39/)).toBeInTheDocument();
    expect(within(money).getByText('Order paid by: Card (test gateway) · T39-A · approved, 26 November 2026 at 11:55 AM')).toBeInTheDocument();
    expect(within(money).getAllByText('The line names no 1Bill reference.')).toHaveLength(1);
    expect(within(money).getByText('Rs 700.50')).toBeInTheDocument();
  });

  it('opens on today, Karachi time, and changing the day keeps it in the address', async () => {
    // 00:30 on 27 November in Karachi, still the 26th in UTC.
    jest.useFakeTimers({ now: new Date('2026-11-26T19:30:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearImmediate'] });
    try {
      open('/staff/reconciliation');
      await screen.findByRole('heading', { name: 'Paid here, not there' });
      expect(dayMock).toHaveBeenCalledWith(dayAsked('2026-11-27'));
      const field = screen.getByLabelText('Day');
      expect(field).toHaveValue('2026-11-27');
      expect(field).toHaveAttribute('max', '2026-11-27');
      fireEvent.change(field, { target: { value: '2026-11-20' } });
      await waitFor(() => expect(dayMock).toHaveBeenCalledWith(dayAsked('2026-11-20')));
    } finally {
      jest.useRealTimers();
    }
  });

  it('today is Karachi’s: at 19:00 UTC it is already the next day there', () => {
    expect(karachiToday(new Date('2026-11-27T19:00:00Z'))).toBe('2026-11-28');
    expect(karachiToday(new Date('2026-11-27T18:59:00Z'))).toBe('2026-11-27');
  });
});

describe('the bank statement', () => {
  it('imports the chosen CSV file’s text and says what it did', async () => {
    importMock.mockResolvedValue(answer({ lines: 2, added: 1, duplicates: 1, matched: 1, days: ['2026-11-26'] }, '2 credit lines read: 1 new, 1 already imported (kept once); 1 new line matches a pending bill order.'));
    const user = open();
    const input = await screen.findByLabelText('Import the bank’s CSV statement');
    await user.upload(input, csvFile('Date,Reference,Credit\n26/11/2026,FT-1,3500\n'));
    await waitFor(() => expect(importMock).toHaveBeenCalledWith({ body: { file_name: 'statement.csv', csv: 'Date,Reference,Credit\n26/11/2026,FT-1,3500\n' } }));
    await findNotification('Success', '2 credit lines read: 1 new, 1 already imported (kept once); 1 new line matches a pending bill order.');
  });

  it('says why a file was refused, by the server or before sending it', async () => {
    importMock.mockRejectedValue(new ApiError('Line 3: “31/02/2026” is not a date (write it as 2026-11-27, 27/11/2026 or 27-Nov-2026).', 422, { csv: 'Line 3: “31/02/2026” is not a date (write it as 2026-11-27, 27/11/2026 or 27-Nov-2026).' }));
    const user = open();
    const input = await screen.findByLabelText('Import the bank’s CSV statement');
    await user.upload(input, csvFile('Date,Reference,Credit\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The statement was not importedLine 3: “31/02/2026” is not a date');

    importMock.mockClear();
    await user.upload(input, csvFile('x'.repeat(STATEMENT_MAX_CHARS + 1)));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(reconciliationMessages.statementTooLarge));
    await user.upload(input, csvFile('  \n '));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(reconciliationMessages.statement));
    expect(importMock).not.toHaveBeenCalled();
  });

  it('shows who imported each line, and when, beside it and beside the button that confirms them', async () => {
    open();
    const lines = within((await screen.findByRole('heading', { name: 'Bank statement' })).closest('section') as HTMLElement);
    const rows = lines.getByRole('table', { name: 'The statement’s lines of this day' });
    for (const row of within(rows).getAllByRole('row').slice(1)) expect(row).toHaveTextContent('Imported by Zainab Hussain on 26 November 2026 at 10:30 AM');
    // A colleague confirming them reads who imported them with the button.
    expect(lines.getByRole('button', { name: 'Confirm 1 payment' })).toHaveAccessibleDescription('Imported by Zainab Hussain on 26 November 2026 at 10:30 AM.');
  });

  it('confirms the matched lines in one step and lists the ones skipped with the reason', async () => {
    confirmMock.mockResolvedValue(answer({ confirmed: [], skipped: [{ line_id: 5, order_id: 44, reason: 'Order #44: Another staff member must record a payment on your own account.' }] }, '0 payments confirmed; 1 skipped.'));
    const user = open();
    const statement = await screen.findByRole('heading', { name: 'Bank statement' });
    const lines = within(statement.closest('section') as HTMLElement);
    expect(lines.getByText('Matched, to confirm')).toBeInTheDocument();
    expect(lines.getByText('Unmatched')).toBeInTheDocument();
    await user.click(lines.getByRole('button', { name: 'Confirm 1 payment' }));
    expect(confirmMock).toHaveBeenCalledWith({ body: { line_ids: [5] } });
    expect(await lines.findByText('Order #44: Another staff member must record a payment on your own account.')).toBeInTheDocument();
  });

  it('offers nothing to confirm when no line matches a pending order', async () => {
    dayMock.mockResolvedValue(answer({ ...DAY, bank_lines: [DAY.bank_lines[1]] }));
    open();
    expect(await screen.findByRole('button', { name: 'Confirm 0 payments' })).toBeDisabled();
  });
});
