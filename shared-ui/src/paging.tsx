import type { Pagination } from 'shared-api';
import { Button, HStack, Text } from './components';
import { RouterLink, useSearchParams } from './router';

/** The page number of a list, from `?page=` (1 when absent or malformed). */
export function usePageNumber() {
  const [params] = useSearchParams();
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Previous / Next links for a paged list; nothing when everything fits on one page. */
export function Pager({ pagination, label }: { pagination: Pagination; label: string }) {
  const { current_page: page, last_page: last } = pagination;
  if (last <= 1) return null;
  const to = (n: number) => (n === 1 ? '?' : `?page=${n}`);
  return (
    <HStack as="nav" aria-label={`${label} pages`} justify="space-between" mt="8">
      <Button asChild variant="outline" size="sm" visibility={page > 1 ? 'visible' : 'hidden'}>
        <RouterLink to={to(page - 1)}>Previous</RouterLink>
      </Button>
      <Text fontSize="sm" color="fg.muted">
        Page {page} of {last}
      </Text>
      <Button asChild variant="outline" size="sm" visibility={page < last ? 'visible' : 'hidden'}>
        <RouterLink to={to(page + 1)}>Next</RouterLink>
      </Button>
    </HStack>
  );
}
