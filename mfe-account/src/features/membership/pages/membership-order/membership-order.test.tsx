import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { getPackage } from 'shared-api/content';
import { getMembership } from 'shared-api/membership';
import { buyMembership, validateMembership } from '../../requests';
import { queryClient } from 'shared-api/query';
import { checkOrderPayment } from 'shared-api/ticketing';
import { renderPage } from '@test/render';
import { answer } from '@test/api';
import { myMembership, packages, planOrder, waitingPayment } from '../../../testing/membership-fixture';
import { leaveFor } from '../../leave';
import MembershipOrderPage from './index';

jest.mock('shared-api/membership', () => ({ ...jest.requireActual('shared-api/membership'), getMembership: jest.fn() }));
jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), validateMembership: jest.fn(), buyMembership: jest.fn() }));
jest.mock('shared-api/content', () => ({ ...jest.requireActual('shared-api/content'), getPackage: jest.fn() }));
jest.mock('shared-api/ticketing', () => ({ ...jest.requireActual('shared-api/ticketing'), checkOrderPayment: jest.fn() }));

jest.mock('../../leave', () => ({ leaveFor: jest.fn() }));
const assign = jest.mocked(leaveFor);

beforeEach(() => {
  queryClient.clear();
  assign.mockReset();
  jest.mocked(getMembership).mockResolvedValue(myMembership());
  jest.mocked(validateMembership).mockResolvedValue(answer(null));
  jest.mocked(getPackage).mockImplementation(async (name) => {
    const pkg = packages[name as keyof typeof packages];
    if (!pkg) throw new ApiError('Package not found', 404);
    return answer(pkg);
  });
});

const open = (plan: string, search = '') => renderPage(<MembershipOrderPage />, { path: '/dashboard/membership/:packageName/order', at: `/dashboard/membership/${plan}/order${search}` });

