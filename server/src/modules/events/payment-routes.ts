import type { FastifyPluginAsync } from 'fastify';
import { paymentContract } from '../../../../shared-api/src/contracts/payments.js';
import { depsOf } from '../../deps.js';
import { serveSome } from '../../http/contract-routes.js';
import { notificationAck } from '../payments/jazzcash.js';
import { applyCallback, MISMATCH } from '../payments/payments.js';
import { testGateway } from '../payments/test-gateway.js';
import { escapeHtml } from '../../lib/mail-layout.js';
import { invalidField } from '../../lib/domain-errors.js';
import { hiddenFields, sendPage } from '../payments/payment-page.js';
import { easypaisaConfirmation, receiveJazzCash, settleEasypaisa } from '../payments/wallet.js';
import { orderHooks, pageAfter } from './settlement.js';
import { rateLimitPerIp } from '../../plugins/security.js';

/** Easypaisa's notifications from one address: far above what its servers send for a site this size. */
const OUTSIDE_ANSWERS_PER_IP = { max: 120, windowMs: 60_000 };

/**
 * The answers that settle an order's payment: the test gateway's signed callback, JazzCash's return and notification
 * (IPN), and Easypaisa's postbacks and notification, each only when it is set up. Settled, the payer goes on to the thank-you page or back to the order.
 */
const orderPaymentRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  if (app.config.testPaymentGateway) {
    const gateway = testGateway(app.db);
    serveSome(app, paymentContract, {
      testGatewayReturn: async (request, reply) => reply.redirect(await pageAfter(deps, await applyCallback(app, gateway, request.query, orderHooks(deps))), 303),
    });
  }

  const settings = app.config.jazzCash;
  if (settings) {
    // JazzCash posts plain HTML forms (the return) and may post its notification as a form too.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    serveSome(app, paymentContract, {
      jazzCashReturn: async (request, reply) => reply.redirect(await pageAfter(deps, await receiveJazzCash(app, request.body, 'return', orderHooks(deps))), 303),
      jazzCashNotification: async (request, reply) => {
        await receiveJazzCash(app, request.body, 'notification', orderHooks(deps));
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(notificationAck(settings)));
      },
    });
  }

  if (app.config.easypaisa) {
    serveSome(app, paymentContract, {
      easypaisaReturn: async (request, reply) => {
        const { auth_token: authToken, orderRefNum } = request.query;
        if (authToken) {
          // The first postback: the browser confirms the checkout at Easypaisa with its token.
          const { action, fields } = easypaisaConfirmation(app, authToken);
          return sendPage(reply, 'Easypaisa', `<h1>Easypaisa</h1><form method="post" action="${escapeHtml(action)}">${hiddenFields(fields)}<button class="approve" type="submit">Continue</button></form>`, {
            formAction: [new URL(action).origin],
            autoSubmit: true,
          });
        }
        if (!orderRefNum) throw invalidField('orderRefNum', MISMATCH);
        return reply.redirect(await pageAfter(deps, await settleEasypaisa(app, orderRefNum, orderHooks(deps))), 303);
      },
      easypaisaNotification: {
        // Unsigned, so anyone may send one: each address is limited, and each reference asks Easypaisa at most once
        // every few seconds (settleEasypaisa).
        config: rateLimitPerIp(OUTSIDE_ANSWERS_PER_IP),
        handler: async (request, reply) => {
          const { outcome } = await settleEasypaisa(app, request.query.orderRefNum, orderHooks(deps));
          return reply.type('application/json; charset=utf-8').send(JSON.stringify({ received: true, outcome }));
        },
      },
    });
  }
};

export default orderPaymentRoutes;
