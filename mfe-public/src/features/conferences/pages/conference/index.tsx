import { useEffect } from 'react';
import { t } from '@lingui/core/macro';
import { defineQuery, track, useRead } from 'shared-api';
import { conferenceKeys, getConference } from '../../public-calls';
import { Container, PageFrame, Skeleton, SkeletonText, useLocation, usePageTitle, useParams } from 'shared-ui';
import { ConferenceContent } from '../../ConferenceContent';

/**
 * The edition a page shows: the generic route's `:conferenceSlug` (`/conference/<slug>`), or, on an edition's own route
 * (the 2022 pages), the page's own address.
 */
export const conferenceSlug = (pathname: string, param?: string) => param ?? pathname.replace(/^\/+|\/+$/g, '');

const PageSkeleton = () => (
  <>
    <Skeleton h="12" w="70%" mb="4" />
    <SkeletonText noOfLines={3} mb="8" />
    <Skeleton h="64" />
  </>
);

export default function ConferencePage() {
  const slug = conferenceSlug(useLocation().pathname, useParams().conferenceSlug);
  const query = useRead(defineQuery(conferenceKeys.conference(slug), () => getConference(slug)));
  const ready = query.status === 'success';
  // The generic route's title is the edition's own once it has loaded.
  usePageTitle(query.data?.title);

  // spec: the conference pages fire a content-view event on load.
  useEffect(() => {
    if (ready) track('ViewContent', { content_type: 'conference', content_id: slug });
  }, [ready, slug]);

  const frame = (
    <PageFrame
      query={query}
      what={t`this conference`}
      skeleton={<PageSkeleton />}
      notFound={{ title: t`This conference does not exist`, back: { to: '/events', label: t`See upcoming events` }, titleAs: 'h1' }}
    >
      {(conference) => <ConferenceContent conference={conference} />}
    </PageFrame>
  );
  // The edition's content runs edge to edge under its banner; loading, a failure and not found sit in the page's width.
  return ready ? frame : <Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>{frame}</Container>;
}
