// What membership plugs into the server's registries, imported by every process (a web process and a worker alike):
// paying for a plan order adds its year, and undoing that payment removes it; the member returns to their membership
// from the gateway (server/src/lib/order-kinds.ts). A worker settles orders too (a wallet's late answer), so this is
// not in routes.ts, which only a web process loads.
import { registerOrderKind } from '../../../../../server/src/kit.js';
import { activatePaidPlanOrder, paidPlanNote, withdrawPlanOrderPeriod } from './activation.js';
import { membershipReturnPath } from './return-path.js';

registerOrderKind('membership', { onPaid: activatePaidPlanOrder, onPaymentUndone: withdrawPlanOrderPeriod, paidNote: paidPlanNote, returnPath: membershipReturnPath });
