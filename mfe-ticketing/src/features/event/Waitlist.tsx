import { defineQuery, errorMessage, type EventPackage } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { getWaitlist, waitlistKeys } from 'shared-api/waitlist';
import { Button, notifyError, notifySuccess, Stack, Text } from 'shared-ui';
import { useJoinWaitlist, useLeaveWaitlist } from './api';

/**
 * A sold-out package: the member can join its waitlist and is e-mailed, in turn, when a seat is free again (the
 * seat is then whoever books it first); on the list, they can leave it.
 */
export function SoldOut({ eventId, pkg }: { eventId: number; pkg: Pick<EventPackage, 'id' | 'name'> }) {
  const list = useQuery(defineQuery(waitlistKeys.event(eventId), () => getWaitlist(eventId)));
  const join = useJoinWaitlist(eventId);
  const leave = useLeaveWaitlist(eventId);
  const busy = join.isPending || leave.isPending;
  const waiting = list.data?.find((w) => w.package_id === pkg.id);

  const change = async () => {
    try {
      const { message } = await (waiting ? leave : join).mutateAsync(pkg.id);
      notifySuccess(message);
    } catch (error) {
      notifyError(errorMessage(error));
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
