import { t } from '@lingui/core/macro';
import { type Order } from 'shared-api';
import { PAYMENT_METHODS } from 'shared-api/ticketing';

/** An order number as an address carries it (the server's ids fit 32 bits); anything else names no order. */
export const ORDER_NUMBER = /^[1-9]\d{0,9}$/;

/** What the order pages say of an order that is not the member's, or not at all. */
export const noOrder = () => ({ title: t`This order does not exist`, back: { to: '/dashboard/orders', label: t`View all orders` } });

/** A bill-payment order's page: how to pay it from a banking app, and its ticket once paid. */
export const billPagePath = (orderId: number) => `/order/onebill?id=${orderId}`;

/** Where a pending order is paid: a bill payment's 1Bill page, else the card order page of its ticket or its plan. */
export function payLink(order: Pick<Order, 'id' | 'kind' | 'ticket_id' | 'package_name' | 'payment_method'>) {
  if (order.payment_method === PAYMENT_METHODS.onebill) return { to: billPagePath(order.id), label: t`How to pay` };
  const to = order.kind === 'membership' ? `/dashboard/membership/${encodeURIComponent(order.package_name)}/order` : `/ticket/${order.ticket_id}/order`;
  return { to, label: t`Complete payment` };
}
