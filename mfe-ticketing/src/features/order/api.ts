// The order feature's writes (a ticket booked, its order placed), one hook each (bulletproof-react's
// features/<feature>/api): the booking pages change things only through these, and each hook's onSuccess refreshes
// exactly the reads the change affects. The member's ticketing pages read without the query cache (useRead), so
// what is left to refresh is the dashboard home, and only once an order is paid. Pages never touch the cache (lint).
import { homeKeys } from 'shared-api/home';
import { queryClient, useMutation } from 'shared-api/query';
import { createTicket, placeOrder } from 'shared-api/ticketing';
import type { OrderInput, TicketInput } from 'shared-api/validation/ticketing';

/** The ticket's holder, for one package; `idempotencyKey` is the form's, so a double click books once. */
export const useCreateTicket = () =>
  useMutation({
    mutationFn: ({ eventId, packageId, input, idempotencyKey }: { eventId: number | string; packageId: number | string; input: TicketInput; idempotencyKey: string }) =>
      createTicket(eventId, packageId, input, idempotencyKey),
  });

/** The order; a free one is paid at once, and the dashboard's next events then include it. */
export const usePlaceOrder = () =>
  useMutation({
    mutationFn: ({ ticketId, input, idempotencyKey }: { ticketId: number | string; input: OrderInput; idempotencyKey: string }) => placeOrder(ticketId, input, idempotencyKey),
    onSuccess: ({ data }) => {
      if (data.status === 'paid') void queryClient.invalidateQueries({ queryKey: homeKeys.home });
    },
  });
