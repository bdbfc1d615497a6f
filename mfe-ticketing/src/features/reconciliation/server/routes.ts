import type { FastifyPluginAsync } from 'fastify';
import { depsOf, gatewayFor, JAZZCASH, memberOf, ok, serve } from '../../../../../server/src/kit.js';
import { ONLINE_PAYMENT_METHODS, PAYMENT_METHODS } from '../../../../../shared-api/src/enums.js';
import { reconciliationContract } from '../contract.js';
import { BILL, confirmLines, dayReconciliation, importStatement, karachiDate } from './reconciliation.js';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Staff reconcile a day's payments with the providers and the bank, import the bank's statement and confirm its matches. */
const reconciliationRoutes: FastifyPluginAsync = async (app) => {
  serve(app, reconciliationContract, {
    getReconciliation: async (request) => {
      // The providers set up now are shown on every day; another one only on a day it has figures.
      const offered = [...ONLINE_PAYMENT_METHODS.flatMap((method) => gatewayFor(app, method)?.name ?? []), BILL];
      // A card order with no answer behind it is booked where card payments go; JazzCash's card page on a live site.
      const cardGateway = gatewayFor(app, PAYMENT_METHODS.card)?.name ?? JAZZCASH;
      const date = request.query.date || karachiDate(app.config.clock.now());
      return ok(await dayReconciliation(app.db, date, { offered, cardGateway }));
    },

    importBankStatement: async (request) => {
      const result = await importStatement(app.db, memberOf(request).userId, request.body.file_name, request.body.csv);
      const message =
        `${plural(result.lines, 'credit line')} read: ${result.added} new` +
        (result.duplicates ? `, ${result.duplicates} already imported (kept once)` : '') +
        `; ${plural(result.matched, 'new line matches', 'new lines match')} a pending bill order.`;
      return ok(result, message);
    },

    confirmBankPayments: async (request) => {
      const result = await confirmLines(depsOf(app), memberOf(request).userId, request.body.line_ids);
      const message = `${plural(result.confirmed.length, 'payment')} confirmed` + (result.skipped.length ? `; ${result.skipped.length} skipped.` : '.');
      return ok(result, message);
    },
  });
};

export default reconciliationRoutes;
