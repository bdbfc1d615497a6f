import { msg, plural } from '@lingui/core/macro';
import type { Pagination } from 'shared-api';
import { i18n } from '#i18n';
import { Button, HStack, Text } from './components';
import { EmptyState } from './page';
import { RouterLink, useSearchParams } from './router';

/** The page number of a list, from `?page=` (1 when absent or malformed). */
export function usePageNumber() {
  const [params] = useSearchParams();
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * Previous / Next links for a paged list; nothing when everything fits on one page. Past the last page (an old
 * link, a typed URL) it says so and links to the last page. The address's other parameters (a list's tab or filter)
 * are kept.
 */
export function Pager({ pagination, label }: { pagination: Pagination; label: string }) {
  const { current_page: page, last_page: last } = pagination;
  const [params] = useSearchParams();
  const to = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    return `?${next.toString()}`;
  };
  if (page > last && last >= 1) {
    return (
      <EmptyState
        title={i18n._(msg`There is nothing on page ${page}`)}
        description={i18n._(msg`${plural(last, { one: 'This list has one page.', other: 'This list has # pages.' })}`)}
        action={
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={to(last)}>{last === 1 ? i18n._(msg`Go to the first page`) : i18n._(msg`Go to the last page (${last})`)}</RouterLink>
          </Button>
        }
      />
    );
  }
  if (last <= 1) return null;
  return (
    <HStack as="nav" aria-label={i18n._(msg`${label} pages`)} justify="space-between" mt="8">
      <Button asChild variant="outline" size="sm" visibility={page > 1 ? 'visible' : 'hidden'}>
        <RouterLink to={to(page - 1)}>{i18n._(msg`Previous`)}</RouterLink>
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {i18n._(msg`Page ${page} of ${last}`)}
      </Text>
      <Button asChild variant="outline" size="sm" visibility={page < last ? 'visible' : 'hidden'}>
        <RouterLink to={to(page + 1)}>{i18n._(msg`Next`)}</RouterLink>
      </Button>
    </HStack>
  );
}
