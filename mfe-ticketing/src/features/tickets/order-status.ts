import { msg, t } from '@lingui/core/macro';
import type { OrderStatus } from 'shared-api';
import { formatPKR, type MessageDescriptor } from 'shared-ui';
import { i18n } from '#i18n';

/** How an order's status reads in Order History and on the order's page. */
export const ORDER_STATUS: Record<OrderStatus, { label: MessageDescriptor; palette: string }> = {
  paid: { label: msg`Paid`, palette: 'green' },
  pending: { label: msg`Pending`, palette: 'orange' },
  cancelled: { label: msg`Cancelled`, palette: 'gray' },
  expired: { label: msg`Expired`, palette: 'gray' },
  refunded: { label: msg`Refunded`, palette: 'purple' },
};

/** An order's status in the page's language. */
export const statusLabel = (status: OrderStatus) => i18n._(ORDER_STATUS[status].label);

/** An order's amount: whole PKR, or Free when there was nothing to pay. */
export const formatAmount = (amount: number) => (amount === 0 ? t`Free` : formatPKR(amount));
