// Booking a ticket and ordering it (second spec §5): the calls' one written path (decision 016). Reading orders
// (Order History, an order's page, order-paid, check again) stays shared-api's: membership orders are orders too.
import { calls } from 'shared-api/contract';

export const bookingCalls = calls({
  getEventPackage: 'GET /event-packages/:packageId',
  createTicket: 'POST /user/events/:eventId/packages/:packageId/tickets',
  getTicket: 'GET /user/tickets/:ticketId',
  placeOrder: 'POST /user/tickets/:ticketId/orders',
});
