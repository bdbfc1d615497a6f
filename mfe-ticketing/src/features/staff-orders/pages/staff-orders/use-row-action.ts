import { useState } from 'react';
import { errorMessage } from 'shared-api';
import { notifyError, notifySuccess } from 'shared-ui';

/** One of the row actions of features/staff-orders/api.ts (useCancelOrder, useHonourLatePayment, …). */
interface RowMutation {
  mutateAsync(id: number): Promise<{ message: string }>;
}

/**
 * A staff action on one row of the orders page (cancel, honour, refund), made through its mutation hook,
 * which reads every staff list and count of ticketing again: the row shows it busy until they are, and the server's
 * message is the notification.
 */
export function useRowAction() {
  const [busy, setBusy] = useState<number | null>(null);
  const run = async (id: number, action: RowMutation) => {
    setBusy(id);
    try {
      notifySuccess((await action.mutateAsync(id)).message);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
