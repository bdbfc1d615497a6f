import { useState } from 'react';
import { defineQuery, errorMessage, type EventPackage } from 'shared-api';
import { useQuery, queryClient } from 'shared-api/query';
import { getWaitlist, joinWaitlist, leaveWaitlist, waitlistKeys } from 'shared-api/waitlist';
import { Button, notifyError, notifySuccess, Stack, Text } from 'shared-ui';

/**
 * A sold-out package: the member can join its waitlist and is e-mailed, in turn, when a seat is free again (the
 * seat is then whoever books it first); on the list, they can leave it.
 */
export function SoldOut({ eventId, pkg }: { eventId: number; pkg: Pick<EventPackage, 'id' | 'name'> }) {
  const list = useQuery(defineQuery(waitlistKeys.event(eventId), () => getWaitlist(eventId)));
  const [busy, setBusy] = useState(false);
  const waiting = list.data?.find((w) => w.package_id === pkg.id);

  const change = async () => {
    setBusy(true);
    try {
      const { data, message } = waiting ? await leaveWaitlist(pkg.id) : await joinWaitlist(pkg.id);
      queryClient.setQueryData(waitlistKeys.event(eventId), data);
      notifySuccess(message);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="1" align="end" flexShrink={0}>
      <Text fontSize="xs" color="fg.muted">
        {waiting ? (waiting.offered_at ? 'A seat was offered to you' : 'You are on the waitlist') : 'Sold out'}
      </Text>
      <Button size="sm" variant="outline" colorPalette="brand" loading={busy} disabled={list.isPending} onClick={() => void change()} aria-label={`${waiting ? 'Leave the waitlist' : 'Join the waitlist'} for ${pkg.name}`}>
        {waiting ? 'Leave the waitlist' : 'Join the waitlist'}
      </Button>
    </Stack>
  );
}
