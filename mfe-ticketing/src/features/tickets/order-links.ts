import { type Order } from 'shared-api';
import { PAYMENT_METHODS } from 'shared-api/ticketing';

/** An order number as an address carries it (the server's ids fit 32 bits); anything else names no order. */
export const ORDER_NUMBER = /^[1-9]\d{0,9}$/;

/** What the order pages say of an order that is not the member's, or not at all. */
export const NO_ORDER = { title: 'This order does not exist', back: { to: '/dashboard/orders', label: 'View all orders' } };

/** Where a pending order is paid: a bill payment's 1Bill page, or the card order page. */
export const payLink = (order: Pick<Order, 'id' | 'ticket_id' | 'payment_method'>) =>
  order.payment_method === PAYMENT_METHODS.onebill ? { to: `/order/onebill?id=${order.id}`, label: 'How to pay' } : { to: `/ticket/${order.ticket_id}/order`, label: 'Complete payment' };
