import { useState } from 'react';
import { Alert, Badge, Box, Button, Card, chakra, Flex, formatDateTime, Stack, Text } from 'shared-ui';
import { deviceName, type OfflineDoorState } from '../../offline/use-offline-door';
import { DEVICE_NAME_MAX } from '../../staff-validation';
import { DoorInput } from './DoorInput';

/**
 * Whether this phone can run the door with no network, said plainly: not prepared (and the button that prepares it),
 * ready offline with its last sync and the admissions waiting, or working from its list now that the network is gone.
 * What a sync found (another door came first, a ticket refunded meanwhile) stays listed here until staff have read it.
 */
export function OfflinePanel({ state, eventChosen }: { state: OfflineDoorState; eventChosen: boolean }) {
  const { door, online, busy, message, pageKept } = state;
  const waiting = door?.queue.length ?? 0;
  // The name the event's list of phones shows, and its conflicts: "Gate 1" tells two phones of one browser apart.
  const [name, setName] = useState(() => (typeof navigator === 'undefined' ? '' : deviceName(navigator.userAgent)));
  return (
    <Card.Root aria-label="Offline use">
      <Card.Body>
        <Stack gap="3">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="semibold" fontSize="lg">
              Offline use
            </Text>
            {door ? (
              <OfflineBadge online={online} />
            ) : (
              <Badge size="lg">Not prepared</Badge>
            )}
          </Flex>
          {door ? (
            <>
              {pageKept === false && (
                <Text color="fg.error" fontWeight="semibold">
                  This phone keeps the tickets but no longer the page: a reload with no network would not open it. Download the list again while the
                  network is here.
                </Text>
              )}
              <Text>
                {door.tickets.size} tickets in this phone’s list. Last synced {formatDateTime(door.record.lastSyncAt)}.{' '}
                <Text as="span" fontWeight="semibold">
                  {waiting === 1 ? '1 admission waiting to be sent.' : `${waiting} admissions waiting to be sent.`}
                </Text>
              </Text>
              <Flex gap="2" wrap="wrap">
                <Button variant="outline" size="md" onClick={() => void state.sync()} loading={busy === 'syncing'} disabled={!online}>
                  Sync now
                </Button>
                <Button variant="outline" size="md" onClick={() => void state.prepare()} loading={busy === 'preparing'} disabled={!online}>
                  Download the list again
                </Button>
                <Button variant="ghost" size="md" onClick={() => void state.forget()} disabled={busy !== null}>
                  Stop using offline
                </Button>
              </Flex>
            </>
          ) : (
            <>
              <Text color="fg.muted">
                When the hall fills and the signal drops, a prepared phone keeps admitting: it keeps this page and the event’s tickets, decides from them, and sends
                its admissions when the network returns.
              </Text>
              <Stack gap="1">
                <chakra.label htmlFor="door-device-name" fontWeight="medium">
                  This phone’s name
                </chakra.label>
                <DoorInput
                  id="door-device-name"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  maxLength={DEVICE_NAME_MAX}
                  autoComplete="off"
                  h="11"
                  maxW="sm"
                />
                <Text fontSize="sm" color="fg.muted">
                  As staff will know it on the event’s list of phones, e.g. Gate 1.
                </Text>
              </Stack>
              <Button colorPalette="brand" size="lg" alignSelf="start" onClick={() => void state.prepare(name)} loading={busy === 'preparing'} disabled={!eventChosen || !online}>
                Prepare this phone for offline use
              </Button>
            </>
          )}
          {message && (
            <Text color="fg.error" role="alert">
              {message}
            </Text>
          )}
          {door && door.record.problems.length > 0 && (
            <Alert.Root status="warning" alignItems="start">
              <Alert.Indicator />
              <Alert.Content gap="1">
                <Alert.Title>After sync: {door.record.problems.length === 1 ? '1 admission needs a look' : `${door.record.problems.length} admissions need a look`}</Alert.Title>
                <Box as="ul" ps="4">
                  {door.record.problems.map((problem) => (
                    <li key={problem.nonce}>
                      {problem.holder}, admitted here {formatDateTime(problem.scanned_at)}: {problem.reason}
                    </li>
                  ))}
                </Box>
              </Alert.Content>
            </Alert.Root>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function OfflineBadge({ online }: { online: boolean }) {
  return (
    <Badge colorPalette={online ? 'green' : 'orange'} size="lg" whiteSpace="normal">
      {online ? 'Ready offline' : 'No network: working from this phone’s list'}
    </Badge>
  );
}

/**
 * The door's offline state in one line near the top, where staff look between two people: shown once the phone is
 * prepared (the panel lower down prepares it and says the rest).
 */
export function OfflineStatus({ state }: { state: OfflineDoorState }) {
  if (!state.door) return null;
  const waiting = state.door.queue.length;
  return (
    <Flex gap="2" align="center" wrap="wrap" aria-label="Offline status">
      <OfflineBadge online={state.online} />
      {waiting > 0 && <Text fontWeight="semibold">{waiting === 1 ? '1 admission waiting to be sent' : `${waiting} admissions waiting to be sent`}</Text>}
    </Flex>
  );
}
