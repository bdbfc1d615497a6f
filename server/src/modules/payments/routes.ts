import type { FastifyPluginAsync } from 'fastify';
import { paymentContract } from '../../../../shared-api/src/contracts/payments.js';
import { serveSome } from '../../http/contract-routes.js';
import { conflict, notFound } from '../../http/errors.js';
import { escapeHtml, ORG } from '../../lib/mail-layout.js';
import { formatRupees } from '../../lib/money.js';
import { findTestCheckout } from './checkout-queries.js';
import { callbackPath, signedCallback, testCheckoutPath } from './test-gateway.js';

const NO_CHECKOUT = 'This payment does not exist.';

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:Arial,sans-serif;background:#f3f4f6;color:#1f2933;margin:0;padding:24px}main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.note{background:#fff7e6;border:1px solid #f0b429;border-radius:4px;padding:8px 12px;font-size:14px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#52606d}dd{margin:0;font-weight:bold}
form{display:inline}button{font-size:16px;padding:10px 20px;border-radius:4px;border:0;margin:16px 12px 0 0;cursor:pointer}.approve{background:#137f53;color:#fff}.decline{background:#e4e7eb;color:#1f2933}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The test gateway's payment page, which answers with a signed callback; only when it is enabled. The callback is
 * settled by the orders' owner (events/payment-routes.ts). */
const paymentRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.testPaymentGateway) return;

  // The hosted page posts a plain HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const openCheckout = async (reference: string) => {
    const checkout = await findTestCheckout(app.db, reference);
    if (!checkout) throw notFound(NO_CHECKOUT);
    if (checkout.status !== 'created') throw conflict('This payment was settled already.');
    return checkout;
  };

  serveSome(app, paymentContract, {
    getTestCheckout: async (request, reply) => {
      const checkout = await openCheckout(request.params.reference);
      const action = testCheckoutPath(checkout.reference);
      const body =
        `<h1>Test payment</h1><p class="note">Test gateway of the ${escapeHtml(ORG)}: no card is charged and no money moves.</p>` +
        `<dl><dt>Order</dt><dd>#${checkout.order_id}</dd><dt>For</dt><dd>${escapeHtml(checkout.title)}</dd><dt>Amount</dt><dd>${escapeHtml(formatRupees(checkout.amount))}</dd></dl>` +
        `<form method="post" action="${action}"><input type="hidden" name="decision" value="approve"><button class="approve" type="submit">Approve</button></form>` +
        `<form method="post" action="${action}"><input type="hidden" name="decision" value="decline"><button class="decline" type="submit">Decline</button></form>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Test payment', body));
    },

    decideTestCheckout: async (request, reply) => {
      const checkout = await openCheckout(request.params.reference);
      const fields = await signedCallback(app.db, { reference: checkout.reference, orderId: checkout.order_id, amount: checkout.amount }, request.body.decision === 'approve');
      return reply.redirect(`${callbackPath}?${new URLSearchParams(fields).toString()}`, 303);
    },
  });
};

export default paymentRoutes;
