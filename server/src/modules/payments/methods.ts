// Which gateway takes each way of paying online, and which of them are offered now: each only while its gateway is
// set up. Card goes through the test gateway where it is enabled (`npm start`, the tests), else through JazzCash's card
// page (the live site's card path); JazzCash and Easypaisa through their own pages.
import type { FastifyInstance } from 'fastify';
import { ONLINE_PAYMENT_METHODS, PAYMENT_METHODS } from '../../../../shared-api/src/enums.js';
import type { PaymentGateway } from './gateway.js';
import { testGateway } from './test-gateway.js';
import { easypaisa, jazzCash } from './wallet.js';

/** A method paid online, through a gateway's page (ONLINE_PAYMENT_METHODS, in the order the order pages offer them). */
export type OnlineMethod = (typeof ONLINE_PAYMENT_METHODS)[number];
export const isOnline = (method: number): method is OnlineMethod => (ONLINE_PAYMENT_METHODS as readonly number[]).includes(method);

/** The gateway an order paid this way goes through, or null when none is set up (the method is then refused). */
export function gatewayFor(app: FastifyInstance, method: number): PaymentGateway | null {
  switch (method) {
    case PAYMENT_METHODS.card:
      return app.config.testPaymentGateway ? testGateway(app.db) : jazzCash(app);
    case PAYMENT_METHODS.jazzcash:
      return jazzCash(app);
    case PAYMENT_METHODS.easypaisa:
      return easypaisa(app);
    default:
      return null;
  }
}

/** The online methods offered now. */
export const onlineMethods = (app: FastifyInstance): OnlineMethod[] => ONLINE_PAYMENT_METHODS.filter((method) => gatewayFor(app, method) !== null);

/** Why an online method cannot be chosen now, in the member's words. */
export const UNAVAILABLE: Record<OnlineMethod, string> = {
  [PAYMENT_METHODS.card]: 'Card payments are not available at the moment. Please choose bill payment.',
  [PAYMENT_METHODS.jazzcash]: 'JazzCash payments are not available at the moment. Please choose another way to pay.',
  [PAYMENT_METHODS.easypaisa]: 'Easypaisa payments are not available at the moment. Please choose another way to pay.',
};
