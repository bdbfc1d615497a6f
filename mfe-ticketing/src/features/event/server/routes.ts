import type { FastifyPluginAsync } from 'fastify';
import {
  bookingRefusal,
  bookTicket,
  conflict,
  depsOf,
  findEventDetail,
  HttpError,
  memberOf,
  notFound,
  ok,
  orderHolder,
  PAGE_LINK_SECONDS,
  PAYMENT_FREE,
  placeOrder,
  sendOrderConfirmation,
  serve,
  ticketCode,
  ticketDownloadPath,
} from '../../../../../server/src/kit.js';
import { eventContract } from '../contract.js';
import { memberTicketForEvent, ticketHolderOf } from './queries.js';

const NO_EVENT = 'This event does not exist.';

/** A ticket's holder with no more than the name, e-mail and phone (a free event's one-press registration). */
const NOTHING_MORE = { cnic: '', company: '', position: '', physical_address: '', city: '', state: '', country: '' };

/**
 * The event page (core spec §4 Event registration; second spec §2.2): the event, a free event's one-press
 * registration, and the member's ticket for it. A package is booked through the ticket form (the server's orders).
 */
const eventRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  serve(app, eventContract, {
    getEvent: async (request) => {
      const event = await findEventDetail(app.db, request.params.eventId);
      if (!event) throw notFound(NO_EVENT);
      return ok(event);
    },

    enrollInEvent: async (request) => {
      const { userId } = memberOf(request);
      const eventId = request.params.id;
      const event = await findEventDetail(app.db, eventId);
      if (!event) throw notFound(NO_EVENT);
      const freePackage = event.packages.find((p) => (p.discounted_price ?? p.price) === 0);
      if (!freePackage) throw conflict('This event is not free: please choose a package to register.');
      // One press gives the member's name, e-mail and phone only: what else the organisers ask for is typed in the ticket form.
      if (event.booking_asks.length) throw conflict('This event asks for more of your details: please choose a package and fill in the ticket form.');
      const user = await ticketHolderOf(app.db, userId);
      const space = user.name.indexOf(' ');
      const key = `enroll-${eventId}`;
      try {
        const ticket = await bookTicket(app.db, {
          userId,
          eventId,
          packageId: freePackage.id,
          idempotencyKey: key,
          holder: {
            ...NOTHING_MORE,
            first_name: space > 0 ? user.name.slice(0, space) : user.name,
            last_name: space > 0 ? user.name.slice(space + 1) : '',
            email: user.email,
            phone_number: user.phone,
          },
        });
        const order = await placeOrder(app.db, {
          userId,
          ticketId: ticket.id,
          idempotencyKey: key,
          paymentMethod: PAYMENT_FREE,
          holder: orderHolder(ticket),
          holdSeconds: app.config.orderHoldSeconds,
          onPaid: (trx, placed) => sendOrderConfirmation(deps, trx, placed.id),
        });
        if (order.status !== 'paid') throw conflict('Your registration for this event was cancelled. Please contact us if you would like to attend.');
        return ok(
          { ticket_id: ticket.id, order_id: order.id, confirmed_pdf_path: await ticketDownloadPath(app.db, ticket.id, PAGE_LINK_SECONDS) },
          'You are registered. Your ticket has been sent to your email.',
        );
      } catch (error) {
        if (error instanceof HttpError) throw error;
        bookingRefusal(error);
      }
    },

    getTicketUrl: async (request) => {
      const { userId } = memberOf(request);
      const found = await memberTicketForEvent(app.db, userId, request.query.event_id);
      if (!found) return ok({ ticket_id: null, order_id: null, status: null, url: null, code: null });
      const paid = found.status === 'paid';
      const url = paid ? await ticketDownloadPath(app.db, found.ticket_id, PAGE_LINK_SECONDS) : null;
      return ok({ ticket_id: found.ticket_id, order_id: found.order_id, status: found.status, url, code: paid ? await ticketCode(app.db, found.ticket_id) : null });
    },
  });
};

export default eventRoutes;
