import { t } from '@lingui/core/macro';
import { defineQuery, errorMessage, type EventPackage } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { Button, notifyError, notifySuccess, Stack, Text } from 'shared-ui';
import { getWaitlist, useJoinWaitlist, useLeaveWaitlist, waitlistKeys } from './api';

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
  const name = pkg.name;

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
        {waiting ? (waiting.offered_at ? t`A seat was offered to you` : t`You are on the waitlist`) : t`Sold out`}
      </Text>
      <Button size="sm" variant="outline" colorPalette="brand" loading={busy} disabled={list.isPending} onClick={() => void change()} aria-label={waiting ? t`Leave the waitlist for ${name}` : t`Join the waitlist for ${name}`}>
        {waiting ? t`Leave the waitlist` : t`Join the waitlist`}
      </Button>
    </Stack>
  );
}
