import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineQuery, type MemberOrder } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { getOrders, ticketingKeys } from 'shared-api/ticketing';
import { Badge, Box, Card, formatDate, HStack, PageFrame, Pager, PageSection, RouterLink, Stack, Text, useCanonicalPath, usePageNumber, Link } from 'shared-ui';
import { i18n } from '#i18n';
import { formatAmount, ORDER_STATUS as STATUS, statusLabel } from '../../../tickets/order-status';
import { payLink } from '../../../tickets/order-links';
import { MoneyBack } from '../../../tickets/MoneyBack';
import { CheckNoteAlert, payAnotherWayPath, PendingPayment, useCheckAgain } from '../../PendingPayment';

/**
 * How a pending order is paid from its row: a payment waiting for its provider's answer is shown with Check again and
 * Pay another way; else the way to pay it. What a check found stays said once the row has changed (paid, declined).
 */
function PaymentActions({ order }: { order: MemberOrder }) {
  const { check, checking, note } = useCheckAgain();
  const waiting = order.pending_payment;
  return (
    <>
      {waiting ? (
        <PendingPayment compact order={{ ...order, pending_payment: waiting }} onCheck={() => void check(order.id)} checking={checking} another={{ to: payAnotherWayPath(order) }} />
      ) : (
        order.status === 'pending' && (
          <Link asChild colorPalette="brand" fontSize="sm" fontWeight="semibold">
            <RouterLink to={payLink(order).to}>{payLink(order).label}</RouterLink>
          </Link>
        )
      )}
      <CheckNoteAlert note={note} />
    </>
  );
}

/**
 * Order History (core /dashboard/orders): the date as day, month and year in the site's one long form ("28 November 2026",
 * as every other date of the order pages), total in PKR, payment method, event name; a paid order opens its tickets (a
 * membership order, its page).
 */
export default function OrdersPage() {
  // The account menu's /orders (the spec's address) opens Order History in the dashboard, beside its menu.
  useCanonicalPath('/dashboard/orders');
  const page = usePageNumber();
  const query = useQuery(defineQuery(ticketingKeys.orders(page), () => getOrders(page)));
  return (
    <PageSection title={t`Order History`} width="4xl">
      <PageFrame query={query} what={t`your orders`} empty={{ when: (d) => d.items.length === 0, title: t`No orders yet`, description: t`Tickets you book for events will be listed here.` }}>
        {({ items, pagination }) => (
          <>
            <Stack as="ul" gap="3" listStyleType="none">
              {items.map((order) => {
                // The package as the page's language names it (a plan's Urdu name; an event's package as written).
                const { id, package_title: packageName } = order;
                const amount = formatAmount(order.grand_total);
                const refundedOn = order.refunded_at ? formatDate(order.refunded_at) : '';
                return (
                <Card.Root as="li" key={order.id} variant="outline">
                  <Card.Body gap="2">
                    <HStack justify="space-between" align="start" gap="3" wrap="wrap">
                      <Box>
                        <Text fontWeight="semibold">{order.event_name}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {t`Order #${id} · ${packageName}`}
                        </Text>
                      </Box>
                      <Badge colorPalette={STATUS[order.status].palette} variant="subtle">
                        {statusLabel(order.status)}
                      </Badge>
                    </HStack>
                    <HStack gap={{ base: 3, md: 8 }} wrap="wrap" fontSize="sm">
                      <Text>
                        <Box as="span" color="fg.muted">
                          {t`Date:`}{' '}
                        </Box>
                        <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
                      </Text>
                      <Text>
                        <Box as="span" color="fg.muted">
                          {t`Total:`}{' '}
                        </Box>
                        {amount}
                      </Text>
                      <Text>
                        <Box as="span" color="fg.muted">
                          {t`Payment:`}{' '}
                        </Box>
                        {i18n.text(order.payment_method_name)}
                      </Text>
                      {order.status === 'refunded' && order.refunded_at && (
                        <Text>
                          <Box as="span" color="fg.muted">
                            {t`Refunded:`}{' '}
                          </Box>
                          <Trans>
                            {amount} on <time dateTime={order.refunded_at}>{refundedOn}</time>
                          </Trans>
                          <MoneyBack order={order} />
                        </Text>
                      )}
                      {order.bank_reference && (
                        <Text>
                          <Box as="span" color="fg.muted">
                            {t`Bank reference:`}{' '}
                          </Box>
                          <bdi dir="ltr">{order.bank_reference}</bdi>
                        </Text>
                      )}
                    </HStack>
                    {/* A membership order has no ticket: its page says what it bought. */}
                    {order.status === 'paid' && (
                      <Link asChild colorPalette="brand" fontSize="sm" fontWeight="semibold" alignSelf="start">
                        {order.kind === 'membership' ? (
                          <RouterLink to={`/dashboard/orders/${order.id}`} aria-label={t`View order #${id}`}>
                            {t`View order`}
                          </RouterLink>
                        ) : (
                          <RouterLink to={`/dashboard/orders/${order.id}`} aria-label={t`View tickets of order #${id}`}>
                            {t`View tickets`}
                          </RouterLink>
                        )}
                      </Link>
                    )}
                    {order.status === 'refunded' && (
                      <Link asChild colorPalette="brand" fontSize="sm" fontWeight="semibold" alignSelf="start">
                        <RouterLink to={`/dashboard/orders/${order.id}`} aria-label={t`View order #${id}`}>
                          {t`View order`}
                        </RouterLink>
                      </Link>
                    )}
                    <PaymentActions order={order} />
                  </Card.Body>
                </Card.Root>
                );
              })}
            </Stack>
            <Pager pagination={pagination} label={t`Orders`} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
