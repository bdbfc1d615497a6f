import { lazy, Suspense, useState } from 'react';
import type { OrderStatus } from 'shared-api';
import type { StaffOrder } from '../../shapes';
import { ONLINE_PAYMENT_METHODS, PAYMENT_METHODS } from 'shared-api/ticketing';
import { Badge, Button, formatDateTime, formatPKR, HStack, Stack, Text } from 'shared-ui';
import { OrderPayments } from './OrderPayments';
import { useBefore } from './undo-window';

const MarkPaidDialog = lazy(() => import('./MarkPaidDialog'));
const UndoPaymentDialog = lazy(() => import('./UndoPaymentDialog'));
const RefundDialog = lazy(() => import('./RefundDialog'));

export const STATUS_LABELS: Record<OrderStatus, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'orange' },
  paid: { label: 'Paid', palette: 'green' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
  expired: { label: 'Expired', palette: 'gray' },
  refunded: { label: 'Refunded', palette: 'purple' },
};

export function StatusBadge({ order }: { order: StaffOrder }) {
  const status = STATUS_LABELS[order.status];
  return (
    <Badge colorPalette={status.palette} variant="subtle">
      {status.label}
    </Badge>
  );
}

export const totalOf = (order: StaffOrder) => (order.grand_total === 0 ? 'Free' : formatPKR(order.grand_total));

/** What staff know of one order: the holder, what they bought, how they pay, the bank's reference, the door. */
export function OrderDetail({ order }: { order: StaffOrder }) {
  return (
    <Stack gap="1.5" fontSize="sm">
      <Text fontWeight="semibold">
        Order #{order.id} · {order.holder}
      </Text>
      <Text color="fg.muted">
        {order.event_name} · {order.package_name}
      </Text>
      <Text>
        {totalOf(order)} · {order.payment_method_name}
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
      {order.status === 'paid' && order.bank_reference && (
        <Text>
          Bank reference {order.bank_reference}
          {order.marked_paid_at && (
            <>
              {' '}
              · marked paid by {order.marked_paid_by ?? 'staff'} <time dateTime={order.marked_paid_at}>{formatDateTime(order.marked_paid_at)}</time>
            </>
          )}
        </Text>
      )}
      {order.status === 'refunded' && order.refunded_at && (
        <Text fontWeight="medium">
          {formatPKR(order.grand_total)} refunded <time dateTime={order.refunded_at}>{formatDateTime(order.refunded_at)}</time>
        </Text>
      )}
      {order.checked_in_at && (
        <Text color="fg.muted">
          Checked in <time dateTime={order.checked_in_at}>{formatDateTime(order.checked_in_at)}</time>
        </Text>
      )}
      {(ONLINE_PAYMENT_METHODS as readonly number[]).includes(order.payment_method) && (
        <Stack gap="1" mt="2">
          <Text fontWeight="semibold">Payments tried</Text>
          <OrderPayments orderId={order.id} />
        </Stack>
      )}
    </Stack>
  );
}


/**
 * What staff may do with one order: mark a bill payment received, undo that within its window, ask for a paid order's
 * refund (each opens a dialog that asks for what the log keeps), or cancel a pending one (asked once more). A paid
 * order that cost money is never cancelled: its money goes back only through a refund another staff member approves,
 * and once one is asked for, the row says who asked instead of offering another.
 */
export function OrderActions({ order, busy, onCancel }: { order: StaffOrder; busy: boolean; onCancel(): void }) {
  const [confirming, setConfirming] = useState(false);
  const [dialog, setDialog] = useState<'mark-paid' | 'undo' | 'refund' | null>(null);
  const canMarkPaid = order.status === 'pending' && order.payment_method === PAYMENT_METHODS.onebill;
  const canUndo = useBefore(order.status === 'paid' ? order.undo_until : null);
  // A free registration (paid, nothing to refund) can still give its seat back.
  const canCancel = order.status === 'pending' || (order.status === 'paid' && order.kind === 'ticket' && order.grand_total === 0);
  const asked = order.status === 'paid' ? order.refund_asked : null;
  const canRefund = order.status === 'paid' && order.grand_total > 0 && !asked;
  if (!canMarkPaid && !canUndo && !canCancel && !canRefund && !asked) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {canMarkPaid && (
        <Button size="xs" colorPalette="brand" loading={busy} onClick={() => setDialog('mark-paid')}>
          Mark paid
        </Button>
      )}
      {canUndo && (
        <Button size="xs" variant="outline" colorPalette="red" loading={busy} onClick={() => setDialog('undo')}>
          Undo payment
        </Button>
      )}
      {canRefund && (
        <Button size="xs" variant="outline" colorPalette="red" loading={busy} onClick={() => setDialog('refund')}>
          Refund
        </Button>
      )}
      {asked && (
        <Text fontSize="xs" color="orange.fg" fontWeight="medium">
          Refund asked by {asked.by} <time dateTime={asked.at}>{formatDateTime(asked.at)}</time>
        </Text>
      )}
      {canCancel &&
        (confirming ? (
          <>
            <Button size="xs" colorPalette="red" loading={busy} onClick={onCancel}>
              Cancel order #{order.id}
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button size="xs" variant="outline" onClick={() => setConfirming(true)}>
            Cancel order
          </Button>
        ))}
      {dialog && (
        <Suspense fallback={null}>
          {dialog === 'mark-paid' ? (
            <MarkPaidDialog order={order} onClose={() => setDialog(null)} />
          ) : dialog === 'undo' ? (
            <UndoPaymentDialog order={order} onClose={() => setDialog(null)} />
          ) : (
            <RefundDialog order={order} onClose={() => setDialog(null)} />
          )}
        </Suspense>
      )}
    </HStack>
  );
}
