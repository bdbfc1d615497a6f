import { defineQuery, useRead, type OrderDetail } from 'shared-api';
import { getOrder, PAYMENT_METHODS, ticketingKeys } from 'shared-api/ticketing';
import { Badge, Box, Button, EmptyState, Heading, HStack, Link, PageFrame, PageSection, RouterLink, Stack, Text, useParams } from 'shared-ui';
import { OrderSummary } from '../../features/tickets/OrderSummary';
import { ORDER_STATUS } from '../../features/tickets/order-status';
import { TicketList } from '../../features/tickets/TicketCard';

const ORDER_NUMBER = /^[1-9]\d{0,14}$/;
const NO_ORDER = { title: 'This order does not exist', back: { to: '/dashboard/orders', label: 'View all orders' } };

/**
 * One order from Order History (/dashboard/orders/:orderId, member): its summary and, once paid, its tickets with
 * their QR, Download Ticket and Add to calendar. A page rather than a row that opens in the list: on a 360 px phone a
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
  const query = useRead(defineQuery(ticketingKeys.order(orderId), () => getOrder(orderId)));
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
  if (order.status === 'paid') {
    if (order.tickets.length === 0) return null;
    return (
      <Stack as="section" gap="3" aria-labelledby="order-tickets">
        <Heading as="h2" size="lg" id="order-tickets">
          {order.tickets.length === 1 ? 'Your ticket' : 'Your tickets'}
        </Heading>
        <Text color="fg.muted">Show the QR code at the entrance. It admits one person once.</Text>
        <TicketList tickets={order.tickets} headingLevel="h3" />
      </Stack>
    );
  }
  if (order.status === 'pending') {
    const bill = order.payment_method === PAYMENT_METHODS.onebill;
    return (
      <Box>
        <Text mb="3">Your ticket will be here once your payment is received.</Text>
        <Button asChild colorPalette="brand" w={{ base: 'full', sm: 'auto' }}>
          <RouterLink to={bill ? `/order/onebill?id=${order.id}` : `/ticket/${order.ticket_id}/order`}>{bill ? 'How to pay' : 'Complete payment'}</RouterLink>
        </Button>
      </Box>
    );
  }
  return <Text color="fg.muted">{order.status === 'cancelled' ? 'This order was cancelled: it has no ticket.' : 'This order expired before it was paid: it has no ticket.'}</Text>;
}
