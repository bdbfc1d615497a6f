import { defineQuery, type LatePayment } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { getLatePayments, ticketingKeys } from 'shared-api/ticketing';
import { Box, Button, Card, formatDateTime, formatPKR, HStack, PageFrame, Stack, Text } from 'shared-ui';
import { StaffPager } from 'shared-ui/staff';
import { useHonourLatePayment, useRecordLateRefund } from '../../features/staff-orders/api';
import { useRowAction } from './use-row-action';

/**
 * Card payments approved after their order had expired and could not be revived: the member was charged but holds no
 * paid order. Staff honour one (the order is paid if a seat is free) or record that it was refunded.
 */
export function LatePayments({ page, onPage }: { page: number; onPage(page: number): void }) {
  const query = useQuery(defineQuery(ticketingKeys.staffLatePayments({ page }), () => getLatePayments({ page })));
  const { busy, run: decide } = useRowAction();
  const honour = useHonourLatePayment();
  const refund = useRecordLateRefund();


  return (
    <PageFrame query={query} what="the late payments" empty={{ when: (list) => list.items.length === 0, title: 'No late payments', description: 'Card payments approved after their order expired will be listed here.' }}>
      {({ items, pagination }) => (
        <>
          <Stack as="ol" gap="3" listStyleType="none" aria-label="Late payments, waiting longest first">
            {items.map((late) => (
              <LatePaymentRow key={late.id} late={late} busy={busy === late.id} onHonour={() => void decide(late.id, honour)} onRefund={() => void decide(late.id, refund)} />
            ))}
          </Stack>
          <StaffPager pagination={pagination} onPage={onPage} />
        </>
      )}
    </PageFrame>
  );
}

function LatePaymentRow({ late, busy, onHonour, onRefund }: { late: LatePayment; busy: boolean; onHonour(): void; onRefund(): void }) {
  const { order } = late;
  return (
    <Card.Root as="li" variant="outline" borderLeftWidth="4px" borderLeftColor="orange.solid">
      <Card.Body gap="2">
        <Box>
          <Text fontWeight="semibold">
            Order #{order.id} · {order.holder}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {order.event_name} · {order.package_name}
          </Text>
        </Box>
        <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: 1, md: 6 }} fontSize="sm" wrap="wrap">
          <Text fontWeight="medium">{formatPKR(late.amount)} charged by card</Text>
          <Text>
            Approved <time dateTime={late.approved_at}>{formatDateTime(late.approved_at)}</time>, after the order expired
          </Text>
          <Text wordBreak="break-all">{order.email}</Text>
          <Text>{order.phone_number}</Text>
          <Text color="fg.muted">Member {order.member_id}</Text>
        </Stack>
        <HStack gap="2" wrap="wrap" pt="1">
          <Button size="sm" colorPalette="brand" loading={busy} onClick={onHonour}>
            Honour: mark paid
          </Button>
          <Button size="sm" variant="outline" loading={busy} onClick={onRefund}>
            Record refund
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
