// Staff run orders (second spec §7 staff calls): find them, mark a bill payment received or undo it, cancel, decide
// late payments, ask for a refund and approve or reject another's, export an event's attendees: the calls' one written
// path (decision 016).
import { calls } from 'shared-api/contract';

export const staffOrdersCalls = calls({
  getStaffOrders: 'GET /staff/orders',
  getStaffOrderAttention: 'GET /staff/orders/attention',
  getExpiringOrders: 'GET /staff/orders/expiring',
  getLatePayments: 'GET /staff/late-payments',
  honourLatePayment: 'POST /staff/late-payments/:id/honour',
  recordLateRefund: 'POST /staff/late-payments/:id/refund',
  markOrderPaid: 'POST /staff/orders/:id/mark-paid',
  undoOrderPayment: 'POST /staff/orders/:id/undo-paid',
  cancelOrder: 'POST /staff/orders/:id/cancel',
  getOrderPayments: 'GET /staff/orders/:id/payments',
  requestRefund: 'POST /staff/orders/:id/refund',
  getRefunds: 'GET /staff/refunds',
  approveRefund: 'POST /staff/refunds/:id/approve',
  rejectRefund: 'POST /staff/refunds/:id/reject',
  downloadAttendees: 'GET /staff/events/:id/attendees.csv (file)',
});
