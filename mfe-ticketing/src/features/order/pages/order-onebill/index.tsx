import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineQuery, type OrderDetail, type OrderStatus } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { getOrder, ticketingKeys } from 'shared-api/ticketing';
import { Box, Button, Card, formatDateTime, formatPKR, List, PageFrame, PageSection, RouterLink, Stack, Strong, Text, useSearchParams } from 'shared-ui';
import { OrderSummary } from '../../../tickets/OrderSummary';
import { noOrder, ORDER_NUMBER } from '../../../tickets/order-links';
import { OrderTickets } from '../../../tickets/TicketCard';

/**
 * The bill-payment page (second spec §2.5): while the order is pending, how to pay it from a banking app with its
 * reference; once staff have received the payment, its ticket, or for a membership order, the membership.
 */
export default function OrderOnebillPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return (
    <PageSection title={t`Pay with 1Bill`} width="3xl">
      <Card.Root>
        <Card.Body>
          {ORDER_NUMBER.test(id) ? (
            <PendingOrder id={id} />
          ) : (
            <Stack gap="4">
              <Text>{t`This link does not say which order to pay. Your orders and how to pay each are in your Order History.`}</Text>
              <Button asChild colorPalette="brand" alignSelf="start">
                <RouterLink to="/dashboard/orders">{t`View all orders`}</RouterLink>
              </Button>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </PageSection>
  );
}

function PendingOrder({ id }: { id: string }) {
  const query = useQuery(defineQuery(ticketingKeys.order(id), () => getOrder(id)));
  return (
          <PageFrame query={query} what={t`your order`} notFound={noOrder()}>
            {(order) =>
              order.status === 'paid' ? (
                <Paid order={order} />
              ) : order.status !== 'pending' ? (
                <Stack gap="4">
                  <Text>{closedNote(order.status)}</Text>
                  <Button asChild colorPalette="brand" alignSelf="start">
                    <RouterLink to="/dashboard/orders">{t`View all orders`}</RouterLink>
                  </Button>
                </Stack>
              ) : (
                <HowToPay order={order} />
              )
            }
          </PageFrame>
  );
}

/** A pending bill payment: what it is for, until when, and how to pay it from a banking app with its reference. */
function HowToPay({ order }: { order: OrderDetail }) {
  const { id, bill_reference: reference, expires_at: expires } = order;
  const what = order.kind === 'membership' ? order.event_name : `${order.event_name}, ${order.package_name}`;
  const total = formatPKR(order.grand_total);
  const when = expires ? formatDateTime(expires) : '';
  return (
    <Stack gap="4">
      <Text fontSize="lg" fontWeight="semibold">
        {t`Your order #${id} is pending until your payment is received.`}
      </Text>
      <Text>
        {!expires ? (
          <Trans>
            {what}: <Strong>{total}</Strong>
          </Trans>
        ) : order.kind === 'membership' ? (
          <Trans>
            {what}: <Strong>{total}</Strong> — please pay by <time dateTime={expires}>{when}</time>; your membership starts when the payment is received.
          </Trans>
        ) : (
          <Trans>
            {what}: <Strong>{total}</Strong> — your seat is held until <time dateTime={expires}>{when}</time>.
          </Trans>
        )}
      </Text>
      <Box>
        <Text fontWeight="semibold" mb="2">
          {t`To pay through your banking app:`}
        </Text>
        <List.Root as="ol" gap="2" ps="5" listStyleType="decimal">
          <List.Item>{t`Open your banking app.`}</List.Item>
          <List.Item>{t`Add 1Bill as a beneficiary in bill payments.`}</List.Item>
          <List.Item>{t`Choose Invoice/Voucher Payments.`}</List.Item>
          <List.Item>
            <Trans>
              Enter the order ID{' '}
              <Strong fontFamily="mono" letterSpacing="wide" dir="ltr">
                {reference}
              </Strong>
              .
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Transfer the payment amount, <Strong>{total}</Strong>.
            </Trans>
          </List.Item>
        </List.Root>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {order.kind === 'membership' ? t`We will e-mail you when your membership starts. You can follow your order in your Order History.` : t`We will e-mail your ticket once the payment is received. You can follow your order in your Order History.`}
      </Text>
      <Button asChild variant="outline" alignSelf="start">
        <RouterLink to="/dashboard/orders">{t`View all orders`}</RouterLink>
      </Button>
    </Stack>
  );
}

/** What the page says of an order that can no longer be paid. */
function closedNote(status: OrderStatus) {
  if (status === 'cancelled') return t`This order is cancelled.`;
  if (status === 'expired') return t`This order is expired.`;
  if (status === 'refunded') return t`This order is refunded.`;
  return t`This order is ${status}.`;
}

/** Staff have received the bill payment: the order is paid, and its ticket is ready (or its year of membership added). */
function Paid({ order }: { order: OrderDetail }) {
  const membership = order.kind === 'membership';
  const { id, package_title: plan } = order;
  return (
    <Stack gap="4">
      <Text fontSize="lg" fontWeight="semibold">
        {membership ? t`Your order #${id} is paid. Your year of ${plan} membership has been added.` : t`Your order #${id} is paid. Your ticket is ready.`}
      </Text>
      <OrderSummary order={order} />
      {membership ? (
        <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }}>
          <RouterLink to="/dashboard/membership">{t`Membership details`}</RouterLink>
        </Button>
      ) : (
        <OrderTickets tickets={order.tickets} />
      )}
      <Button asChild variant="outline" alignSelf={{ base: 'stretch', sm: 'start' }}>
        <RouterLink to="/dashboard/orders">{t`View all orders`}</RouterLink>
      </Button>
    </Stack>
  );
}
