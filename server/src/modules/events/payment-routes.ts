import type { FastifyPluginAsync } from 'fastify';
import { paymentContract } from '../../../../shared-api/src/contracts/payments.js';
import { serveSome } from '../../http/contract-routes.js';
import { orderKind } from '../../lib/order-kinds.js';
import { applyCallback } from '../payments/payments.js';
import { testGateway } from '../payments/test-gateway.js';
import { sendOrderConfirmation } from './confirm.js';
import { findOrderKind, hasOtherLiveOrder } from './queries.js';
import { takeSeat } from './seats.js';

/** The test gateway's signed callback for a ticket order: settled, then on to the thank-you page or back to the order. */
const orderPaymentRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.testPaymentGateway) return;
  const gateway = testGateway(app.db);

  serveSome(app, paymentContract, {
    testGatewayReturn: async (request, reply) => {
      const { outcome, orderId, ticketId } = await applyCallback(app, gateway, request.query, {
        // Only while the member has no other live order for the ticket (they may have ordered again): the approval is
        // then kept as late (approved, the order not paid) for staff to refund or honour, never lost.
        // A membership order holds no seat: the money was taken for it, so it is paid and its year added.
        reclaim: async (trx, order) => (order.package_id === null ? true : !(await hasOtherLiveOrder(trx, order.id)) && takeSeat(trx, order.package_id)),
        onPaid: (trx, id) => sendOrderConfirmation(app, trx, id),
      });
      const next =
        ticketId === null
          ? await orderKind(await findOrderKind(app.db, orderId)).returnPath(app.db, orderId, outcome)
          : outcome === 'paid'
            ? `/order/thankyou?O=${orderId}`
            : `/ticket/${ticketId}/order?payment=${outcome}`;
      return reply.redirect(next, 303);
    },
  });
};

export default orderPaymentRoutes;
