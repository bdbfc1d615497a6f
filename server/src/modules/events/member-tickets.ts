// A member's paid tickets as their pages show them (thank-you, order detail, the bill-payment page once paid, and My
// tickets, mfe-ticketing's tickets feature): the ticket that exists already — the code in its QR, the QR itself and the signed link to its PDF — and the
// event's calendar file. An unpaid order has no ticket to show, so nobody can reach a code before paying.
import type { Kysely } from 'kysely';
import type { Locale } from '../../../../shared-api/src/locale.js';
import type { Database } from '../../db/schema.js';
import { calendarPath, findMemberOrderWithEvent, paidTicketEvent, paidTicketsOfOrder, type PaidTicketRow } from './queries.js';
import { ticketCoder } from './ticket-code.js';
import { PAGE_LINK_SECONDS, ticketDownloadPaths, ticketQrDataUrl } from './ticket-file.js';

/** Paid tickets as their member holds them: each with its QR's code, the QR, a signed link to its PDF and its calendar file. */
export async function ticketsOut(db: Kysely<Database>, rows: PaidTicketRow[]) {
  if (rows.length === 0) return [];
  const [codeOf, linkOf] = await Promise.all([ticketCoder(db), ticketDownloadPaths(db, PAGE_LINK_SECONDS)]);
  return Promise.all(
    rows.map(async (row) => {
      const event = paidTicketEvent(row);
      const code = codeOf({ id: row.ticket_id, event_id: row.id, package_id: row.package_id });
      return {
        id: row.ticket_id,
        order_id: row.order_id,
        holder: `${row.first_name} ${row.last_name}`.trim(),
        package_name: row.package_name,
        event,
        code,
        qr: await ticketQrDataUrl(code),
        download_url: linkOf(row.ticket_id),
        calendar_url: calendarPath(event),
      };
    }),
  );
}

/** One of the member's orders with its event and, once paid, its tickets; another member's order is none. */
export async function memberOrderDetail(db: Kysely<Database>, userId: number, orderId: number, locale: Locale = 'en') {
  const order = await findMemberOrderWithEvent(db, userId, orderId, locale);
  if (!order) return undefined;
  const tickets = order.status === 'paid' ? await ticketsOut(db, await paidTicketsOfOrder(db, userId, orderId)) : [];
  return { ...order, tickets };
}
