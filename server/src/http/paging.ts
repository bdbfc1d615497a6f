// Lists that can grow are paged: `?page=&per_page=` in, `{ items, pagination }` out.
import * as yup from 'yup';
import { MAX_PER_PAGE } from '../../../shared-api/src/enums.js';
import { Paged } from '../../../shared-api/src/shapes/common.js';

const whole = (name: string) => `${name} must be a whole number from 1`;

/** No list has this many pages; a larger page number is a mistake, not a far page (and its offset overflows SQL). */
export const MAX_PAGE = 100_000;

export const pageQuery = (defaultPerPage: number) =>
  yup.object({
    page: yup.number().typeError(whole('page')).integer(whole('page')).min(1, whole('page')).max(MAX_PAGE, `page must be at most ${MAX_PAGE}`).default(1),
    per_page: yup
      .number()
      .typeError(whole('per_page'))
      .integer(whole('per_page'))
      .min(1, whole('per_page'))
      .max(MAX_PER_PAGE, `per_page must be at most ${MAX_PER_PAGE}`)
      .default(defaultPerPage),
  });

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
