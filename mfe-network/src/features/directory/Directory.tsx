import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import { defineQuery, errorMessage, getPrimarySkills, profileKeys, type DirectoryFilters as Filters } from 'shared-api';
import { directoryKeys } from 'shared-api/directory';
import { infiniteDirectoryPages, useInfiniteQuery, useQuery } from 'shared-api/query';
import { Button, Center, INTL_LOCALE, PageFrame, SimpleGrid, Spinner, Text, useSearchParams } from 'shared-ui';
import { i18n } from '#i18n';
import { getPeers, getPublicPeers } from './api';
import { DirectoryFilters } from './DirectoryFilters';
import { DirectorySkeleton } from './DirectorySkeleton';
import { filtersFromSearch, hasFilters, searchFromFilters } from './filters';
import { PeerCard } from './PeerCard';
import { useScrollMemory } from './useScrollMemory';

/** How far below the screen the next page starts loading, so a reader scrolling down rarely waits. */
const AHEAD = '800px';

/**
 * Our Voice (`public`) and the member directory (`members`): the first page loads without filters, and the next
 * ones as the reader nears the end, until current_page equals last_page (spec: core §4); a Load more button does
 * the same for keyboards and screen readers. The filters live in the address, so Back returns to the same list,
 * at the same place.
 */
export function Directory({ audience }: { audience: 'public' | 'members' }) {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const load = audience === 'public' ? getPublicPeers : getPeers;
  const key = audience === 'public' ? directoryKeys.publicPeers(filters) : directoryKeys.peers(filters);
  const list = useInfiniteQuery(infiniteDirectoryPages(key, (page) => load(filters, page)));
  const skills = useQuery(defineQuery(profileKeys.primarySkills, getPrimarySkills));
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  useScrollMemory(list.status === 'success');

  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = end.current;
    // After a failed page, only the button tries again: scrolling must not retry in a loop.
    if (!element || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, list.data?.pages.length]);

  // An edit applies to the filters as the last edit left them, not to this render's copy: the second of two clicks
  // made before the page renders again would otherwise drop the first one's skill.
  const latest = useRef(filters);
  const fromAddress = useRef(filters);
  // The addresses this list's own edits made, until the page has drawn the last of them: a render may still show an
  // earlier one (a navigation renders as a transition), which is no reason to forget the edits made since.
  const own = useRef(new Set<string>());
  if (fromAddress.current !== filters) {
    fromAddress.current = filters;
    const address = search.toString();
    if (!own.current.has(address)) {
      // The address moved by itself (Back, Forward, a link): the next edit starts from it.
      own.current.clear();
      latest.current = filters;
    } else if (address === searchFromFilters(latest.current).toString()) own.current.clear();
  }
  const change = (edit: (current: Filters) => Filters) => {
    latest.current = edit(latest.current);
    const next = searchFromFilters(latest.current);
    own.current.add(next.toString());
    setSearch(next);
  };
  const everyone = audience === 'public' ? t`No members appear on Our Voice yet` : t`No members appear in the directory yet`;

  return (
    <>
      <DirectoryFilters filters={filters} onChange={change} skills={skills.data ?? []} />
      <PageFrame
        query={list}
        what={t`the members`}
        skeleton={<DirectorySkeleton />}
        empty={{
          when: (data) => data.pages[0]?.pagination.total === 0,
          title: hasFilters(filters) ? t`No members match these filters` : everyone,
          description: hasFilters(filters) ? t`Try fewer skills, another rate or another name.` : t`Members who complete their profile and choose to appear are listed here.`,
          action: hasFilters(filters) ? (
            <Button variant="outline" colorPalette="brand" onClick={() => change(() => ({}))}>
              <Trans>Clear filters</Trans>
            </Button>
          ) : undefined,
        }}
      >
        {(data) => {
          const peers = data.pages.flatMap((page) => page.items);
          const total = data.pages[0]?.pagination.total ?? 0;
          const shown = peers.length;
          const all = total.toLocaleString(INTL_LOCALE[i18n.locale]);
          const reason = isFetchNextPageError ? errorMessage(list.error) : '';
          return (
            <>
              <Text fontSize="sm" color="fg.muted" mb="4" aria-live="polite">
                {plural(total, { one: `Showing ${shown} of ${all} member`, other: `Showing ${shown} of ${all} members` })}
              </Text>
              {/* spec: three columns from medium screens up, one on a phone */}
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6" aria-label={t`Members`}>
                {peers.map((peer, i) => (
                  <li key={peer.member_id}>
                    <PeerCard peer={peer} first={i === 0} />
                  </li>
                ))}
              </SimpleGrid>
              <div ref={end} />
              {isFetchNextPageError && (
                <Text role="alert" mt="6" textAlign="center" color="fg.error">
                  {t`We couldn't load more members: ${reason}`}
                </Text>
              )}
              <Center mt="8" minH="10">
                {isFetchingNextPage ? (
                  <Spinner color="brand.solid" aria-label={t`Loading more members`} />
                ) : hasNextPage ? (
                  <Button variant="outline" colorPalette="brand" onClick={() => void fetchNextPage()}>
                    <Trans>Load more</Trans>
                  </Button>
                ) : (
                  peers.length > 0 && (
                    <Text fontSize="sm" color="fg.muted">
                      <Trans>That is everyone.</Trans>
                    </Text>
                  )
                )}
              </Center>
            </>
          );
        }}
      </PageFrame>
    </>
  );
}
