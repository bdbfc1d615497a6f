import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ticketingContract } from '../../../../shared-api/src/contracts/ticketing.js';
import { BOOKING_ASKS_CONTEXT, ticketSchema } from '../../../../shared-api/src/validation/ticketing.js';
import { depsOf } from '../../deps.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { conflict, notFound, tooManyRequests, unprocessable } from '../../http/errors.js';
import { sha256 } from '../../lib/crypto.js';
import { validateWith } from '../../http/yup-schema.js';
import { isRecord } from '../../lib/guards.js';
import { memberOf } from '../../plugins/auth.js';
import { calendarEvent } from '../../lib/ics.js';
import { gatewayFor, isOnline, onlineMethods, UNAVAILABLE } from '../payments/methods.js';
import { payPendingOrder } from '../payments/checkout.js';
import { startedMessage, stillOpenMessage } from '../payments/checkout-messages.js';
import { requestLocale } from '../../lib/texts.js';
import type { Locale } from '../../../../shared-api/src/locale.js';
import { orderHooks } from './settlement.js';
import { bookTicket, payableBy, PAYMENT_BILL, placeOrder, type TicketRequest } from './booking.js';
import { bookingRefusal, CLOSED, orderHolder, SOLD_OUT } from './booking-answers.js';
import { sendOrderConfirmation } from './confirm.js';
import { expireOrderLater } from './expiry.js';
import { findMemberOrder, findMemberTicket, findPackage, findPublishedEvent, isMemberTicket, listEvents, listMemberOrders, ticketForPdf } from './queries.js';
import { memberOrderDetail } from './member-tickets.js';
import { CHECKED_TOO_OFTEN, checkOrderPayment } from './check-payment.js';
import { renderTicketPdf, verifyDownload } from './ticket-file.js';

const NO_EVENT = 'This event does not exist.';
const NO_PACKAGE = 'This package does not exist.';
const NO_TICKET = 'This ticket does not exist.';
const NO_ORDER = 'This order does not exist.';
const BAD_LINK = 'This ticket link is invalid or has expired.';

/** The key of one booking: the `Idempotency-Key` header, else the body's `idempotency_key`. */
function idempotencyKeyOf(request: FastifyRequest, body: { idempotency_key?: string }): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = typeof header === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(header.trim()) ? header.trim() : body.idempotency_key;
  return value || undefined;
}

