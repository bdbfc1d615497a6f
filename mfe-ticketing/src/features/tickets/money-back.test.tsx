import { render, screen } from '@testing-library/react';
import { UiProvider } from 'shared-ui';
import { i18n } from '#i18n';
import { order } from '../testing/fixtures';
import { MoneyBack } from './MoneyBack';
import { OrderSummary } from './OrderSummary';

const REFERENCE = 'HBL-RF-20270601-0042';
const byHand = order({
  status: 'refunded',
  payment_method: 5,
  payment_method_name: 'Bill payment',
  refunded_at: '2027-05-04T07:00:00.000Z',
  refund: {
    way: 'by-hand',
    reference: REFERENCE,
    money_back: `The money is sent back to you by bank transfer, or as our staff recorded it (refund reference ${REFERENCE}). It reaches you within 5 working days.`,
  },
});

beforeAll(() => i18n.loadTexts(require('shared-api/locales/ur.json')));
afterEach(() => i18n.activate('en'));

describe('where a refunded order’s money goes back', () => {
  it('is said on the order’s refund line, with when it arrives and the reference staff recorded', () => {
    render(
      <UiProvider>
        <OrderSummary order={byHand} />
      </UiProvider>,
    );
    const line = screen.getByText(/The money is sent back to you by bank transfer/);
    expect(line).toHaveTextContent(`or as our staff recorded it (refund reference ${REFERENCE}). It reaches you within 5 working days.`);
    expect(line.closest('dd')).toHaveTextContent(/^Rs 6,000/);
  });

  it('is said in Urdu on an Urdu page, the reference kept left to right', () => {
    i18n.activate('ur');
    render(
      <UiProvider>
        <MoneyBack order={byHand} />
      </UiProvider>,
    );
    const line = screen.getByText(/بینک ٹرانسفر/);
    expect(line).toHaveTextContent(`رقم آپ کو بینک ٹرانسفر کے ذریعے، یا جیسے ہمارے عملے نے درج کیا ہے، واپس بھیجی جاتی ہے (رقم کی واپسی کا حوالہ ${REFERENCE})۔ یہ 5 کاروباری دنوں کے اندر آپ تک پہنچ جاتی ہے۔`);
    expect(screen.getByText(REFERENCE)).toHaveAttribute('dir', 'ltr');
  });

  it('says nothing for an order that was not refunded', () => {
    const { container } = render(
      <UiProvider>
        <MoneyBack order={order()} />
      </UiProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
