import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { getMyTickets, ticketingKeys } from 'shared-api/ticketing';
import { Button, PageFrame, Pager, PageSection, RouterLink, Stack, usePageNumber } from 'shared-ui';
import { TicketCard } from '../../features/tickets/TicketCard';

/** My Tickets (/dashboard/tickets, member): the paid tickets for events that have not ended, soonest first. */
export default function MyTicketsPage() {
  const page = usePageNumber();
  const query = useQuery(defineQuery(ticketingKeys.myTickets(page), () => getMyTickets(page)));
  return (
    <PageSection title="My Tickets" lead="Your tickets for upcoming events. Show the QR code at the entrance: it admits one person once." width="3xl">
      <PageFrame
        query={query}
        what="your tickets"
        empty={{
          when: (d) => d.items.length === 0,
          title: 'No upcoming tickets',
          description: 'Tickets you book for events that are still to come will be listed here. Past orders stay in your Order History.',
          action: (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="2" justify="center">
              <Button asChild colorPalette="brand">
                <RouterLink to="/dashboard/events">Browse events</RouterLink>
              </Button>
              <Button asChild variant="outline" colorPalette="brand">
                <RouterLink to="/dashboard/orders">View all orders</RouterLink>
              </Button>
            </Stack>
          ),
        }}
      >
        {({ items, pagination }) => (
          <>
            <Stack gap="4">
              {items.map((ticket) => (
                <TicketCard key={ticket.id} ticket={ticket} />
              ))}
            </Stack>
            <Pager pagination={pagination} label="Tickets" />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
