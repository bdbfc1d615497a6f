// Our Voice, the member directory and members' public profiles in the browser (spec: core §7 GET public-peers,
// GET peers, GET member/{memberId}): the calls through their contract (decision 016). The filters travel as the spec
// writes them: skills joined with `+`, the hourly-rate value. The reads' names in the query cache are shared-api's
// `directoryKeys`, which the account's remote refreshes when a member changes what others see of them.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { directoryFilters, type DirectoryFilters } from 'shared-api/directory';
import { directoryCalls } from './calls';
import type { directoryContract } from './contract';

/** Which page: its number, and the cursor the previous page answered (keeps deep pages as fast as the first). */
export interface DirectoryPageParam {
  page: number;
  cursor?: string | null;
}

const directory = typedCalls<typeof directoryContract>(directoryCalls, { call });

const list =
  (name: 'getPublicPeers' | 'getPeers') =>
  (filters: DirectoryFilters = {}, { page, cursor }: DirectoryPageParam = { page: 1 }) =>
    directory[name]({ query: directoryFilters({ ...filters, page, cursor }) });

/** Our Voice, for anyone. */
export const getPublicPeers = list('getPublicPeers');

/** The member directory (members only). */
export const getPeers = list('getPeers');

/** A member's public profile (members only; a hidden one is not found but by its owner). */
export const getPublicMember = (memberId: string) => directory.getPublicMember({ params: { memberId } });
