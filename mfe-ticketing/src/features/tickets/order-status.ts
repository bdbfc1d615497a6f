import type { OrderStatus } from 'shared-api';
import { formatPKR } from 'shared-ui';

/** How an order's status reads in Order History and on the order's page. */
export const ORDER_STATUS: Record<OrderStatus, { label: string; palette: string }> = {
  paid: { label: 'Paid', palette: 'green' },
  pending: { label: 'Pending', palette: 'orange' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
  expired: { label: 'Expired', palette: 'gray' },
  refunded: { label: 'Refunded', palette: 'purple' },
};

/** An order's amount: whole PKR, or Free when there was nothing to pay. */
export const formatAmount = (amount: number) => (amount === 0 ? 'Free' : formatPKR(amount));
