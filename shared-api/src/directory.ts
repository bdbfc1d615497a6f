// The names of the directory's reads (Our Voice, the member directory, members' public profiles; spec: core §7) in
// the query cache, and the filters as a call and a key carry them. The directory's calls are mfe-network's
// (mfe-network/src/features/directory/); its keys are here because the account's remote refreshes them when a member
// changes what others see of them.

/** The directory's filters (each may be left out). */
export interface DirectoryFilters {
  /** primary skill ids joined with `+` */
  skills?: string;
  /** one of HOURLY_RATE_RANGES' values; `any` or nothing for any rate */
  hourly_rate?: string;
  /** a name, or the start of its words */
  q?: string;
}

/** The filters as a call and a cache key carry them: empty ones, and `any` rate, left out. */
export function directoryFilters(filters: DirectoryFilters & { page?: number; cursor?: string | null }) {
  const given: DirectoryFilters & Record<string, string | number> = {};
  const entries: [string, unknown][] = Object.entries(filters);
  for (const [key, value] of entries) if ((typeof value === 'string' || typeof value === 'number') && value && value !== 'any') given[key] = value;
  return given;
}

/** The names of the directory's reads in the query cache; `all` after a member changes what others see of them. */
export const directoryKeys = {
  all: ['directory'] as const,
  publicPeers: (filters: DirectoryFilters) => ['directory', 'public-peers', directoryFilters(filters)] as const,
  peers: (filters: DirectoryFilters) => ['directory', 'peers', directoryFilters(filters)] as const,
  member: (memberId: string) => ['directory', 'member', memberId] as const,
};
