import { useCallback, useState } from 'react';
import { ApiError, errorMessage } from 'shared-api';
import { useCheckInAttendee, useCheckInTicket } from '../../api';
import { readCode } from '../../offline/codes';
import type { OfflineAnswer } from '../../offline/door';
import type { OfflineDoorState } from '../../offline/use-offline-door';
import type { CheckIn } from '../../shapes';

/**
 * What the last check-in at this door came to; `ticketId` when it was a search's row; `offline` when the phone decided
 * from its list, and `unlisted` when the ticket was not in it (bought after the phone was prepared).
 */
export type Outcome =
  | { kind: CheckIn['result']; result: CheckIn; ticketId?: number; offline?: boolean; unlisted?: boolean }
  | { kind: 'refused'; message: string; ticketId?: number; offline?: boolean };

/** A prepared phone waits this long for the server before it answers from its own list. */
export const ONLINE_WAIT_MS = 4_000;

/** The phone could not write to its own storage (full, or deleted by a sign-out in another tab): nobody is admitted unrecorded. */
export const NOT_KEPT = 'This phone could not record the admission. Check the ticket again, or prepare the phone again.';

/** The phone's own answer: a refusal too when it could not record the admission. */
async function fromList(decide: () => Promise<OfflineAnswer>, ticketId?: number): Promise<Outcome> {
  let answer: OfflineAnswer;
  try {
    answer = await decide();
  } catch {
    answer = { kind: 'refused', message: NOT_KEPT };
  }
  return { ...answer, ticketId, offline: true };
}

/** The server did not answer (no network, or not in time): a prepared phone answers from its list. */
const NO_ANSWER = Symbol('no answer');
const noAnswer = (error: unknown) => error === NO_ANSWER || (error instanceof ApiError && error.status === 0);

function inTime<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([work, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(NO_ANSWER), ONLINE_WAIT_MS)))]).finally(() => clearTimeout(timer));
}

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
 * answers whether the person was admitted (checked in now or before), and the outcome shows big on the page. A phone
 * prepared for offline use asks the server while it can, and answers from its own list when the network is gone or
 * too slow; the server's answers keep that list up to date.
 */
export function useDoor(eventId: number, offline?: OfflineDoorState) {
  const prepared = Boolean(offline?.door);
  const isOnline = offline?.online ?? true;
  const deviceId = offline?.door?.record.deviceId;
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
      if (prepared && !isOnline) return show(await fromList(() => offline!.byCode(code)));
      try {
        const asked = checkCode({ event_id: eventId, code, ...(deviceId ? { device_id: deviceId } : {}) });
        const { data } = await (prepared ? inTime(asked) : asked);
        const read = readCode(code);
        if (prepared && read.form !== 'unreadable') offline!.noteOnline(read.ticketId, data.checked_in_at);
        return show({ kind: data.result, result: data });
      } catch (error) {
        if (prepared && noAnswer(error)) return show(await fromList(() => offline!.byCode(code)));
        return show({ kind: 'refused', message: reason(error) });
      }
    },
    [eventId, checkCode, show, prepared, isOnline, offline?.byCode, offline?.noteOnline, deviceId],
  );

  const byTicket = useCallback(
    async (ticketId: number) => {
      if (prepared && !isOnline) return show(await fromList(() => offline!.byTicket(ticketId), ticketId));
      try {
        const { data } = await checkTicket({ eventId, ticketId });
        if (prepared) offline!.noteOnline(ticketId, data.checked_in_at);
        return show({ kind: data.result, result: data, ticketId });
      } catch (error) {
        if (prepared && noAnswer(error)) return show(await fromList(() => offline!.byTicket(ticketId), ticketId));
        return show({ kind: 'refused', message: reason(error), ticketId });
      }
    },
    [eventId, checkTicket, show, prepared, isOnline, offline?.byTicket, offline?.noteOnline],
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
