import { useCallback, useState } from 'react';
import { ApiError, errorMessage } from 'shared-api';
import { useCheckInAttendee, useCheckInTicket } from '../../api';
import type { CheckIn } from '../../shapes';

/** What the last check-in at this door came to; `ticketId` when it was a search's row. */
export type Outcome = { kind: CheckIn['result']; result: CheckIn; ticketId?: number } | { kind: 'refused'; message: string; ticketId?: number };

export const CHOOSE_EVENT = 'Please choose the event';
export const NO_QR_IN_PHOTO = 'No QR code was found in the photo. Take it again, closer and steady, or type the code.';

/** The server's reason, as it words it for the code (a forged code, another event's ticket) or for the whole call. */
const reason = (error: unknown) => (error instanceof ApiError ? (error.fieldErrors.code ?? error.fieldErrors.event_id ?? error.message) : errorMessage(error));

/** A phone in the hand says how it went without a look: one pulse in, three refused. */
const buzz = (outcome: Outcome) => {
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate(outcome.kind === 'refused' ? [70, 50, 70, 50, 70] : 80);
};

/**
 * Checking people in at the door of event `eventId` (0 while none is chosen), by code or by a search's row; each
 * answers whether the person was admitted (checked in now or before), and the outcome shows big on the page.
 */
export function useDoor(eventId: number) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { mutateAsync: checkCode } = useCheckInTicket();
  const { mutateAsync: checkTicket, isPending, variables } = useCheckInAttendee();

  const show = useCallback((next: Outcome) => {
    setOutcome(next);
    buzz(next);
    return next.kind !== 'refused';
  }, []);

  const byCode = useCallback(
    async (code: string) => {
      if (!eventId) return show({ kind: 'refused', message: CHOOSE_EVENT });
      try {
        const { data } = await checkCode({ event_id: eventId, code });
        return show({ kind: data.result, result: data });
      } catch (error) {
        return show({ kind: 'refused', message: reason(error) });
      }
    },
    [eventId, checkCode, show],
  );

  const byTicket = useCallback(
    async (ticketId: number) => {
      try {
        const { data } = await checkTicket({ eventId, ticketId });
        return show({ kind: data.result, result: data, ticketId });
      } catch (error) {
        return show({ kind: 'refused', message: reason(error), ticketId });
      }
    },
    [eventId, checkTicket, show],
  );

  return {
    outcome,
    clear: useCallback(() => setOutcome(null), []),
    /** refused before asking the server (no QR in a photo) */
    refuse: useCallback((message: string) => void show({ kind: 'refused', message }), [show]),
    byCode,
    byTicket,
    /** the search's row being checked in */
    checkingTicket: isPending ? (variables?.ticketId ?? null) : null,
  };
}
