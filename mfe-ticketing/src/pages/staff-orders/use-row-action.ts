import { useState } from 'react';
import { errorMessage } from 'shared-api';
import { queryClient } from 'shared-api/query';
import { ticketingKeys } from 'shared-api/ticketing';
import { notifyError, notifySuccess } from 'shared-ui';

/**
 * A staff action on one row of the orders page (mark paid, cancel, honour, refund): the row shows it busy, the
 * server's message is the notification, and every staff list and count of ticketing is read again.
 */
export function useRowAction() {
  const [busy, setBusy] = useState<number | null>(null);
  const run = async (id: number, call: (id: number) => Promise<{ message: string }>) => {
    setBusy(id);
    try {
      notifySuccess((await call(id)).message);
      await queryClient.invalidateQueries({ queryKey: ticketingKeys.staff });
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
