import { defineQuery } from 'shared-api';
import { eventAdminKeys, getEventPreview } from '../../requests';
import { useQuery } from 'shared-api/query';
import { Box, Link, PageFrame, RouterLink, usePageTitle, useParams } from 'shared-ui';
import { PreviewBanner } from 'shared-ui/staff';
import { EventContent } from '../../../event/EventPage';

/**
 * Staff: an event's page as visitors will see it once published (/staff/events/:eventId/preview), a draft's too:
 * the public page's own parts, from the event as saved, under a banner that says whether visitors see it now.
 */
export default function StaffEventPreviewPage() {
  const { eventId = '' } = useParams();
  const query = useQuery(defineQuery(eventAdminKeys.preview(eventId), () => getEventPreview(eventId)));
  usePageTitle(query.data ? `Preview: ${query.data.title}` : undefined);
  const published = query.data?.published === true;
  return (
    <>
      <PreviewBanner published={published}>
        {published ? 'Members and visitors see this page now.' : 'Members and visitors see this page only once the event is published.'}{' '}
        <Link asChild color="orange.fg" fontWeight="semibold" textDecoration="underline">
          <RouterLink to={`/staff/events/${eventId}`}>{published ? 'Back to the event to edit it' : 'Back to the event to edit or publish it'}</RouterLink>
        </Link>
      </PreviewBanner>
      <Box maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
        <PageFrame query={query} what="the event" notFound={{ title: 'This event does not exist', back: { to: '/staff/events', label: 'Back to the events' }, titleAs: 'h1' }}>
          {(event) => <EventContent event={event} preview />}
        </PageFrame>
      </Box>
    </>
  );
}
