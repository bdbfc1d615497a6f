// Events, tickets and orders, the member's half (core spec §7 event calls, second spec §7): the calls' one written
// path (decision 016). The event page's, booking's and the staff's calls are mfe-ticketing's features'.
import { calls } from '../contract';

export const ticketingCalls = calls({
  getEvents: 'GET /events',
  getEventCalendar: 'GET /events/:eventId/:slug/calendar.ics (file)',
  getTicketPdf: 'GET /tickets/:ticketId/ticket.pdf (file)',
  orderPaid: 'POST /order-paid',
  getOrder: 'GET /user/orders/:orderId',
  checkOrderPayment: 'POST /user/orders/:orderId/check-payment',
  getOrders: 'GET /user/orders',
});
