import { defineQuery } from 'shared-api';
import { conferenceAdminKeys, getStaffConferences } from '../../api';
import type { StaffConferenceRow } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { Button, Flex, formatDateTime, Link, PageFrame, PageSection, RouterLink, Text, useNavigate } from 'shared-ui';
import { StaffTable, type StaffColumn } from 'shared-ui/table';
import { formatDateRange } from '../../dates';
import { StatusBadge } from '../../../staff-content/StatusBadge';

const columns: StaffColumn<StaffConferenceRow>[] = [
  {
    id: 'title',
    header: 'Edition',
    primary: true,
    cell: (c) => (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={`/staff/conferences/${c.id}`}>{c.title}</RouterLink>
      </Link>
    ),
  },
  { id: 'status', header: 'State', primary: true, cell: (c) => <StatusBadge status={c.status} /> },
  { id: 'dates', header: 'Dates', primary: true, cell: (c) => <Text whiteSpace="nowrap">{formatDateRange(c.starts_at, c.ends_at)}</Text> },
  {
    id: 'publish_at',
    header: 'Published',
    phoneLabel: true,
    cell: (c) => (c.publish_at ? <time dateTime={c.publish_at}>{formatDateTime(c.publish_at)}</time> : <Text as="span" color="fg.muted">Not yet</Text>),
  },
];

/** Staff: every conference edition, the latest dates first, with its state; a way to make the next one. */
export default function StaffConferencesPage() {
  const editions = useQuery(defineQuery(conferenceAdminKeys.lists, getStaffConferences));
  const navigate = useNavigate();
  return (
    <PageSection title="Conference editions" lead="Make each year's edition: its page, speakers, schedule, sponsors and FAQs. Visitors see it once it is published.">
      <Flex justify="end" mb="4">
        <Button asChild colorPalette="brand">
          <RouterLink to="/staff/conferences/new">New edition</RouterLink>
        </Button>
      </Flex>
      <PageFrame query={editions} what="the editions" empty={{ when: (list) => list.length === 0, title: 'No editions yet', description: 'Make one with New edition.' }}>
        {(list) => (
          <StaffTable caption="Conference editions, latest dates first" rows={list} columns={columns} rowKey={(c) => String(c.id)} rowLabel={(c) => c.title} onOpen={(c) => navigate(`/staff/conferences/${c.id}`)} />
        )}
      </PageFrame>
    </PageSection>
  );
}
