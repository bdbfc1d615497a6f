import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { Badge, Button, Flex, formatDateTime, Link, PageFrame, PageSection, RouterLink, useNavigate } from 'shared-ui';
import { StaffTable, type StaffColumn } from 'shared-ui/table';
import { eventAdminKeys, getStaffEvents } from '../../requests';
import type { StaffEvent } from '../../shapes';

const columns: StaffColumn<StaffEvent>[] = [
  {
    id: 'title',
    header: 'Event',
    primary: true,
    cell: (event) => (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={`/staff/events/${event.id}`}>{event.title}</RouterLink>
      </Link>
    ),
  },
  {
    id: 'state',
    header: 'State',
    cell: (event) =>
      event.published ? (
        <Badge colorPalette="green" variant="subtle">
          Published
        </Badge>
      ) : (
        <Badge colorPalette="orange" variant="subtle">
          Draft
        </Badge>
      ),
  },
  { id: 'start_date', header: 'Starts', cell: (event) => <time dateTime={event.start_date}>{formatDateTime(event.start_date)}</time> },
  {
    id: 'orders',
    header: 'Orders',
    cell: (event) => (
      <Link asChild color="brand.fg">
        <RouterLink to={`/staff/orders?event=${event.id}`}>
          {event.paid} paid · {event.pending} pending
        </RouterLink>
      </Link>
    ),
  },
];

/** Staff: every event, latest first, with its orders and whether it is still a draft; a way to add one. */
export default function StaffEventsPage() {
  const query = useQuery(defineQuery(eventAdminKeys.list, getStaffEvents));
  const navigate = useNavigate();
  return (
    <PageSection title="Events" lead="Create events with their packages, speakers, sponsors and photos; preview and publish them; open or close registrations. Members book from the event's page.">
      <Flex justify="end" mb="4">
        <Button asChild colorPalette="brand">
          <RouterLink to="/staff/events/new">New event</RouterLink>
        </Button>
      </Flex>
      <PageFrame query={query} what="the events" empty={{ when: (list) => list.length === 0, title: 'No events yet', description: 'Add one with New event.' }}>
        {(events) => (
          <StaffTable caption="Events, latest first" rows={events} columns={columns} rowKey={(event) => String(event.id)} rowLabel={(event) => event.title} onOpen={(event) => navigate(`/staff/events/${event.id}`)} />
        )}
      </PageFrame>
    </PageSection>
  );
}
