import { useContext, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { errorMessage, isNotFound, type QueryState } from 'shared-api';
import { FirstViewDocument } from './canonical';
import { Box, Button, Center, Spinner } from './components';
import { i18n } from '#i18n';
import { EmptyState, LoadFailure } from './page';
import { RouterLink } from './router';

export interface PageFrameProps<T> {
  /** the read behind the content: `useRead(…)` or `useQuery(…)` */
  query: QueryState<T>;
  /** what is being loaded, in words that follow "Loading" and "We couldn't load", e.g. "the blog" */
  what: string;
  /** what the content looks like while it loads, so nothing jumps when it arrives; a spinner if not given */
  skeleton?: ReactNode;
  /**
   * for a detail page: what to say, and where to go, when the record does not exist. The title is an h2 under the page's
   * h1; `titleAs: 'h1'` on a page whose only h1 is the record's own title (a blog post, an event), which it replaces.
   */
  notFound?: { title: string; back: { to: string; label: string }; titleAs?: 'h1' | 'h2' };
  /** when the answer holds nothing to show: what to say instead of an empty page */
  empty?: { when(data: T): boolean; title: string; description?: ReactNode; action?: ReactNode };
  /** the content; a page that lays itself out once the data is there leaves it out and renders the frame until then */
  children?(data: T): ReactNode;
}

/**
 * The one frame for a page's (or a section's) content: loading, failure with a retry, not found (a page's 404 when the
 * server renders it), empty, and then the content itself.
 */
export function PageFrame<T>({ query, what, skeleton, notFound, empty, children }: PageFrameProps<T>) {
  const first = useContext(FirstViewDocument);
  if (query.status === 'pending') {
    const loading = i18n._(msg`Loading ${what}`);
    return skeleton ? (
      <Box aria-busy="true" aria-label={loading}>
        {skeleton}
      </Box>
    ) : (
      <Center py="16">
        <Spinner size="lg" color="brand.solid" aria-label={loading} />
      </Center>
    );
  }
  if (query.status === 'error') {
    if (notFound && isNotFound(query.error)) {
      // The record the page's address names does not exist: the server answers the page with 404.
      if (first) first.status = 404;
      return (
        <EmptyState
          title={notFound.title}
          titleAs={notFound.titleAs}
          description={i18n._(msg`It may have been moved or removed.`)}
          action={
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to={notFound.back.to}>{notFound.back.label}</RouterLink>
            </Button>
          }
        />
      );
    }
    return <LoadFailure title={i18n._(msg`We couldn't load ${what}`)} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const data = query.data as T;
  if (empty?.when(data)) return <EmptyState title={empty.title} description={empty.description} action={empty.action} />;
  return <>{children?.(data)}</>;
}
