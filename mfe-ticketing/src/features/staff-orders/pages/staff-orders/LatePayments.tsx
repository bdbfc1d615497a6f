import { defineQuery } from 'shared-api';
import type { LatePayment } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { getLatePayments, staffOrdersKeys } from '../../requests';
import { Box, Button, Card, formatDateTime, formatPKR, HStack, PageFrame, Stack, Text } from 'shared-ui';
import { StaffPager } from 'shared-ui/staff';
import { useHonourLatePayment, useRecordLateRefund } from '../../api';
import { useRowAction } from './use-row-action';

const GATEWAYS: Record<LatePayment['gateway'], string> = { test: 'the test gateway (card)', jazzcash: 'JazzCash', easypaisa: 'Easypaisa' };

/** Why the money paid no order, after "Approved <time>, ". */
const REASONS: Record<LatePayment['reason'], string> = {
  expired: 'after the order expired',
  second: 'for an order already paid by another payment: the member paid twice',
  closed: 'for a checkout the member had left to pay another way',
  'after-decline': 'after the provider had declined the same payment',
  mismatch: 'on other terms than asked for (currency, merchant or kind of payment)',
};

/** A provider's answer in one line: its result code and message (the fields as kept are on the order's payments). */
function Answer({ label, fields }: { label: string; fields: Record<string, string> }) {
  const code = fields.pp_ResponseCode ?? fields.pp_PaymentResponseCode ?? fields.transactionStatus ?? fields.result ?? '';
  const message = fields.pp_ResponseMessage ?? fields.pp_PaymentResponseMessage ?? fields.responseDesc ?? '';
  return (
    <HStack gap="2" wrap="wrap">
      <Text as="dt" color="fg.muted">
        {label}:
      </Text>
      <Text as="dd" ms="0">
        {[code, message].filter(Boolean).join(' · ') || 'no result code'}
        {fields.pp_TxnCurrency ? ` · ${fields.pp_TxnCurrency}` : ''}
        {fields.pp_TxnType ? ` · ${fields.pp_TxnType}` : ''}
      </Text>
    </HStack>
  );
}

/**
 * Payments a provider approved that paid no order: after the order expired, a second payment of a paid order, an approval
 * for a checkout closed for another way of paying, after the provider's own decline, or on other terms. The member was
 * charged. Staff honour one (the order is paid if it can be) or record that it was refunded.
 */
export function LatePayments({ page, onPage }: { page: number; onPage(page: number): void }) {
  const query = useQuery(defineQuery(staffOrdersKeys.latePayments({ page }), () => getLatePayments({ page })));
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
          <Text fontWeight="medium">
            {formatPKR(late.amount)} taken by {GATEWAYS[late.gateway]}
          </Text>
          <Text>
            Approved <time dateTime={late.approved_at}>{formatDateTime(late.approved_at)}</time>, {REASONS[late.reason]}
          </Text>
          <Text wordBreak="break-all">{order.email}</Text>
          <Text>{order.phone_number}</Text>
          <Text color="fg.muted">Member {order.member_id}</Text>
        </Stack>
        <Stack as="dl" gap="0.5" fontSize="sm">
          {late.answers.earlier && <Answer label="Earlier answer" fields={late.answers.earlier} />}
          {late.answers.late && <Answer label={late.answers.earlier ? 'Then this approval' : 'The approval'} fields={late.answers.late} />}
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
