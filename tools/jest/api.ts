// What a mocked shared-api call resolves to, so tests state only the data they care about.
import type { ApiResult, Paged } from 'shared-api';

/** A successful answer from the API: `data` with the server's (often empty) message. */
export const answer = <T,>(data: T, message = ''): ApiResult<T> => ({ message, data });

/** One page of a list: `items` on page `page` of a list of `total` items, `perPage` a page. */
export function pageOf<T>(items: T[], { page = 1, perPage = 10, total = items.length } = {}): Paged<T> {
  return { items, pagination: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total } };
}
