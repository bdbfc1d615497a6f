import type { FastifyPluginAsync } from 'fastify';
import { depsOf, memberOf, notFound, ok, orderAttempts, serveSome } from '../../../../../server/src/kit.js';
import { staffOrdersContract } from '../contract.js';
import { markOrderPaid, undoOrderPayment } from './staff-payments.js';

/**
 * Staff receive bill payments by hand, with the bank's reference, and undo such a mark within its window; they read an
 * order's tries to pay online, as each gateway answered them.
 */
const staffPaymentRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  serveSome(app, staffOrdersContract, {
    markOrderPaid: async (request) => {
      const order = await markOrderPaid(deps, memberOf(request).userId, request.params.id, request.body.reference);
      return ok(order, order.kind === 'membership' ? 'The order is paid. The membership is active and the member has been told.' : 'The order is paid. The member has been sent their ticket.');
    },

    getOrderPayments: async (request) => {
      const attempts = await orderAttempts(app.db, request.params.id);
      if (!attempts) throw notFound('This order does not exist.');
      return ok(attempts);
    },

    undoOrderPayment: async (request) => {
      const order = await undoOrderPayment(deps, memberOf(request).userId, request.params.id, request.body.reason);
      return ok(
        order,
        order.kind === 'membership'
          ? 'The payment is undone: the order is pending again, its membership year is removed and the member has been told.'
          : 'The payment is undone: the order is pending again, its ticket no longer admits anyone and the member has been told.',
      );
    },
  });
};

export default staffPaymentRoutes;
