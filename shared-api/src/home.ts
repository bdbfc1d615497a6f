// The member's dashboard home (/dashboard). Bundled by mfe-account (`shared-api/home`), on the one client of the
// shared entry (decision 013).
import { get } from 'shared-api';
import type { MemberHome } from './types';

/** GET /user/home: the next events the member holds tickets for, membership, open issues (unread marked), profile. */
export const getMemberHome = () => get<MemberHome>('user/home');

export const homeKeys = {
  /** the dashboard home; a page that changes what it shows (an issue read, a ticket paid) invalidates it */
  home: ['home'] as const,
};
