import { defineQuery } from 'shared-api';
import type { PaymentAttempt } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { getOrderPayments, staffOrdersKeys } from '../../requests';
import { Box, formatDateTime, formatPKR, Stack, Text } from 'shared-ui';

const GATEWAYS: Record<PaymentAttempt['gateway'], string> = { test: 'Test gateway', jazzcash: 'JazzCash', easypaisa: 'Easypaisa' };
const STATES: Record<PaymentAttempt['status'], string> = { created: 'No answer yet', approved: 'Approved', declined: 'Declined', closed: 'Closed: the member chose another way to pay' };

/**
 * An order's tries to pay online, as each gateway answered them: what staff read when a member says they paid. The
 * reference is the one the gateway's own portal searches by; the signed answer is there to compare with it.
 */
export function OrderPayments({ orderId }: { orderId: number }) {
  const query = useQuery(defineQuery(staffOrdersKeys.payments(orderId), () => getOrderPayments(orderId)));
  if (query.isPending) return <Text color="fg.muted">Reading the payments…</Text>;
  if (query.isError) return <Text color="fg.error">The payments of this order could not be read.</Text>;
  const attempts = query.data;
  if (attempts.length === 0) return <Text color="fg.muted">No online payment was tried for this order.</Text>;
  return (
    <Stack as="ol" gap="2" listStyleType="none" aria-label={`Payments tried for order #${orderId}`}>
      {attempts.map((attempt) => (
        <Box as="li" key={attempt.id} borderTopWidth="1px" pt="2">
          <Text fontWeight="medium">
            {GATEWAYS[attempt.gateway]} · {formatPKR(attempt.amount)} · {STATES[attempt.status]}
          </Text>
          <Text wordBreak="break-all">Reference {attempt.reference}</Text>
          {attempt.result_code && (
            <Text>
              {attempt.result_code}: {attempt.result_message}
            </Text>
          )}
          <Text color="fg.muted">
            Started <time dateTime={attempt.created_at}>{formatDateTime(attempt.created_at)}</time>
            {attempt.status !== 'created' && (
              <>
                {' '}
                · answered <time dateTime={attempt.updated_at}>{formatDateTime(attempt.updated_at)}</time>
              </>
            )}
          </Text>
          {attempt.answer && (
            <Box as="details" fontSize="xs">
              <Box as="summary" cursor="pointer">
                The gateway’s signed answer
              </Box>
              <Box as="dl" display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="3" mt="1">
                {Object.entries(attempt.answer).map(([name, value]) => (
                  <Box key={name} display="contents">
                    <Box as="dt" color="fg.muted">
                      {name}
                    </Box>
                    <Box as="dd" wordBreak="break-all">
                      {value || '—'}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}
