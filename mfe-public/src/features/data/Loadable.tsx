import type { ReactNode } from 'react';
import { Box, Button, EmptyState, LoadFailure, RouterLink } from 'shared-ui';
import type { Resource } from './useResource';

interface LoadableProps<T> {
  state: Resource<T>;
  retry(): void;
  /** what the page looks like while it loads: shaped like the content, so nothing jumps when it arrives */
  skeleton: ReactNode;
  /** what failed to load, e.g. "the blog" */
  what: string;
  /** for a detail page: what to say, and where to go, when the id is unknown */
  notFound?: { title: string; back: { to: string; label: string } };
  children(data: T): ReactNode;
}

/** A page's content once loaded; until then its skeleton, and on failure a clear message with a retry. */
export function Loadable<T>({ state, retry, skeleton, what, notFound, children }: LoadableProps<T>) {
  if (state.status === 'loading') {
    return (
      <Box aria-busy="true" aria-label={`Loading ${what}`}>
        {skeleton}
      </Box>
    );
  }
  if (state.status === 'failed' && state.notFound && notFound) {
    return (
      <EmptyState
        title={notFound.title}
        description="It may have been moved or removed."
        action={
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink to={notFound.back.to}>{notFound.back.label}</RouterLink>
          </Button>
        }
      />
    );
  }
  if (state.status === 'failed') return <LoadFailure title={`We couldn't load ${what}`} message={state.message} onRetry={retry} />;
  return <>{children(state.data)}</>;
}
