import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPackage } from 'shared-api/content';
import { getMembership } from 'shared-api/membership';
import { generateCertificate } from '../../requests';
import { queryClient } from 'shared-api/query';
import { checkOrderPayment } from 'shared-api/ticketing';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { answer } from '@test/api';
import { myMembership, packages, planOrder, waitingPayment } from '../../../testing/membership-fixture';
import MembershipDetailsPage from './index';

jest.mock('shared-api/membership', () => ({ ...jest.requireActual('shared-api/membership'), getMembership: jest.fn() }));
jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), generateCertificate: jest.fn() }));
jest.mock('shared-api/content', () => ({ ...jest.requireActual('shared-api/content'), getPackage: jest.fn() }));
jest.mock('shared-api/ticketing', () => ({ ...jest.requireActual('shared-api/ticketing'), checkOrderPayment: jest.fn() }));

beforeEach(() => {
  queryClient.clear();
  jest.mocked(getMembership).mockResolvedValue(myMembership());
  jest.mocked(getPackage).mockImplementation(async (name) => answer(packages[name as keyof typeof packages]));
});

const page = (path = '/dashboard/membership') => renderPage(<MembershipDetailsPage />, { path: '/dashboard/membership', at: path });

describe('membership details page', () => {
  it("shows the member's name, MEMBER ID and the record's package, status, dates and billing", async () => {
    page();
    expect(await screen.findByRole('heading', { name: 'Ayesha Khan' })).toBeInTheDocument();
    expect(screen.getByText('MEMBER ID')).toBeInTheDocument();
    expect(screen.getByText('PFA-000017')).toBeInTheDocument();
    const details = screen.getByText('Package').closest('dl') as HTMLElement;
    for (const text of ['Seed', 'Active', 'Free', '10 January 2026', 'Never expires']) expect(within(details).getByText(text)).toBeInTheDocument();
  });

  it('says the status and the dates in Urdu on the Urdu page', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Surge'));
    i18n.load('ur', require('../../../../locales/ur.json'));
    i18n.activate('ur');
    try {
      page();
      const details = (await screen.findByText('پیکج')).closest('dl') as HTMLElement;
      for (const text of ['Surge', 'فعال', '10 جنوری، 2026', '10 جنوری، 2027']) expect(within(details).getByText(text)).toBeInTheDocument();
      expect(within(details).queryByText(/Active|January/)).toBeNull();
    } finally {
      i18n.activate('en');
    }
  });

  it('marks the current package Active among the packages and offers the other', async () => {
    page();
    const seed = (await screen.findByRole('heading', { name: /^Seed/ })).closest('article') as HTMLElement;
    expect(within(seed).getByText('Active')).toBeInTheDocument();
    expect(within(seed).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/dashboard/membership/Surge/order');
  });

  it('shows a Surge member their end date and offers Seed as a downgrade', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Surge'));
    page('/dashboard/membership?payment=paid');
    expect(await screen.findByText('Payment received. Your Surge membership is active until 10 January 2027.')).toBeInTheDocument();
    expect(screen.getByText('10 January 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Downgrade' })).toHaveAttribute('href', '/dashboard/membership/Seed/order');
  });

  it('says when a paid membership ended and offers its renewal', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Seed', { ended_on: '2026-11-01T05:00:00.000Z', ended_package: 'Surge' }));
    page();
    expect(await screen.findByText('Your Surge membership ended on 01 November 2026. You are on Seed now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew Surge' })).toHaveAttribute('href', '/dashboard/membership/Surge/order');
  });

  it('offers renewal in the renewal window, and says when the member moves to Seed once chosen', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Surge', { can_renew: true }));
    const { unmount } = page();
    expect(await screen.findByRole('link', { name: 'Renew Surge' })).toHaveAttribute('href', '/dashboard/membership/Surge/order');
    // The package cards still mark Surge as the member's, with its Renew.
    const surge = (await screen.findByRole('heading', { name: 'Surge Active' })).closest('article');
    expect(surge?.querySelector('a')).toHaveTextContent('Renew');
    unmount();
    queryClient.clear();
    jest.mocked(getMembership).mockResolvedValue(myMembership('Surge', { moves_to_seed_on: '2027-01-10T05:00:00.000Z' }));
    page();
    expect(await screen.findByText('You chose Seed: your Surge membership stays active until 10 January 2027, then you move to Seed.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew Surge' })).not.toBeInTheDocument();
  });

  it('opens the certificate in a new tab, prepared at the click', async () => {
    jest.mocked(generateCertificate).mockResolvedValue(answer({ certificate_url: '/api/certificates/abc/certificate.pdf?expires=1&signature=s', verify_url: '/verify/abc' }));
    const tab = { document: document.implementation.createHTMLDocument(''), location: { href: '' }, opener: window, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Download your Membership Certificate' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('/api/certificates/abc/certificate.pdf?expires=1&signature=s');
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });

  it('links to the Freelancer Digital Account request', async () => {
    page();
    expect(await screen.findByRole('link', { name: 'Request a Freelancer Digital Account' })).toHaveAttribute('href', '/dashboard/bank-account');
  });
});

