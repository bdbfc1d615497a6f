// The member's dashboard home (/dashboard). Bundled by mfe-account (`shared-api/home`), on the one client of the
// shared entry (decision 013).
import { call } from 'shared-api';
import { homeCalls } from './calls/home';
import { typedCalls } from './contract-client';
import type { homeContract } from './contracts/home';

const api = typedCalls<typeof homeContract>(homeCalls, { call });

/** The next events the member holds tickets for, membership, open issues (unread marked), profile. */
export const getMemberHome = () => api.getMemberHome();

export const homeKeys = {
  /** the dashboard home; a page that changes what it shows (an issue read, a ticket paid) invalidates it */
  home: ['home'] as const,
};
