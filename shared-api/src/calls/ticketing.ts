// Events, tickets and orders, the member's half (core spec §7 event calls, second spec §7): the calls' one written
// path (decision 016). The event page's and the staff's calls are mfe-ticketing's features'.
import { calls } from '../contract';

export const ticketingCalls = calls({
  getEvents: 'GET /events',
  getEventCalendar: 'GET /events/:eventId/:slug/calendar.ics (file)',
  getEventPackage: 'GET /event-packages/:packageId',
  getTicketPdf: 'GET /tickets/:ticketId/ticket.pdf (file)',
  createTicket: 'POST /user/events/:eventId/packages/:packageId/tickets',
  getTicket: 'GET /user/tickets/:ticketId',
  placeOrder: 'POST /user/tickets/:ticketId/orders',
  orderPaid: 'POST /order-paid',
  getOrder: 'GET /user/orders/:orderId',
  checkOrderPayment: 'POST /user/orders/:orderId/check-payment',
  getOrders: 'GET /user/orders',
});
