// The test payment gateway (decision 014): its payment page, the payer's decision and its signed callback; JazzCash's
// and Easypaisa's checkout pages, returns and notifications (IPN): each answering a page, a redirect or the provider's own
// acknowledgement rather than the envelope. The calls' one written path (decision 016).
import { calls } from '../contract';

export const paymentCalls = calls({
  getTestCheckout: 'GET /test-gateway/checkout/:reference (file)',
  decideTestCheckout: 'POST /test-gateway/checkout/:reference (file)',
  testGatewayReturn: 'GET /payments/test-gateway/return (file)',
  jazzCashCheckout: 'GET /payments/jazzcash/checkout/:reference (file)',
  jazzCashReturn: 'POST /payments/jazzcash/return (file)',
  jazzCashNotification: 'POST /payments/jazzcash/notification (file)',
  easypaisaCheckout: 'GET /payments/easypaisa/checkout/:reference (file)',
  easypaisaReturn: 'GET /payments/easypaisa/return (file)',
  easypaisaNotification: 'GET /payments/easypaisa/notification (file)',
});
