import type { FastifyPluginAsync } from 'fastify';
import { ticketingContract } from '../../../../shared-api/src/contracts/ticketing.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { notFound, tooManyRequests } from '../../http/errors.js';
import { memberOf } from '../../plugins/auth.js';
import { calendarEvent } from '../../lib/ics.js';
import { requestLocale } from '../../lib/texts.js';
import { PAYMENT_BILL } from './booking.js';
import { findPublishedEvent, listEvents, listMemberOrders, ticketForPdf } from './queries.js';
import { memberOrderDetail } from './member-tickets.js';
import { CHECKED_TOO_OFTEN, checkOrderPayment } from './check-payment.js';
import { renderTicketPdf, verifyDownload } from './ticket-file.js';

const NO_EVENT = 'This event does not exist.';
const NO_ORDER = 'This order does not exist.';
const BAD_LINK = 'This ticket link is invalid or has expired.';

/**
 * Events, tickets, orders (core spec §7; second spec §2.2, §7): the list of events, an event's calendar file, a paid
 * ticket's PDF by its signed link, and a member's orders as they read them, ticket and membership alike. The event page,
 * booking and ordering a ticket are mfe-ticketing's features'.
 */
const eventRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;

  serve(app, ticketingContract, {
    // ---- Public ---------------------------------------------------------------------------------

    getEvents: async (request) => ok(await listEvents(app.db, request.query)),

    getEventCalendar: async (request, reply) => {
      const event = await findPublishedEvent(app.db, request.params.eventId);
      if (!event || event.slug !== request.params.slug) throw notFound(NO_EVENT);
      const url = `${publicUrl}/event/${event.slug}/${event.id}`;
      const ics = calendarEvent({
        uid: `event-${event.id}@pafla.org.pk`,
        title: event.title,
        description: `${event.excerpt} ${url}`.trim(),
        location: [event.venue, event.city].filter(Boolean).join(', '),
        url,
        startsAt: new Date(event.start_date),
        endsAt: new Date(event.end_date),
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${event.slug}.ics"`)
        .header('cache-control', 'public, max-age=300')
        .send(ics);
    },

    // The ticket file, by the signed and expiring link the event page and the order mail carry.
    getTicketPdf: async (request, reply) => {
      const { ticketId } = request.params;
      if (!(await verifyDownload(app.db, ticketId, request.query.expires, request.query.signature))) throw notFound(BAD_LINK);
      const ticket = await ticketForPdf(app.db, ticketId);
      if (!ticket) throw notFound(BAD_LINK);
      const pdf = await renderTicketPdf(app.db, {
        ticketId: ticket.id,
        orderId: ticket.order_id,
        holder: `${ticket.first_name} ${ticket.last_name}`.trim(),
        company: ticket.company,
        event: ticket.title,
        startDate: new Date(ticket.start_date),
        endDate: new Date(ticket.end_date),
        venue: ticket.venue,
        city: ticket.city,
        packageName: ticket.package_name,
        total: ticket.grand_total,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="ticket-${ticket.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },

    // ---- Members --------------------------------------------------------------------------------

    orderPaid: async (request) => {
      const order = await memberOrderDetail(app.db, memberOf(request).userId, request.body.order_id, requestLocale(request));
      if (!order) throw notFound(NO_ORDER);
      const message = {
        paid: 'Your order was placed successfully!',
        pending: order.payment_method === PAYMENT_BILL ? 'Your order is pending until your bill payment is received.' : 'Your payment has not been received.',
        cancelled: 'This order was cancelled.',
        expired: 'This order expired before it was paid.',
        refunded: 'This order was refunded.',
      }[order.status];
      return ok(order, message);
    },

    getOrder: async (request) => {
      const order = await memberOrderDetail(app.db, memberOf(request).userId, request.params.orderId, requestLocale(request));
      if (!order) throw notFound(NO_ORDER);
      return ok(order);
    },

    // Asks the provider now (a member's checks a minute are limited: PAYMENT_CHECKS_PER_MEMBER).
    checkOrderPayment: async (request) => {
      const checked = await checkOrderPayment(app, memberOf(request).userId, request.params.orderId, requestLocale(request));
      if (checked === 'missing') throw notFound(NO_ORDER);
      if (checked === 'limited') throw tooManyRequests(CHECKED_TOO_OFTEN);
      return ok(checked.order, checked.message);
    },

    getOrders: async (request) => ok(await listMemberOrders(app.db, memberOf(request).userId, request.query, requestLocale(request))),
  });
};

export default eventRoutes;
