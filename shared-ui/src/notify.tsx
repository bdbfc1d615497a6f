// Notifications: titled Success or Error with the server's message (spec: core §8).
// The toaster's code loads with the first notification, not with the first page.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { errorMessage } from 'shared-api';
import { i18n } from '#i18n';

export interface Notice {
  type: 'success' | 'error';
  title: 'Success' | 'Error';
  description: string;
  /** stays until closed (spec: quiz eligibility failure) */
  persistent?: boolean;
}

type Listener = () => void;
const pending: Notice[] = [];
const listeners = new Set<Listener>();
let wanted = false;

function push(notice: Notice) {
  pending.push(notice);
  wanted = true;
  listeners.forEach((l) => l());
}

/** Takes the notices waiting to be shown; used by the toaster once it has loaded. */
export function takePending(): Notice[] {
  return pending.splice(0, pending.length);
}

export function subscribeNotices(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A message written as English by shared-api (the network failure) is shown in the page's language; the server's
// answers come in it already (docs/decisions/030).
export const notifySuccess = (message: string) => push({ type: 'success', title: 'Success', description: i18n.text(message) });

export const notifyError = (message: string, options: { persistent?: boolean } = {}) =>
  push({ type: 'error', title: 'Error', description: i18n.text(message), persistent: options.persistent });

/** A failed call as the Error notification: the server's message, or the network failure text. */
export const notifyFailure = (error: unknown) => notifyError(errorMessage(error));

const Toasts = lazy(() => import('./toaster'));

export function Notifications() {
  const show = useSyncExternalStore(subscribeNotices, () => wanted, () => false);
  return show ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
