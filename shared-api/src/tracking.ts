// Product analytics events (spec: Lead on register, CompleteRegistration on profile save, page views,
// ViewContent, InitiateCheckout, Purchase, SubmitApplication, CourseEnrolled, QuizSubmitted).
// Events are queued on `window.dataLayer`; no third-party script is loaded (the CSP allows none),
// so a consented tag manager can read the queue later without any code change here.
export type TrackedEvent =
  | 'PageView'
  | 'Lead'
  | 'CompleteRegistration'
  | 'ViewContent'
  | 'InitiateCheckout'
  | 'Purchase'
  | 'SubmitApplication'
  | 'CourseEnrolled'
  | 'QuizSubmitted';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

export function track(event: TrackedEvent, data: Record<string, unknown> = {}) {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push({ event, ...data, at: Date.now() });
}
