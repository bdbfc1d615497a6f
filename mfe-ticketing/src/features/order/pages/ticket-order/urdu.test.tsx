import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WALLET_CHOICES } from 'shared-api/ticketing';
import { getTicket } from '../../requests';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { answer, order, ticket, waitingPayment } from '../../../testing/fixtures';
import TicketOrderPage from './index';

jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), getTicket: jest.fn() }));

beforeAll(() => {
  i18n.load('ur', require('../../../../locales/ur.json'));
  i18n.loadTexts(require('shared-api/locales/ur.json'));
});
afterEach(() => i18n.activate('en'));

const open = (at = '/ticket/17/order') => renderPage(<TicketOrderPage />, { path: '/ticket/:ticketId/order', at });

describe('ticket order in Urdu', () => {
  it('names the page, the ways to pay, the totals and Place Order in Urdu; the wallets keep their names', async () => {
    jest.mocked(getTicket).mockResolvedValue(answer(ticket({ payment_methods: [3, 6, 7, 5] })));
    i18n.activate('ur');
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'ٹکٹ کا آرڈر' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /^کارڈ/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'ادائیگی کا طریقہ' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^JazzCash/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /^بل کی ادائیگی \(\u20661Bill\u2069\)/ })).toBeInTheDocument();
    expect(screen.getByText('اپنے Easypaisa اکاؤنٹ سے، اس کے موبائل نمبر کے ذریعے، ابھی ادائیگی کریں۔')).toBeInTheDocument();
    const totals = screen.getByRole('group', { name: 'آرڈر کی رقم' });
    expect(within(totals).getByText('ذیلی میزان')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'آرڈر دیں' })).toBeInTheDocument();
    expect(screen.queryByText('Payment method')).not.toBeInTheDocument();
  });

  it('previews the ticket with Urdu labels, the e-mail and CNIC left to right', async () => {
    jest.mocked(getTicket).mockResolvedValue(answer(ticket()));
    i18n.activate('ur');
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /ٹکٹ کی تفصیلات/ }));
    expect(screen.getByText('ای میل').nextSibling?.firstChild).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('شناختی کارڈ (CNIC)').nextSibling?.firstChild).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('کمپنی')).toBeInTheDocument();
  });

  it('says in Urdu that the wallet has not confirmed the payment yet', async () => {
    jest.mocked(getTicket).mockResolvedValue(answer(ticket({ order: order({ status: 'pending', payment_method: 6 }) })));
    i18n.activate('ur');
    open('/ticket/17/order?payment=pending');
    expect(await screen.findByText(/^ہم آپ کے والیٹ سے ادائیگی کی تصدیق کا انتظار کر رہے ہیں۔/)).toBeInTheDocument();
  });

  it('says in Urdu what a wallet payment waits for, with Check again and Pay another way', async () => {
    jest.mocked(getTicket).mockResolvedValue(answer(ticket({ payment_methods: [3, 6, 7, 5], order: order({ status: 'pending', payment_method: 6, pending_payment: waitingPayment() }) })));
    i18n.activate('ur');
    open();
    const waiting = await screen.findByRole('group', { name: 'منتظر ادائیگی' });
    expect(within(waiting).getByText('آپ کی JazzCash ادائیگی JazzCash کے جواب کی منتظر ہے۔')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'دوبارہ معلوم کریں' })).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'کسی اور طریقے سے ادائیگی کریں' })).toBeInTheDocument();
  });

  it('shows shared-api’s wallet texts as they are in English, and by their English in Urdu', () => {
    for (const wallet of WALLET_CHOICES) expect(i18n._(wallet.help)).toBe(wallet.help);
    i18n.activate('ur');
    for (const wallet of WALLET_CHOICES) expect(i18n._(wallet.help)).toMatch(/[\u0600-\u06FF]/);
  });
});
