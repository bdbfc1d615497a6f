import type { ReactNode } from 'react';
import { defineQuery } from 'shared-api';
import type { Refund } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { getRefunds, staffOrdersKeys } from '../../requests';
import { Box, Button, Card, formatDateTime, formatPKR, Heading, HStack, PageFrame, Stack, Text } from 'shared-ui';
import { StaffPager } from 'shared-ui/staff';
import { useApproveRefund, useRejectRefund } from '../../api';
import { useRowAction } from './use-row-action';

const how = (refund: Refund) => (refund.method === 'jazzcash' ? 'Through JazzCash' : `Sent back by hand · reference ${refund.reference ?? '—'}`);

/**
 * Refunds a staff member asked for, waiting for another to approve or reject them, each with who asked and when: the
 * one who asked (or whose own order it is) is offered neither, only that it waits for another staff member; and those
 * JazzCash refused, with its code and message: their order is still paid.
 */
export function Refunds({ page, onPage }: { page: number; onPage(page: number): void }) {
  const awaiting = useQuery(defineQuery(staffOrdersKeys.refunds({ status: 'requested', page }), () => getRefunds({ status: 'requested', page })));
  const failed = useQuery(defineQuery(staffOrdersKeys.refunds({ status: 'failed' }), () => getRefunds({ status: 'failed' })));
  const { busy, run: decide } = useRowAction();
  const approve = useApproveRefund();
  const reject = useRejectRefund();

  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="refunds-awaiting">
        <Heading as="h2" id="refunds-awaiting" size="md" mb="3">
          Refunds awaiting approval
        </Heading>
        <PageFrame query={awaiting} what="the refunds" empty={{ when: (list) => list.items.length === 0, title: 'No refunds awaiting approval', description: 'Refunds staff ask for from a paid order will be listed here.' }}>
          {({ items, pagination }) => (
            <>
              <Stack as="ol" gap="3" listStyleType="none" aria-label="Refunds awaiting approval, waiting longest first">
                {items.map((refund) => (
                  <RefundRow key={refund.id} refund={refund}>
                    {refund.can_decide ? (
                      <HStack gap="2" wrap="wrap" pt="1">
                        <Button size="sm" colorPalette="red" loading={busy === refund.id} onClick={() => void decide(refund.id, approve)}>
                          Approve: refund {formatPKR(refund.amount)}
                        </Button>
                        <Button size="sm" variant="outline" loading={busy === refund.id} onClick={() => void decide(refund.id, reject)}>
                          Reject
                        </Button>
                      </HStack>
                    ) : (
                      <Text fontSize="sm" color="orange.fg" fontWeight="medium" pt="1">
                        Waiting for another staff member: {refund.asked_by_you ? 'you asked for this refund.' : 'this order is on your own account.'}
                      </Text>
                    )}
                  </RefundRow>
                ))}
              </Stack>
              <StaffPager pagination={pagination} onPage={onPage} />
            </>
          )}
        </PageFrame>
      </Box>
      {failed.data && failed.data.items.length > 0 && (
        <Box as="section" aria-labelledby="refunds-failed">
          <Heading as="h2" id="refunds-failed" size="md" mb="1">
            Refunds JazzCash refused
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="3">
            These orders are still paid. Ask for the refund again, or send the money back by hand and record its reference.
          </Text>
          <Stack as="ol" gap="3" listStyleType="none" aria-label="Refunds JazzCash refused, latest first">
            {failed.data.items.map((refund) => (
              <RefundRow key={refund.id} refund={refund}>
                <Text fontSize="sm" color="red.fg" fontWeight="medium">
                  JazzCash refused it ({refund.result_code}): {refund.result_message}
                  {refund.decided_at && (
                    <>
                      {' '}
                      · approved by {refund.decided_by} <time dateTime={refund.decided_at}>{formatDateTime(refund.decided_at)}</time>
                    </>
                  )}
                </Text>
              </RefundRow>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

function RefundRow({ refund, children }: { refund: Refund; children: ReactNode }) {
  const { order } = refund;
  return (
    <Card.Root as="li" variant="outline" borderLeftWidth="4px" borderLeftColor={refund.status === 'failed' ? 'red.solid' : 'orange.solid'}>
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
            {formatPKR(refund.amount)} paid · {order.payment_method_name}
          </Text>
          <Text wordBreak="break-word">{how(refund)}</Text>
          <Text>
            Asked by {refund.requested_by} <time dateTime={refund.requested_at}>{formatDateTime(refund.requested_at)}</time>
          </Text>
        </Stack>
        <Text fontSize="sm" wordBreak="break-word">
          Reason: {refund.reason}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