/** Events, tickets, orders (core spec §4 Event registration and §7; second spec §2.2–2.5, §7). */
const eventRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;
  const deps = depsOf(app);

  /** A member's ticket as its order page reads it: with the ways its order may be paid now. */
  const ticketAnswer = async (userId: number, ticketId: number, locale: Locale) => {
    const ticket = await findMemberTicket(app.db, userId, ticketId, locale);
    if (!ticket) throw notFound(NO_TICKET);
    return { ...ticket, payment_methods: payableBy(ticket.discounted_price ?? ticket.price, onlineMethods(app)) };
  };

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

    getEventPackage: async (request) => {
      const pkg = await findPackage(app.db, request.params.packageId);
      if (!pkg) throw notFound(NO_PACKAGE);
      return ok(pkg);
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

    createTicket: async (request, reply) => {
      const { userId } = memberOf(request);
      const { eventId, packageId } = request.params;
      const pkg = await findPackage(app.db, packageId);
      if (!pkg || pkg.event.id !== eventId) throw notFound(NO_PACKAGE);
      if (pkg.registrations_closed) throw conflict(CLOSED);
      if (pkg.seats_left === 0) throw conflict(SOLD_OUT);
      // Read again with the event's own list: what it asks for is required, what it does not is dropped, never stored.
      const { idempotency_key: _key, ...given } = request.body;
      const asked = await validateWith(ticketSchema, given, { [BOOKING_ASKS_CONTEXT]: pkg.booking_asks });
      const holder: TicketRequest['holder'] = {
        first_name: asked.first_name,
        last_name: asked.last_name,
        email: asked.email,
        phone_number: asked.phone_number,
        cnic: asked.cnic ?? '',
        company: asked.company ?? '',
        position: asked.position ?? '',
        physical_address: asked.physical_address ?? '',
        city: asked.city ?? '',
        state: asked.state ?? '',
        country: asked.country ?? '',
      };
      const idempotencyKey = idempotencyKeyOf(request, request.body) ?? `form-${sha256(JSON.stringify([eventId, packageId, holder])).slice(0, 40)}`;
      const booking: TicketRequest = { userId, eventId, packageId, idempotencyKey, holder };
      const ticket = await bookTicket(app.db, booking).catch(bookingRefusal);
      const created = await ticketAnswer(userId, ticket.id, requestLocale(request));
      reply.code(201);
      return ok(created, 'Your ticket has been created.');
    },

    getTicket: async (request) => ok(await ticketAnswer(memberOf(request).userId, request.params.ticketId, requestLocale(request))),

    placeOrder: {
      // Whose ticket it is comes before what the form says: another member's ticket is missing, whatever the body.
      preValidation: async (request) => {
        const raw = isRecord(request.params) ? request.params.ticketId : undefined;
        if (typeof raw !== 'string' || !/^[1-9]\d{0,14}$/.test(raw)) return;
        if (!(await isMemberTicket(app.db, memberOf(request).userId, Number(raw)))) throw notFound(NO_TICKET);
      },
      handler: async (request, reply) => {
        const { userId } = memberOf(request);
        const { ticketId } = request.params;
        const method = request.body.payment_method;
        const ticket = await findMemberTicket(app.db, userId, ticketId);
        if (!ticket) throw notFound(NO_TICKET);
        const gateway = gatewayFor(app, method);
        const total = ticket.discounted_price ?? ticket.price;
        if (total > 0 && isOnline(method) && !gateway) throw unprocessable({ payment_method: UNAVAILABLE[method] });
        const order = await placeOrder(app.db, {
          userId,
          ticketId,
          idempotencyKey: idempotencyKeyOf(request, request.body) ?? `order-${ticketId}-${Date.now()}`,
          paymentMethod: method,
          holder: orderHolder(ticket),
          holdSeconds: method === PAYMENT_BILL ? app.config.billPaymentHoldSeconds : app.config.orderHoldSeconds,
          now: app.config.clock.now(),
          onPending: async (trx, placed) => {
            await expireOrderLater(deps, trx, placed);
          },
          onPaid: (trx, placed) => sendOrderConfirmation(deps, trx, placed.id),
        }).catch(bookingRefusal);
        // A pending order (new, or placed before) is paid the way asked for now: its own checkout goes on, or the
        // earlier one is proven unpaid and closed first; a paid, cancelled or expired one answers its state and opens nothing.
        const pending = await findMemberOrder(app.db, userId, order.id);
        if (!pending) throw notFound(NO_ORDER);
        const start =
          pending.status === 'pending' && (isOnline(method) || method === PAYMENT_BILL)
            ? await payPendingOrder(app, { orderId: order.id, method, gateway, hooks: orderHooks(deps), onHoldChanged: (trx, held) => expireOrderLater(deps, trx, { ...order, ...held }) })
            : null;
        if (start?.kind === 'open') throw conflict(stillOpenMessage(requestLocale(request), start));
        const placed = await findMemberOrder(app.db, userId, order.id, requestLocale(request));
        if (!placed) throw notFound(NO_ORDER);
        reply.code(201);
        const message =
          start && (start.kind === 'checkout' || start.kind === 'bill')
            ? startedMessage(requestLocale(request), start)
            : placed.status === 'paid'
              ? 'Your order was placed successfully!'
              : `This order is ${placed.status}.`;
        return ok({ ...placed, redirect_url: start?.kind === 'checkout' ? start.redirectUrl : null }, message);
      },
    },

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
