// Our Voice, the member directory and members' public profiles (spec: core §7 GET public-peers, GET peers,
// GET member/{memberId}). The filters travel as the spec writes them: skills joined with `+`, the hourly-rate value.
import { call } from 'shared-api';
import { directoryCalls } from './calls/directory';
import { typedCalls } from './contract-client';
import type { directoryContract } from './contracts/directory';

export { skillIdsOf, skillsParam } from './directory-filter';

/** The directory's filters (each may be left out). */
export interface DirectoryFilters {
  /** primary skill ids joined with `+` (see skillsParam) */
  skills?: string;
  /** one of HOURLY_RATE_RANGES' values; `any` or nothing for any rate */
  hourly_rate?: string;
  /** a name, or the start of its words */
  q?: string;
}

/** Which page: its number, and the cursor the previous page answered (keeps deep pages as fast as the first). */
export interface DirectoryPageParam {
  page: number;
  cursor?: string | null;
}

/** The filters as a call and a cache key carry them: empty ones, and `any` rate, left out. */
export function directoryFilters(filters: DirectoryFilters & Partial<DirectoryPageParam>) {
  const given: DirectoryFilters & Record<string, string | number> = {};
  const entries: [string, unknown][] = Object.entries(filters);
  for (const [key, value] of entries) if ((typeof value === 'string' || typeof value === 'number') && value && value !== 'any') given[key] = value;
  return given;
}

const api = typedCalls<typeof directoryContract>(directoryCalls, { call });

const list =
  (name: 'getPublicPeers' | 'getPeers') =>
  (filters: DirectoryFilters = {}, { page, cursor }: DirectoryPageParam = { page: 1 }) =>
    api[name]({ query: directoryFilters({ ...filters, page, cursor }) });

/** Our Voice, for anyone. */
export const getPublicPeers = list('getPublicPeers');

/** The member directory (members only). */
export const getPeers = list('getPeers');

/** A member's public profile (members only; a hidden one is not found but by its owner). */
export const getPublicMember = (memberId: string) => api.getPublicMember({ params: { memberId } });

/** The names of the directory's reads in the query cache; `all` after a member changes what others see of them. */
export const directoryKeys = {
  all: ['directory'] as const,
  publicPeers: (filters: DirectoryFilters) => ['directory', 'public-peers', directoryFilters(filters)] as const,
  peers: (filters: DirectoryFilters) => ['directory', 'peers', directoryFilters(filters)] as const,
  member: (memberId: string) => ['directory', 'member', memberId] as const,
};
