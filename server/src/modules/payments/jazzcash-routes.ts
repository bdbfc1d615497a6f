import type { FastifyPluginAsync } from 'fastify';
import { paymentContract } from '../../../../shared-api/src/contracts/payments.js';
import { serveSome } from '../../http/contract-routes.js';
import { escapeHtml } from '../../lib/mail-layout.js';
import { formatRupees } from '../../lib/money.js';
import { hiddenFields, sendPage } from './payment-page.js';
import { jazzCashCheckout } from './wallet.js';

/**
 * The step between the order and JazzCash: a page whose form carries the signed payment request and posts itself to
 * JazzCash's payment page (a button for a browser without script). Only when JazzCash is set up; the answers are
 * settled by the orders' owner (events/payment-routes.ts).
 */
const jazzCashRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.jazzCash) return;

  serveSome(app, paymentContract, {
    jazzCashCheckout: async (request, reply) => {
      const checkout = await jazzCashCheckout(app, request.params.reference);
      const body =
        `<h1>Pay with JazzCash</h1><dl><dt>Order</dt><dd>#${checkout.orderId}</dd><dt>For</dt><dd>${escapeHtml(checkout.title)}</dd><dt>Amount</dt><dd>${escapeHtml(formatRupees(checkout.amount))}</dd></dl>` +
        `<form method="post" action="${escapeHtml(checkout.action)}">${hiddenFields(checkout.fields)}<button class="approve" type="submit">Continue to JazzCash</button></form>`;
      return sendPage(reply, 'Pay with JazzCash', body, { formAction: [new URL(checkout.action).origin], autoSubmit: true });
    },
  });
};

export default jazzCashRoutes;
