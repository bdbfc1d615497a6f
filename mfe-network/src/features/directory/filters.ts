// The directory's filters live in the page's address (?skills=3+7&hourly_rate=1000,3000&q=ali), so Back, a reload
// or a shared link shows the same list. They reach the call unchanged: the spec's own parameters.
import { ANY_HOURLY_RATE, HOURLY_RATE_RANGES, type DirectoryFilters } from 'shared-api';
import { skillIdsOf, skillsParam } from './skills-filter';

const rateValues = new Set<string>(HOURLY_RATE_RANGES.map((r) => r.value));

/** The filters in an address; anything malformed there is left out rather than sent. */
export function filtersFromSearch(search: URLSearchParams): DirectoryFilters {
  const filters: DirectoryFilters = {};
  const skills = skillIdsOf(search.get('skills'));
  if (skills.length) filters.skills = skillsParam(skills);
  const rate = search.get('hourly_rate');
  if (rate && rate !== ANY_HOURLY_RATE && rateValues.has(rate)) filters.hourly_rate = rate;
  const q = search.get('q')?.trim().slice(0, 100);
  if (q) filters.q = q;
  return filters;
}

/** The address for these filters (empty ones left out). */
export function searchFromFilters(filters: DirectoryFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.skills) search.set('skills', filters.skills);
  if (filters.hourly_rate && filters.hourly_rate !== ANY_HOURLY_RATE) search.set('hourly_rate', filters.hourly_rate);
  if (filters.q?.trim()) search.set('q', filters.q.trim());
  return search;
}

/** The skills filter with one primary skill added or taken away. */
export function toggleSkill(filters: DirectoryFilters, id: number): DirectoryFilters {
  const ids = skillIdsOf(filters.skills);
  const next = ids.includes(id) ? ids.filter((s) => s !== id) : [...ids, id];
  return { ...filters, skills: next.length ? skillsParam(next) : undefined };
}

export const hasFilters = (filters: DirectoryFilters) => Boolean(filters.skills || filters.hourly_rate || filters.q);
