import { defineQuery, type OrderDetail } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { getOrder, ticketingKeys } from 'shared-api/ticketing';
import { Badge, Box, Button, EmptyState, HStack, Link, PageFrame, PageSection, RouterLink, Stack, Text, useParams } from 'shared-ui';
import { NO_ORDER, ORDER_NUMBER, payLink } from '../../features/tickets/order-links';
import { OrderSummary } from '../../features/tickets/OrderSummary';
import { ORDER_STATUS } from '../../features/tickets/order-status';
import { OrderTickets } from '../../features/tickets/TicketCard';

/**
 * One order from Order History (/dashboard/orders/:orderId, member): its summary and, once paid, its tickets with
 * their QR, Download Ticket and Add to calendar (a membership order has none: it leads to the membership). A page rather than a row that opens in the list: on a 360 px phone a
 * QR and two buttons per ticket inside a list of orders would push the other orders screens away, and a page has an
 * address the member can come back to (and the back button leads to the list).
 */
export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  return (
    <PageSection title={ORDER_NUMBER.test(orderId) ? `Order #${orderId}` : 'Order'} width="3xl">
      <Stack gap="6">
        <Link asChild colorPalette="brand" fontSize="sm" fontWeight="semibold" alignSelf="start">
          <RouterLink to="/dashboard/orders">← Order History</RouterLink>
        </Link>
        {ORDER_NUMBER.test(orderId) ? (
          <Order orderId={orderId} />
        ) : (
          <EmptyState
            title={NO_ORDER.title}
            description="This address does not name one of your orders."
            action={
              <Button asChild colorPalette="brand" variant="outline">
                <RouterLink to={NO_ORDER.back.to}>{NO_ORDER.back.label}</RouterLink>
              </Button>
            }
          />
        )}
      </Stack>
    </PageSection>
  );
}

function Order({ orderId }: { orderId: string }) {
  const query = useQuery(defineQuery(ticketingKeys.order(orderId), () => getOrder(orderId)));
  return (
    <PageFrame query={query} what="your order" notFound={NO_ORDER}>
      {(order) => (
        <Stack gap="6">
          <Stack gap="3">
            <HStack gap="3" wrap="wrap">
              <Text fontWeight="semibold">Status</Text>
              <Badge colorPalette={ORDER_STATUS[order.status].palette} variant="subtle">
                {ORDER_STATUS[order.status].label}
              </Badge>
            </HStack>
            <OrderSummary order={order} />
          </Stack>
          <Tickets order={order} />
        </Stack>
      )}
    </PageFrame>
  );
}

function Tickets({ order }: { order: OrderDetail }) {
  if (order.kind === 'membership') return <MembershipOutcome order={order} />;
  if (order.status === 'paid') return <OrderTickets tickets={order.tickets} />;
  if (order.status === 'pending') return <Pay order={order} note="Your ticket will be here once your payment is received." />;
  return <Text color="fg.muted">{order.status === 'refunded' ? 'This order was refunded: its ticket no longer admits anyone.' : order.status === 'cancelled' ? 'This order was cancelled: it has no ticket.' : 'This order expired before it was paid: it has no ticket.'}</Text>;
}

function Pay({ order, note }: { order: OrderDetail; note: string }) {
  const pay = payLink(order);
  return (
    <Box>
      <Text mb="3">{note}</Text>
      <Button asChild colorPalette="brand" w={{ base: 'full', sm: 'auto' }}>
        <RouterLink to={pay.to}>{pay.label}</RouterLink>
      </Button>
    </Box>
  );
}

/** A membership order buys a year of a package, not a ticket: what it did, and the way to the membership. */
function MembershipOutcome({ order }: { order: OrderDetail }) {
  if (order.status === 'pending') return <Pay order={order} note={`Your year of ${order.package_name} membership starts once your payment is received.`} />;
  if (order.status === 'refunded') return <Text color="fg.muted">This order was refunded: the year of {order.package_name} membership it paid for has ended.</Text>;
  if (order.status !== 'paid') return <Text color="fg.muted">{order.status === 'cancelled' ? 'This order was cancelled: it added no membership.' : 'This order expired before it was paid: it added no membership.'}</Text>;
  return (
    <Box>
      <Text mb="3">This order paid for a year of {order.package_name} membership. Your membership page shows its dates and your certificate.</Text>
      <Button asChild colorPalette="brand" variant="outline" w={{ base: 'full', sm: 'auto' }}>
        <RouterLink to="/dashboard/membership">Membership details</RouterLink>
      </Button>
    </Box>
  );
}
