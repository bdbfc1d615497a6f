import type { FastifyPluginAsync } from 'fastify';
import { paymentContract } from '../../../../shared-api/src/contracts/payments.js';
import { serveSome } from '../../http/contract-routes.js';
import { escapeHtml } from '../../lib/mail-layout.js';
import { formatRupees } from '../../lib/money.js';
import { hiddenFields, sendPage } from './payment-page.js';
import { easypaisaCheckout } from './wallet.js';

/**
 * The step between the order and Easypaisa: a page whose form carries the sealed checkout request and posts itself to
 * Easypaisa's checkout (a button for a browser without script). Only when Easypaisa is set up; its postbacks are
 * handled by the orders' owner (events/payment-routes.ts).
 */
const easypaisaRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.easypaisa) return;

  serveSome(app, paymentContract, {
    easypaisaCheckout: async (request, reply) => {
      const checkout = await easypaisaCheckout(app, request.params.reference);
      const body =
        `<h1>Pay with Easypaisa</h1><dl><dt>Order</dt><dd>#${checkout.orderId}</dd><dt>For</dt><dd>${escapeHtml(checkout.title)}</dd><dt>Amount</dt><dd>${escapeHtml(formatRupees(checkout.amount))}</dd></dl>` +
        `<form method="post" action="${escapeHtml(checkout.action)}">${hiddenFields(checkout.fields)}<button class="approve" type="submit">Continue to Easypaisa</button></form>`;
      return sendPage(reply, 'Pay with Easypaisa', body, { formAction: [new URL(checkout.action).origin], autoSubmit: true });
    },
  });
};

export default easypaisaRoutes;
