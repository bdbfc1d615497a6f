// What the phone's booking bar asks of the event page's register control. On a public event page the two are islands,
// each its own React root hydrated at its own moment (docs/decisions/028), so the bar cannot hold the control's state:
// it asks through this module, which both load from this remote, and the request waits here until the control is there
// to take it (hydrated, and knowing the member's ticket). Under /dashboard the page hydrates whole; the same holds.
import { useSyncExternalStore } from 'react';
import type { EventDetail, EventPackage } from 'shared-api';

type Priced = Pick<EventPackage, 'price' | 'discounted_price'>;

/** Whether the event is free: a package with nothing to pay. */
export const isFree = (packages: readonly Priced[]) => packages.some((p) => (p.discounted_price ?? p.price) === 0);

/**
 * The package Register books straight away, through its ticket form: an event's only package, while it has seats,
 * unless Register enrols the member at once (a free event that asks for nothing more).
 */
export function onlyPackage<P extends Priced & Pick<EventPackage, 'id' | 'seats_left'>>(event: { packages: readonly P[] } & Pick<EventDetail, 'booking_asks'>): P | null {
  const { packages } = event;
  if (packages.length !== 1 || (isFree(packages) && event.booking_asks.length === 0)) return null;
  return packages[0].seats_left > 0 ? packages[0] : null;
}

let waiting = false;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Asks the register control to do what its own Register does, with the packages to choose from in view. */
export function requestRegister() {
  waiting = true;
  tell();
}

/** Whether the bar asked and the control has not yet answered (never while the page hydrates: the server had none). */
export const useRegisterRequest = () =>
  useSyncExternalStore(
    subscribe,
    () => waiting,
    () => false,
  );

/** The control answers the request: it is answered once. */
export function takeRegisterRequest() {
  if (!waiting) return false;
  waiting = false;
  tell();
  return true;
}
