import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Component, createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Box, Button, Heading, IslandScope, Skeleton, Stack, Text } from 'shared-ui';
import { PAGE_READY_ATTRIBUTE } from 'shared-api/islands';
import { loadPage, resetRemote } from './runtime';

/**
 * On the server, the page being rendered, already loaded from its remote's server bundle (docs/decisions/025). In the
 * browser the same Suspense boundary waits for the page's code, keeping the server's HTML until it can hydrate it.
 */
export const ServerPages = createContext<ReadonlyMap<string, ComponentType> | null>(null);

/** Renders one remote page in its own area, with a loading state and a fallback that can retry. */
export function RemotePage({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const ready = useContext(ServerPages)?.get(id);
  const Page = useMemo(() => ready ?? lazy(() => loadPage(id)), [id, attempt, ready]);
  const retry = () => {
    resetRemote(id);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={`${id}#${attempt}`} id={id} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        {/* The page's islands are named in its remote's island table (docs/decisions/028). */}
        <IslandScope.Provider value={id.split('/')[0]}>
          <Page />
        </IslandScope.Provider>
        <PageReady id={id} />
      </Suspense>
    </RemoteBoundary>
  );
}

/**
 * Marks the root once a page has rendered (or hydrated) with its code: `data-page-ready="<remote page>"`, what a test
 * or a measurement waits for; or once its fallback shows instead (`"<remote page> unavailable"`), whose Try again
 * answers from then on. Draws nothing, so the server's HTML and the browser's agree.
 */
function PageReady({ id }: { id: string }) {
  useEffect(() => {
    document.getElementById('root')?.setAttribute(PAGE_READY_ATTRIBUTE, id);
    return () => document.getElementById('root')?.removeAttribute(PAGE_READY_ATTRIBUTE);
  }, [id]);
  return null;
}

/**
 * What shows while a page's code (or the guard's question) is on its way: the outline of a page — its title and a
 * few blocks — inside the layout, so a slow phone shows where things will be rather than a lone spinner.
 */
export function PageLoading() {
  return (
    <Box role="status" aria-label={t`Loading`} maxW="5xl" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
      <Text srOnly>
        <Trans>Loading…</Trans>
      </Text>
      <Skeleton h="9" w="60%" maxW="md" mb="6" />
      <Stack gap="3">
        <Skeleton h="4" />
        <Skeleton h="4" w="90%" />
        <Skeleton h="4" w="70%" />
        <Skeleton h="40" mt="3" borderRadius="l3" />
      </Stack>
    </Box>
  );
}

class RemoteBoundary extends Component<{ children: ReactNode; id: string; onRetry(): void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(error);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <RemoteFallback onRetry={this.props.onRetry} />
        <PageReady id={`${this.props.id} unavailable`} />
      </>
    );
  }
}

export function RemoteFallback({ onRetry }: { onRetry(): void }) {
  return (
    <Box role="alert" maxW="xl" mx="auto" my={{ base: 8, md: 16 }} p={{ base: 6, md: 8 }} borderWidth="1px" borderRadius="l3" textAlign="center">
      <Heading as="h1" size="lg" mb="2">
        <Trans>This section is temporarily unavailable</Trans>
      </Heading>
      <Text color="fg.muted" mb="5">
        <Trans>We couldn&apos;t load this part of the site. Please check your connection and try again; the rest of the site keeps working.</Trans>
      </Text>
      <Button colorPalette="brand" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Box>
  );
}
