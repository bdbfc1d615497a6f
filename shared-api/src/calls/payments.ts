// The test payment gateway (decision 014): its payment page, the payer's decision and its signed callback, each
// answering a page or a redirect rather than the envelope. The calls' one written path (decision 016).
import { calls } from '../contract';

export const paymentCalls = calls({
  getTestCheckout: 'GET /test-gateway/checkout/:reference (file)',
  decideTestCheckout: 'POST /test-gateway/checkout/:reference (file)',
  testGatewayReturn: 'GET /payments/test-gateway/return (file)',
});
