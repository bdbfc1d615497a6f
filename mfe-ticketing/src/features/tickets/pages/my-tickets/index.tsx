import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { defineQuery, type MemberTicket } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { getMyTickets, myTicketsKeys } from '../../requests';
import type { PendingTicket } from '../../shapes';
import { Button, Heading, PageFrame, Pager, PageSection, RouterLink, Stack, Text, usePageNumber } from 'shared-ui';
import { PendingTicketCard } from '../../PendingTicketCard';
import { TicketCard } from '../../TicketCard';

/**
 * My Tickets (/dashboard/tickets, member): the paid tickets for events that have not ended, soonest first; above them,
 * on the first page, the tickets booked with bill payment whose payment is still awaited, each leading to its 1Bill page.
 */
export default function MyTicketsPage() {
  const page = usePageNumber();
  const query = useQuery(defineQuery(myTicketsKeys.page(page), () => getMyTickets(page)));
  return (
    <PageSection title={t`My Tickets`} lead={t`Your tickets for upcoming events. Show the QR code at the entrance: it admits one person once.`} width="3xl">
      <PageFrame
        query={query}
        what={t`your tickets`}
        empty={{
          when: (d) => d.items.length === 0 && d.pending.length === 0,
          title: t`No upcoming tickets`,
          description: t`Tickets you book for events that are still to come will be listed here. Past orders stay in your Order History.`,
          action: (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="2" justify="center">
              <Button asChild colorPalette="brand">
                <RouterLink to="/dashboard/events">{t`Browse events`}</RouterLink>
              </Button>
              <Button asChild variant="outline" colorPalette="brand">
                <RouterLink to="/dashboard/orders">{t`View all orders`}</RouterLink>
              </Button>
            </Stack>
          ),
        }}
      >
        {({ items, pagination, pending }) => (
          <>
            {pending.length > 0 ? (
              <Stack gap="8">
                <Pending tickets={pending} />
                {items.length > 0 && <Paid tickets={items} />}
              </Stack>
            ) : (
              <Stack gap="4">
                {items.map((ticket) => (
                  <TicketCard key={ticket.id} ticket={ticket} />
                ))}
              </Stack>
            )}
            <Pager pagination={pagination} label={t`Tickets`} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}

function Pending({ tickets }: { tickets: PendingTicket[] }) {
  const heading = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={heading}>
      <Heading as="h2" size="lg" id={heading}>
        {t`Waiting for payment`}
      </Heading>
      <Text color="fg.muted">{t`Booked with bill payment: each ticket is issued as soon as its payment is received.`}</Text>
      {tickets.map((ticket) => (
        <PendingTicketCard key={ticket.order_id} ticket={ticket} />
      ))}
    </Stack>
  );
}

function Paid({ tickets }: { tickets: MemberTicket[] }) {
  const heading = useId();
  return (
    <Stack as="section" gap="4" aria-labelledby={heading}>
      <Heading as="h2" size="lg" id={heading}>
        {t`Ready for the door`}
      </Heading>
      {tickets.map((ticket) => (
        <TicketCard key={ticket.id} ticket={ticket} headingLevel="h3" />
      ))}
    </Stack>
  );
}