describe('membership order page', () => {
  it('shows the package and its total, with card chosen by default', async () => {
    jest.mocked(getPackage).mockImplementation(async () => answer({ ...packages.Surge, discounted_price: 5000 }));
    open('Surge');
    const totals = await screen.findByRole('group', { name: 'Order totals' });
    expect(within(totals).getByText('Rs 6,000')).toBeInTheDocument();
    expect(within(totals).getByText('- Rs 1,000')).toBeInTheDocument();
    expect(within(totals).getByText('Rs 5,000')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Card/ })).toBeChecked();
    expect(validateMembership).toHaveBeenCalledWith('Surge');
  });

  it('sends a card order to the payment page the server answers', async () => {
    jest.mocked(buyMembership).mockResolvedValue(answer('/payments/test-gateway/checkout/abc'));
    open('Surge');
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(buyMembership).toHaveBeenCalledWith(2, 3, expect.any(String));
    expect(assign).toHaveBeenCalledWith('/payments/test-gateway/checkout/abc');
  });

  it('sends an Easypaisa order to Easypaisa’s payment page, when the server offers the wallets', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Seed', { payment_methods: [3, 6, 7, 5] }));
    jest.mocked(buyMembership).mockResolvedValue(answer('/api/payments/easypaisa/checkout/E2R9'));
    open('Surge');
    expect(await screen.findByRole('radio', { name: /JazzCash/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Easypaisa/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(buyMembership).toHaveBeenCalledWith(2, 7, expect.any(String));
    expect(assign).toHaveBeenCalledWith('/api/payments/easypaisa/checkout/E2R9');
  });

  it('says a wallet payment not confirmed yet is awaited, and not to pay again', async () => {
    open('Surge', '?payment=pending');
    expect(await screen.findByText(/We are waiting for your wallet to confirm the payment\. Please do not pay again/)).toBeInTheDocument();
  });

  it('takes a bill-payment order to its 1Bill page', async () => {
    jest.mocked(buyMembership).mockResolvedValue(answer({ order: { id: 41 } as never, moves_to_seed_on: null }));
    open('Surge');
    await userEvent.click(await screen.findByRole('radio', { name: /Bill payment/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(buyMembership).toHaveBeenCalledWith(2, 5, expect.any(String));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/order/onebill?id=41');
  });

  it('without a card gateway, card is not offered: bill payment is chosen and the plan is bought by it', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Seed', { payment_methods: [5] }));
    jest.mocked(buyMembership).mockResolvedValue(answer({ order: { id: 42 } as never, moves_to_seed_on: null }));
    open('Surge');
    expect(await screen.findByRole('radio', { name: /Bill payment/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Card/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(buyMembership).toHaveBeenCalledWith(2, 5, expect.any(String));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/order/onebill?id=42');
  });

  it('shows the server’s refusal instead of the form, for the member’s own package', async () => {
    jest.mocked(validateMembership).mockRejectedValue(new ApiError('Surge is your current package.', 409));
    jest.mocked(getMembership).mockResolvedValue(myMembership('Surge'));
    open('Surge');
    expect(await screen.findByText('Surge is your current package.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Membership Details' })).toHaveAttribute('href', '/dashboard/membership');
  });

  it('says a package that does not exist does not exist', async () => {
    open('Platinum');
    expect(await screen.findByText('This membership package does not exist')).toBeInTheDocument();
  });

  it('says a declined payment changed nothing', async () => {
    open('Surge', '?payment=declined');
    expect(await screen.findByText('Your payment was declined. Nothing was charged: you can try again.')).toBeInTheDocument();
  });

  it('moves a Surge member to Seed at the end of their paid year, with no order', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Surge'));
    jest.mocked(buyMembership).mockResolvedValue(answer({ order: null, moves_to_seed_on: '2027-01-10T05:00:00.000Z' }));
    open('Seed');
    expect(await screen.findByText(/stays active until 10 January 2027; you move to Seed then/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move to Seed when my Surge year ends' }));
    expect(buyMembership).toHaveBeenCalledWith(1, 3, undefined);
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/dashboard/membership');
  });
});

describe('the plan order page with the member’s pending order for it', () => {
  const wallets = { payment_methods: [3, 6, 7, 5] };

  it.each([['declined'], ['pending'], ['']])('back from a wallet (payment=%s), the order’s own way stays chosen, not card', async (payment) => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Seed', { ...wallets, pending_order: planOrder({ payment_method: 7, payment_method_name: 'Easypaisa' }) }));
    open('Surge', payment ? `?payment=${payment}` : '');
    expect(await screen.findByRole('radio', { name: /Easypaisa/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Card/ })).not.toBeChecked();
  });

  it('Back from JazzCash’s page, shown again from the browser’s cache as it was left, reads the order again', async () => {
    jest.mocked(getMembership).mockResolvedValueOnce(myMembership('Seed', wallets));
    jest.mocked(getMembership).mockResolvedValue(myMembership('Seed', { ...wallets, pending_order: planOrder({ pending_payment: waitingPayment() }) }));
    open('Surge');
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(await screen.findByRole('group', { name: 'Payment waiting' })).toBeInTheDocument();
  });

  it('a payment waiting for JazzCash shows as pending, with Check again and Pay another way, and no second Place Order', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Seed', { ...wallets, pending_order: planOrder({ pending_payment: waitingPayment() }) }));
    open('Surge');
    const waiting = await screen.findByRole('group', { name: 'Payment waiting' });
    expect(within(waiting).getByText('Your JazzCash payment is waiting for JazzCash’s answer.')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('Check again: paid, the member goes to their membership, which says so', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Seed', { ...wallets, pending_order: planOrder({ pending_payment: waitingPayment() }) }));
    jest.mocked(checkOrderPayment).mockResolvedValue(answer({ ...planOrder({ status: 'paid' }), event: null, tickets: [] }, 'Your payment was received: your order is paid.'));
    open('Surge');
    await userEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/dashboard/membership?payment=paid&order=70');
  });

  it('Pay another way re-places the order by the way chosen and shows what the server did with the waiting payment', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Seed', { ...wallets, pending_order: planOrder({ pending_payment: waitingPayment() }) }));
    const said = 'Your earlier JazzCash payment was not completed and is now closed, so it cannot be paid. Your order is waiting for payment.';
    jest.mocked(buyMembership).mockResolvedValue(answer('/api/payments/easypaisa/checkout/T70R1', said));
    open('Surge', '?pay=another');
    expect(await screen.findByText('Choose another way to pay order #70.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /JazzCash/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Easypaisa/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(buyMembership).toHaveBeenCalledWith(2, 7, expect.any(String));
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute('href', '/api/payments/easypaisa/checkout/T70R1');
    expect(assign).not.toHaveBeenCalled();
  });
});