describe('a plan order waiting for its payment, on Membership Details', () => {
  const detail = (order: ReturnType<typeof planOrder>) => ({ ...order, event: null, tickets: [] });

  it('a pending JazzCash order is a payment waiting for JazzCash, with its amount and start: never bill-payment steps', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Seed', { pending_order: planOrder({ pending_payment: waitingPayment() }) }));
    page();
    const waiting = await screen.findByRole('group', { name: 'Payment waiting' });
    expect(within(waiting).getByText('Your JazzCash payment is waiting for JazzCash’s answer.')).toBeInTheDocument();
    expect(within(waiting).getByText('Rs 6,000')).toBeInTheDocument();
    expect(within(waiting).getByText('02 May 2027 at 3:00 PM')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'Pay another way' })).toHaveAttribute('href', '/dashboard/membership/Surge/order?pay=another');
    expect(screen.queryByText(/bill payment/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'How to pay' })).not.toBeInTheDocument();
  });

  it('an Easypaisa order with no payment waiting is paid on its plan’s page, never by 1Bill', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Seed', { pending_order: planOrder({ payment_method: 7, payment_method_name: 'Easypaisa' }) }));
    page();
    expect(await screen.findByText('Your order #70 for Surge is waiting for payment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', '/dashboard/membership/Surge/order');
    expect(screen.queryByText(/bill payment/i)).not.toBeInTheDocument();
  });

  it('a bill-payment order still leads to how to pay it', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Seed', { pending_order: planOrder({ payment_method: 5, payment_method_name: 'Bill payment', bill_reference: '1047070' }) }));
    page();
    expect(await screen.findByText('Your order #70 is pending until your bill payment is received.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to pay' })).toHaveAttribute('href', '/order/onebill?id=70');
  });

  it('Check again: paid, the page says the payment was received and the membership runs', async () => {
    const waiting = planOrder({ pending_payment: waitingPayment() });
    jest.mocked(getMembership).mockResolvedValueOnce(myMembership('Seed', { pending_order: waiting }));
    jest.mocked(getMembership).mockResolvedValue(myMembership('Surge'));
    jest.mocked(checkOrderPayment).mockResolvedValue(answer(detail(planOrder({ status: 'paid', paid_at: '2027-05-02T10:05:00.000Z' })), 'Your payment was received: your order is paid.'));
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Payment received. Your Surge membership is active until 10 January 2027.')).toBeInTheDocument();
    expect(checkOrderPayment).toHaveBeenCalledWith(70);
    expect(screen.queryByRole('group', { name: 'Payment waiting' })).not.toBeInTheDocument();
  });

  it('Check again: declined is said so, and the order is paid again on its plan’s page', async () => {
    jest.mocked(getMembership).mockResolvedValueOnce(myMembership('Seed', { pending_order: planOrder({ pending_payment: waitingPayment() }) }));
    jest.mocked(getMembership).mockResolvedValue(myMembership('Seed', { pending_order: planOrder() }));
    const declined = 'Your JazzCash payment was declined, so nothing was paid. You can pay again, the same way or another.';
    jest.mocked(checkOrderPayment).mockResolvedValue(answer(detail(planOrder()), declined));
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(declined)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', '/dashboard/membership/Surge/order');
  });

  it('Check again: still waiting is said so', async () => {
    const waiting = planOrder({ pending_payment: waitingPayment({ method: 3, gateway: 'test-gateway' }), payment_method: 3, payment_method_name: 'Card' });
    jest.mocked(getMembership).mockResolvedValue(myMembership('Seed', { pending_order: waiting }));
    const still = 'Your card payment is still waiting for the payment page’s answer. Please check again in a few minutes.';
    jest.mocked(checkOrderPayment).mockResolvedValue(answer(detail(waiting), still));
    page();
    expect(await screen.findByText('Your card payment is waiting for the payment page’s answer.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(still)).toBeInTheDocument();
  });
});
