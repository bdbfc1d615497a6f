import { t } from '@lingui/core/macro';
import { defineQuery, type OrderDetail } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { getOrder, ticketingKeys } from 'shared-api/ticketing';
import { Badge, Box, Button, EmptyState, HStack, Island, Link, PageFrame, PageSection, RouterLink, Stack, Text, useParams } from 'shared-ui';
import { noOrder, ORDER_NUMBER, payLink } from '../../../tickets/order-links';
import { CheckNoteAlert, payAnotherWayPath, PendingPayment, useCheckAgain } from '../../PendingPayment';
import { OrderSummary } from '../../../tickets/OrderSummary';
import { ORDER_STATUS, statusLabel } from '../../../tickets/order-status';
import { OrderTickets } from '../../../tickets/TicketCard';

/**
 * One order from Order History (/dashboard/orders/:orderId, member): its summary and, once paid, its tickets with
 * their QR, Download Ticket and Add to calendar (a membership order has none: it leads to the membership). A page rather than a row that opens in the list: on a 360 px phone a
 * QR and two buttons per ticket inside a list of orders would push the other orders screens away, and a page has an
 * address the member can come back to (and the back button leads to the list).
 */
export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const missing = noOrder();
  return (
    <PageSection title={ORDER_NUMBER.test(orderId) ? t`Order #${orderId}` : t`Order`} width="3xl">
      <Stack gap="6">
        <Link asChild colorPalette="brand" fontSize="sm" fontWeight="semibold" alignSelf="start">
          <RouterLink to="/dashboard/orders">{t`← Order History`}</RouterLink>
        </Link>
        {ORDER_NUMBER.test(orderId) ? (
          <Order orderId={orderId} />
        ) : (
          <EmptyState
            title={missing.title}
            description={t`This address does not name one of your orders.`}
            action={
              <Button asChild colorPalette="brand" variant="outline">
                <RouterLink to={missing.back.to}>{missing.back.label}</RouterLink>
              </Button>
            }
          />
        )}
      </Stack>
    </PageSection>
  );
}

const useOrder = (orderId: string) => useQuery(defineQuery(ticketingKeys.order(orderId), () => getOrder(orderId)));

/**
 * The order, read once. A member's reading page of islands (decision 043): the server's HTML, its links and downloads
 * plain links, but while a payment waits for its provider's answer the order is an island, since Check again changes
 * all of it (paid, its tickets appear).
 */
function Order({ orderId }: { orderId: string }) {
  const query = useOrder(orderId);
  return (
    <PageFrame query={query} what={t`your order`} notFound={noOrder()}>
      {(order) => (
        <Island name="order" when="visible" active={Boolean(order.pending_payment)}>
          <OrderBody orderId={orderId} />
        </Island>
      )}
    </PageFrame>
  );
}

/** The order's status, summary, payment waiting and tickets, from the page's read (the server's answer, in an island). */
export function OrderBody({ orderId }: { orderId: string }) {
  const { data: order } = useOrder(orderId);
  // Paid on a check, the order is read again and shows its tickets under what the check found.
  const checkAgain = useCheckAgain();
  if (!order) return null;
  return (
    <Stack gap="6">
      <CheckNoteAlert note={checkAgain.note} />
      <Stack gap="3">
        <HStack gap="3" wrap="wrap">
          <Text fontWeight="semibold">{t`Status`}</Text>
          <Badge colorPalette={ORDER_STATUS[order.status].palette} variant="subtle">
            {statusLabel(order.status)}
          </Badge>
        </HStack>
        <OrderSummary order={order} />
      </Stack>
      {order.pending_payment && (
        <PendingPayment order={{ ...order, pending_payment: order.pending_payment }} onCheck={() => void checkAgain.check(order.id)} checking={checkAgain.checking} another={{ to: payAnotherWayPath(order) }} />
      )}
      {/* A payment waiting for an answer is the way on for a pending order, never a second way to pay it. */}
      {!(order.pending_payment && order.status === 'pending') && <Tickets order={order} />}
    </Stack>
  );
}

function Tickets({ order }: { order: OrderDetail }) {
  if (order.kind === 'membership') return <MembershipOutcome order={order} />;
  if (order.status === 'paid') return <OrderTickets tickets={order.tickets} />;
  if (order.status === 'pending') return <Pay order={order} note={t`Your ticket will be here once your payment is received.`} />;
  return <Text color="fg.muted">{order.status === 'refunded' ? t`This order was refunded: its ticket no longer admits anyone.` : order.status === 'cancelled' ? t`This order was cancelled: it has no ticket.` : t`This order expired before it was paid: it has no ticket.`}</Text>;
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
  const plan = order.package_title;
  if (order.status === 'pending') return <Pay order={order} note={t`Your year of ${plan} membership starts once your payment is received.`} />;
  if (order.status === 'refunded') return <Text color="fg.muted">{t`This order was refunded: the year of ${plan} membership it paid for has ended.`}</Text>;
  if (order.status !== 'paid') return <Text color="fg.muted">{order.status === 'cancelled' ? t`This order was cancelled: it added no membership.` : t`This order expired before it was paid: it added no membership.`}</Text>;
  return (
    <Box>
      <Text mb="3">{t`This order paid for a year of ${plan} membership. Your membership page shows its dates and your certificate.`}</Text>
      <Button asChild colorPalette="brand" variant="outline" w={{ base: 'full', sm: 'auto' }}>
        <RouterLink to="/dashboard/membership">{t`Membership details`}</RouterLink>
      </Button>
    </Box>
  );
}
