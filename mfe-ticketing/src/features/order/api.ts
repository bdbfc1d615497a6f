// The order feature's writes (a ticket booked, its order placed), one hook each (bulletproof-react's
// features/<feature>/api): the booking pages change things only through these, and each hook's onSuccess refreshes
// exactly the reads the change affects: the member's orders, tickets and order pages, and the dashboard home once an
// order is paid. The booking forms keep nothing once left (gcTime 0). Pages never touch the cache (lint).
import { homeKeys } from 'shared-api/home';
import { queryClient, useMutation } from 'shared-api/query';
import { checkOrderPayment, ticketingKeys } from 'shared-api/ticketing';
import { myTicketsKeys } from '../tickets/requests';
import { bookingKeys, createTicket, placeOrder } from './requests';
import type { OrderInput, TicketInput } from 'shared-api/validation/ticketing';

/** The ticket's holder, for one package; `idempotencyKey` is the form's, so a double click books once. */
export const useCreateTicket = () =>
  useMutation({
    mutationFn: ({ eventId, packageId, input, idempotencyKey }: { eventId: number | string; packageId: number | string; input: TicketInput; idempotencyKey: string }) =>
      createTicket(eventId, packageId, input, idempotencyKey),
  });

/** The order: it joins the member's orders; a free one is paid at once, and its tickets and the dashboard's next events then include it. */
export const usePlaceOrder = () =>
  useMutation({
    mutationFn: ({ ticketId, input, idempotencyKey }: { ticketId: number | string; input: OrderInput; idempotencyKey: string }) => placeOrder(ticketId, input, idempotencyKey),
    onSuccess: ({ data }) => {
      for (const queryKey of [ticketingKeys.memberOrders, myTicketsKeys.all, ticketingKeys.memberOrder]) void queryClient.invalidateQueries({ queryKey });
      if (data.status === 'paid') void queryClient.invalidateQueries({ queryKey: homeKeys.home });
    },
  });

/**
 * Check again: the provider is asked about the order's payment waiting for an answer. Whatever it said, the order's
 * pages and lists are read again (paid, its ticket joins My Tickets and the dashboard).
 */
export const useCheckOrderPayment = () =>
  useMutation({
    mutationFn: (orderId: number) => checkOrderPayment(orderId),
    onSuccess: ({ data }) => {
      for (const queryKey of [ticketingKeys.memberOrders, myTicketsKeys.all, ticketingKeys.memberOrder]) void queryClient.invalidateQueries({ queryKey });
      if (data.ticket_id !== null) void queryClient.invalidateQueries({ queryKey: bookingKeys.ticket(data.ticket_id) });
      if (data.status === 'paid') void queryClient.invalidateQueries({ queryKey: homeKeys.home });
    },
  });
