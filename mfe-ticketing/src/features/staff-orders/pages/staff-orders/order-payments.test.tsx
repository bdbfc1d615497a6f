import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOrderPayments } from '../../requests';
import { renderPage } from '@test/render';
import { answer } from '../../../testing/fixtures';
import { OrderPayments } from './OrderPayments';

jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), getOrderPayments: jest.fn() }));
const paymentsMock = jest.mocked(getOrderPayments);

const attempt = {
  id: 9,
  gateway: 'jazzcash' as const,
  reference: 'T58RABCDEFGHJKLMNPQR',
  amount: 3000,
  status: 'approved' as const,
  result_code: '000',
  result_message: 'Thank you for Using JazzCash, your transaction was successful.',
  answer: { pp_ResponseCode: '000', pp_TxnRefNo: 'T58RABCDEFGHJKLMNPQR', pp_RetreivalReferenceNo: '260101123456' },
  created_at: '2027-01-05T10:00:00.000Z',
  updated_at: '2027-01-05T10:02:00.000Z',
};

describe('an order’s payments, for staff', () => {
  it('lists each try with its gateway, reference, answer and the signed fields', async () => {
    paymentsMock.mockResolvedValue(answer([attempt, { ...attempt, id: 8, reference: 'T58RXYZ', status: 'declined', result_code: '112', result_message: 'Transaction Cancelled by User.', answer: null }]));
    renderPage(<OrderPayments orderId={58} />);
    const list = await screen.findByRole('list', { name: 'Payments tried for order #58' });
    const [approved, declined] = within(list).getAllByRole('listitem');
    expect(approved).toHaveTextContent('JazzCash · Rs 3,000 · Approved');
    expect(approved).toHaveTextContent('Reference T58RABCDEFGHJKLMNPQR');
    expect(approved).toHaveTextContent('000: Thank you for Using JazzCash, your transaction was successful.');
    await userEvent.click(within(approved).getByText('The gateway’s signed answer'));
    expect(within(approved).getByText('pp_RetreivalReferenceNo')).toBeVisible();
    expect(declined).toHaveTextContent('JazzCash · Rs 3,000 · Declined');
    expect(within(declined).queryByText('The gateway’s signed answer')).not.toBeInTheDocument();
    expect(paymentsMock).toHaveBeenCalledWith(58);
  });

  it('says when no payment was tried', async () => {
    paymentsMock.mockResolvedValue(answer([]));
    renderPage(<OrderPayments orderId={59} />);
    expect(await screen.findByText('No online payment was tried for this order.')).toBeInTheDocument();
  });
});
