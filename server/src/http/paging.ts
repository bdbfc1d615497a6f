// Lists that can grow are paged: `?page=&per_page=` in, `{ items, pagination }` out.
import { Paged } from '../../../shared-api/src/shapes/common.js';

export { MAX_PAGE, pageQuery } from '../../../shared-api/src/validation/calls.js';

export interface PageQuery {
  page: number;
  per_page: number;
}

export interface Page<T> {
  items: T[];
  pagination: { current_page: number; last_page: number; per_page: number; total: number };
}

/** One page of a list; a page past the end is empty, with the pagination that says so. */
export async function paged<T>(query: PageQuery, count: () => Promise<number>, load: (limit: number, offset: number) => Promise<T[]>): Promise<Page<T>> {
  const total = await count();
  const items = (query.page - 1) * query.per_page < total ? await load(query.per_page, (query.page - 1) * query.per_page) : [];
  return {
    items,
    pagination: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.per_page)), per_page: query.per_page, total },
  };
}

/** The answer shape of a paged list of `item`. */
export const pageSchema = Paged;
