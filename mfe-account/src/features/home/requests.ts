// The dashboard home's one call through its contract (decision 016): the page reads it, and its tests replace it here.
// Its cache key is shared-api's (`homeKeys`, shared-api/home), since what other remotes change (an issue read, a ticket
// paid) refreshes it.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { homeCalls } from './calls';
import type { homeContract } from './contract';

const api = typedCalls<typeof homeContract>(homeCalls, { call });

/** The next events the member holds tickets for, membership, open issues (unread marked), profile. */
export const getMemberHome = () => api.getMemberHome();
