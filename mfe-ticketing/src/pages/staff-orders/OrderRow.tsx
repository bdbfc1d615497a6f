import { useState } from 'react';
import type { OrderStatus, StaffOrder } from 'shared-api';
import { PAYMENT_METHODS } from 'shared-api/ticketing';
import { Badge, Box, Button, Card, formatDateTime, formatPKR, HStack, Stack, Text } from 'shared-ui';

export const STATUS_LABELS: Record<OrderStatus, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'orange' },
  paid: { label: 'Paid', palette: 'green' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
  expired: { label: 'Expired', palette: 'gray' },
};

/** One order for staff: the holder, what they bought, how they pay, and what staff may do with it. */
export function OrderRow({ order, busy, onMarkPaid, onCancel }: { order: StaffOrder; busy: boolean; onMarkPaid(): void; onCancel(): void }) {
  const [confirming, setConfirming] = useState(false);
  const status = STATUS_LABELS[order.status];
  const canMarkPaid = order.status === 'pending' && order.payment_method === PAYMENT_METHODS.onebill;
  const canCancel = order.status === 'pending' || order.status === 'paid';
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Box>
            <Text fontWeight="semibold">
              Order #{order.id} · {order.holder}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {order.event_name} · {order.package_name}
            </Text>
          </Box>
          <Badge colorPalette={status.palette} variant="subtle">
            {status.label}
          </Badge>
        </HStack>
        <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: 1, md: 6 }} fontSize="sm" wrap="wrap">
          <Text>{order.grand_total === 0 ? 'Free' : formatPKR(order.grand_total)}</Text>
          <Text>
            {order.payment_method_name}
            {order.bill_reference ? ` · reference ${order.bill_reference}` : ''}
          </Text>
          <Text wordBreak="break-all">{order.email}</Text>
          <Text>{order.phone_number}</Text>
          <Text color="fg.muted">
            Ordered <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </Text>
          {order.status === 'pending' && order.expires_at && (
            <Text color="orange.fg" fontWeight="medium">
              Hold expires <time dateTime={order.expires_at}>{formatDateTime(order.expires_at)}</time>
            </Text>
          )}
          {order.checked_in_at && (
            <Text color="fg.muted">
              Checked in <time dateTime={order.checked_in_at}>{formatDateTime(order.checked_in_at)}</time>
            </Text>
          )}
        </Stack>
        {(canMarkPaid || canCancel) && (
          <HStack gap="2" wrap="wrap" pt="1">
            {canMarkPaid && (
              <Button size="sm" colorPalette="brand" loading={busy} onClick={onMarkPaid}>
                Mark paid
              </Button>
            )}
            {canCancel &&
              (confirming ? (
                <>
                  <Button size="sm" colorPalette="red" loading={busy} onClick={onCancel}>
                    Cancel order #{order.id}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                    Keep it
                  </Button>
                </>
              ) : (
                <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
                  Cancel order
                </Button>
              ))}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
