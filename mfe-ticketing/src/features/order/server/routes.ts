import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Locale } from '../../../../../shared-api/src/locale.js';
import { BOOKING_ASKS_CONTEXT, ticketSchema } from '../../../../../shared-api/src/validation/ticketing.js';
import {
  bookingRefusal,
  bookTicket,
  CLOSED,
  conflict,
  depsOf,
  expireOrderLater,
  findMemberOrder,
  findMemberTicket,
  findPackage,
  gatewayFor,
  isMemberTicket,
  isOnline,
  isRecord,
  memberOf,
  notFound,
  ok,
  onlineMethods,
  orderHolder,
  orderHooks,
  payableBy,
  PAYMENT_BILL,
  payPendingOrder,
  placeOrder,
  requestLocale,
  sendOrderConfirmation,
  serve,
  sha256,
  SOLD_OUT,
  startedMessage,
  stillOpenMessage,
  UNAVAILABLE,
  unprocessable,
  validateWith,
  type TicketRequest,
} from '../../../../../server/src/kit.js';
import { bookingContract } from '../contract.js';

const NO_PACKAGE = 'This package does not exist.';
const NO_TICKET = 'This ticket does not exist.';
const NO_ORDER = 'This order does not exist.';

/** The key of one booking: the `Idempotency-Key` header, else the body's `idempotency_key`. */
function idempotencyKeyOf(request: FastifyRequest, body: { idempotency_key?: string }): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = typeof header === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(header.trim()) ? header.trim() : body.idempotency_key;
  return value || undefined;
}

/**
 * Booking a ticket and ordering it (second spec §2.3–2.5, §5): a package with its event, the ticket form, the member's
 * ticket, and its order, paid the way the member chose. Orders and their payments are the server's (membership is
 * ordered and paid the same way); this feature books the ticket and places its order through the kit.
 */
const bookingRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  /** A member's ticket as its order page reads it: with the ways its order may be paid now. */
  const ticketAnswer = async (userId: number, ticketId: number, locale: Locale) => {
    const ticket = await findMemberTicket(app.db, userId, ticketId, locale);
    if (!ticket) throw notFound(NO_TICKET);
    return { ...ticket, payment_methods: payableBy(ticket.discounted_price ?? ticket.price, onlineMethods(app)) };
  };

  serve(app, bookingContract, {
    getEventPackage: async (request) => {
      const pkg = await findPackage(app.db, request.params.packageId);
      if (!pkg) throw notFound(NO_PACKAGE);
      return ok(pkg);
    },

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
  });
};

export default bookingRoutes;
