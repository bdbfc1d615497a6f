import { Alert, Box, formatDateTime, Text } from 'shared-ui';
import { UNLISTED_NOTE } from '../../offline/door';
import type { Outcome } from './use-door';

const STATUS = { 'checked-in': 'success', already: 'warning', refused: 'error' } as const;

/** The last check-in, big and in colour, to be read at arm's length while the next person steps up. */
export function DoorResult({ outcome }: { outcome: Outcome | null }) {
  return (
    // Always in the page, so a screen reader announces each new result in it.
    <Box role="status" aria-live="polite" aria-label="Check-in result">
      {outcome && (
        <Alert.Root status={STATUS[outcome.kind]} variant="solid" borderRadius="l3" px="5" py="4" alignItems="start">
          <Alert.Indicator boxSize="7" />
          <Alert.Content gap="1">
            <Alert.Title fontSize="2xl" lineHeight="short">
              {outcome.kind === 'checked-in' ? 'Checked in' : outcome.kind === 'already' ? 'Already checked in' : 'Refused'}
            </Alert.Title>
            {outcome.kind === 'refused' ? (
              <Text fontSize="lg" fontWeight="semibold">
                {outcome.message}
              </Text>
            ) : (
              <>
                <Text fontSize="lg" fontWeight="semibold">
                  {outcome.kind === 'checked-in'
                    ? `${outcome.result.holder} is checked in.`
                    : // The date and time read "June 01, 2027 at 10:10 AM": "on", so "at" is said once.
                      `${outcome.result.holder} was already checked in on ${formatDateTime(outcome.result.checked_in_at)}.`}
                </Text>
                <Text>
                  {outcome.result.event} · {outcome.result.package}
                </Text>
                {outcome.unlisted && <Text fontWeight="semibold">{UNLISTED_NOTE}</Text>}
              </>
            )}
            {outcome.offline && <Text fontSize="sm">Decided by this phone with no network{outcome.kind === 'checked-in' ? ': sent when the network returns.' : '.'}</Text>}
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
