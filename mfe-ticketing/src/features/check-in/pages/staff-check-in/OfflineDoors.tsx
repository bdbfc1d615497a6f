import { useState } from 'react';
import { defineQuery, errorMessage } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { getOfflineDoors, offlineDoorKeys, useRevokeDoorDevice } from '../../api';
import type { DoorConflict, DoorDevice } from '../../shapes';
import { Badge, Box, Button, Card, Flex, formatDateTime, notifyError, notifySuccess, Stack, Text } from 'shared-ui';

/** Other phones sync at their own pace: the list is read again this often. */
const EVERY_MS = 20_000;

const side = (admission: NonNullable<DoorConflict['first']>) =>
  `${formatDateTime(admission.at)} · ${admission.device} · ${admission.staff}${admission.offline ? ' · offline' : ''}`;

/**
 * The event's phones prepared for offline use (a lost one revoked here: its next sync is refused and it deletes what
 * it kept), and every admission a sync could not take as it was: a ticket two doors admitted while offline, with both
 * times and both phones, or one admitted offline after it was refunded. Nothing is dropped silently.
 */
export function OfflineDoors({ eventId }: { eventId: number }) {
  const doors = useQuery({ ...defineQuery(offlineDoorKeys.doors(eventId), () => getOfflineDoors(eventId)), refetchInterval: EVERY_MS });
  if (!doors.data || (doors.data.devices.length === 0 && doors.data.conflicts.length === 0)) return null;
  const { devices, conflicts } = doors.data;
  return (
    <Stack gap="4">
      {conflicts.length > 0 && (
        <Card.Root borderColor="border.warning" aria-label="Conflicts after sync">
          <Card.Body>
            <Stack gap="3">
              <Text fontWeight="semibold" fontSize="lg">
                {conflicts.length === 1 ? '1 conflict after sync' : `${conflicts.length} conflicts after sync`}
              </Text>
              <Stack as="ul" listStyleType="none" gap="3">
                {conflicts.map((conflict, index) => (
                  <Box as="li" key={`${conflict.ticket_id}-${index}`} borderWidth="1px" borderRadius="l2" p="3">
                    <Text fontWeight="semibold" overflowWrap="anywhere">
                      {conflict.holder} · {conflict.package}
                    </Text>
                    <Text>{conflict.reason}</Text>
                    {conflict.first && <Text fontSize="sm">First: {side(conflict.first)}</Text>}
                    <Text fontSize="sm">{conflict.first ? 'Then' : 'Admitted'}: {side(conflict.second)}</Text>
                  </Box>
                ))}
              </Stack>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      {devices.length > 0 && (
        <Card.Root aria-label="Phones prepared for offline use">
          <Card.Body>
            <Stack gap="3">
              <Text fontWeight="semibold" fontSize="lg">
                Phones prepared for offline use
              </Text>
              <Stack as="ul" listStyleType="none" gap="2">
                {devices.map((device) => (
                  <Flex as="li" key={device.id} gap="3" align="center" justify="space-between" wrap="wrap" borderWidth="1px" borderRadius="l2" p="3">
                    <Box minW="0" flex="1 1 14rem">
                      <Text fontWeight="semibold">
                        {device.name} · {device.staff}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        Prepared {formatDateTime(device.prepared_at)} · {device.last_sync_at ? `last synced ${formatDateTime(device.last_sync_at)}` : 'not synced yet'} ·{' '}
                        {device.admitted_offline} admitted offline
                      </Text>
                    </Box>
                    <RevokeButton device={device} />
                  </Flex>
                ))}
              </Stack>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

/** Revoke asks once more before it acts: a revoked phone cannot be prepared again. */
function RevokeButton({ device }: { device: DoorDevice }) {
  const revoke = useRevokeDoorDevice();
  const [asking, setAsking] = useState(false);
  if (device.revoked_at)
    return (
      <Badge colorPalette="red" size="lg">
        Revoked {formatDateTime(device.revoked_at)}
      </Badge>
    );
  if (!asking)
    return (
      <Button variant="outline" colorPalette="red" size="md" onClick={() => setAsking(true)}>
        Revoke
      </Button>
    );
  const confirm = async () => {
    try {
      await revoke.mutateAsync(device.id);
      notifySuccess(`${device.name} is revoked: its next sync is refused and it deletes the event’s tickets it keeps.`);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setAsking(false);
    }
  };
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Text fontSize="sm">Revoke this phone?</Text>
      <Button colorPalette="red" size="md" loading={revoke.isPending} onClick={() => void confirm()}>
        Yes, revoke
      </Button>
      <Button variant="ghost" size="md" onClick={() => setAsking(false)}>
        Keep it
      </Button>
    </Flex>
  );
}
