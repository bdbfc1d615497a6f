import type { FastifyPluginAsync } from 'fastify';
import { conflict, depsOf, memberOf, ok, serveSome } from '../../../../../server/src/kit.js';
import { staffOrdersContract } from '../contract.js';
import { approveRefund, listRefunds, rejectRefund, requestRefund } from './refunds.js';

/** Refunds of paid orders: one staff member asks, another approves or rejects (refunds.ts). */
const refundRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  serveSome(app, staffOrdersContract, {
    requestRefund: async (request) => {
      const refund = await requestRefund(deps, memberOf(request).userId, request.params.id, request.body);
      return ok(refund, 'The refund is asked for. Another staff member must approve it before the money goes back.');
    },

    getRefunds: async (request) => {
      const { status, page, per_page } = request.query;
      return ok(await listRefunds(app.db, status, { page, per_page }, memberOf(request).userId));
    },

    approveRefund: async (request) => {
      const refund = await approveRefund(deps, memberOf(request).userId, request.params.id);
      // JazzCash's refusal is kept (the refund failed, the order is still paid) and answered as a conflict.
      if (refund.status === 'failed') {
        throw conflict(`JazzCash refused the refund (${refund.result_code}: ${refund.result_message}). The order is still paid.`);
      }
      return ok(
        refund,
        refund.order.kind === 'membership'
          ? 'The order is refunded: its membership year has ended and the member has been told.'
          : 'The order is refunded: its ticket no longer admits anyone, its seat is free again and the member has been told.',
      );
    },

    rejectRefund: async (request) => {
      const refund = await rejectRefund(deps, memberOf(request).userId, request.params.id);
      return ok(refund, 'The refund is rejected. The order is still paid.');
    },
  });
};

export default refundRoutes;
