// A plan order's online payment waiting for its provider's answer (Membership Details, the plan's order page): what it
// waits for, how much and since when, and the two ways on — Check again (the provider is asked now) and Pay another
// way (the choice of methods again, on the plan's order page). Never a bill payment's steps: nothing could match them.
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage, type MemberOrder, type PendingPayment as Waiting } from 'shared-api';
import { PAYMENT_METHODS } from 'shared-api/ticketing';
import { Alert, Box, Button, formatDateTime, formatPKR, HStack, notifyError, RouterLink, SimpleGrid, Stack, Text } from 'shared-ui';
import { useCheckPlanPayment } from './api';

/** What the payment waits for, in the page's language: a wallet names itself; a card, the page it was paid on. */
export function waitingTitle(payment: Waiting) {
  if (payment.method === PAYMENT_METHODS.jazzcash) return t`Your JazzCash payment is waiting for JazzCash’s answer.`;
  if (payment.method === PAYMENT_METHODS.easypaisa) return t`Your Easypaisa payment is waiting for Easypaisa’s answer.`;
  return payment.gateway === 'jazzcash' ? t`Your card payment is waiting for JazzCash’s answer.` : t`Your card payment is waiting for the payment page’s answer.`;
}

/** The plan's order page; `another` opens the choice of methods at once. */
export const planOrderPath = (plan: string, another = false) => `/dashboard/membership/${encodeURIComponent(plan)}/order${another ? '?pay=another' : ''}`;

export interface CheckNote {
  message: string;
  status: 'success' | 'info' | 'warning';
}

/** Check again, with what the server said of it (paid, declined, still waiting); `onPaid` runs once the order is paid. */
export function useCheckAgain(onPaid?: (order: MemberOrder) => void) {
  const checking = useCheckPlanPayment();
  const [note, setNote] = useState<CheckNote | null>(null);
  const check = async (orderId: number) => {
    setNote(null);
    try {
      const { data, message } = await checking.mutateAsync(orderId);
      setNote({ message, status: data.status === 'paid' ? 'success' : data.pending_payment ? 'info' : 'warning' });
      if (data.status === 'paid') onPaid?.(data);
    } catch (error) {
      // Too many checks, or the order is gone: the server's reason. A network failure only stops the spinner.
      if (error instanceof ApiError && error.status !== 0) notifyError(errorMessage(error));
    }
  };
  return { check, checking: checking.isPending, note };
}

/** The server's word on a check, where the member looks. */
export function CheckNoteAlert({ note }: { note: CheckNote | null }) {
  if (!note) return null;
  return (
    <Alert.Root status={note.status} role="status">
      <Alert.Indicator />
      <Alert.Title>{note.message}</Alert.Title>
    </Alert.Root>
  );
}

interface Props {
  order: Pick<MemberOrder, 'id' | 'status' | 'grand_total'> & { pending_payment: Waiting };
  onCheck: () => void;
  checking: boolean;
  /** Pay another way: a page to open, or what to show here */
  another: { to: string } | { onClick: () => void };
}

/** The payment waiting for its provider: amount and start, Check again and Pay another way (while the order is pending). */
export function PendingPayment({ order, onCheck, checking, another }: Props) {
  const payment = order.pending_payment;
  return (
    <Box borderWidth="1px" borderColor="orange.muted" borderRadius="l2" p="4" role="group" aria-label={t`Payment waiting`}>
      <Stack gap="3">
        <Text fontWeight="semibold">{waitingTitle(payment)}</Text>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="2" fontSize="sm">
          <Box>
            <Text as="dt" color="fg.muted">
              {t`Amount`}
            </Text>
            <Text as="dd">{formatPKR(order.grand_total)}</Text>
          </Box>
          <Box>
            <Text as="dt" color="fg.muted">
              {t`Started`}
            </Text>
            <Text as="dd">
              <time dateTime={payment.started_at}>{formatDateTime(payment.started_at)}</time>
            </Text>
          </Box>
        </SimpleGrid>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" loading={checking} loadingText={t`Checking`} onClick={onCheck}>
            {t`Check again`}
          </Button>
          {order.status === 'pending' &&
            ('to' in another ? (
              <Button asChild size="sm" variant="outline" colorPalette="brand">
                <RouterLink to={another.to}>{t`Pay another way`}</RouterLink>
              </Button>
            ) : (
              <Button size="sm" variant="outline" colorPalette="brand" onClick={another.onClick}>
                {t`Pay another way`}
              </Button>
            ))}
        </HStack>
      </Stack>
    </Box>
  );
}

/** The page was loaded by Back or Forward: the browser may show it from its cache, with the data it was first shown with. */
const loadedByHistory = () => typeof performance !== 'undefined' && (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';

/**
 * A page the member left for a payment page and came back to by Back is shown as it was before they left (from the
 * browser's back/forward cache, or its HTTP cache with the first view's data): it reads its data again, since the
 * order changed meanwhile; once a read under way (`busy`) has ended, so the new read is not taken for it.
 */
export function useReadAgainOnBack(readAgain: () => unknown, busy = false) {
  const [due, setDue] = useState(loadedByHistory);
  useEffect(() => {
    if (!due || busy) return;
    setDue(false);
    void readAgain();
  }, [due, busy, readAgain]);
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setDue(true);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
}
