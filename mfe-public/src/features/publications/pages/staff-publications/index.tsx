import { formatDateTime, Link, RouterLink, Text } from 'shared-ui';
import type { StaffColumn } from 'shared-ui/table';
import { ContentList } from '../../../staff-content/ContentList';
import { StatusBadge } from '../../../staff-content/StatusBadge';
import { getStaffPublications, staffPublicationKeys } from '../../api';
import type { StaffPublicationRow } from '../../shapes';

const columns: StaffColumn<StaffPublicationRow>[] = [
  {
    id: 'title',
    header: 'Publication',
    primary: true,
    cell: (publication) => (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={`/staff/publications/${publication.id}`}>{publication.title}</RouterLink>
      </Link>
    ),
  },
  { id: 'status', header: 'State', primary: true, cell: (publication) => <StatusBadge status={publication.status} /> },
  { id: 'name', header: 'Kind', cell: (publication) => publication.name },
  {
    id: 'publish_at',
    header: 'Published',
    phoneLabel: true,
    cell: (p) => (p.publish_at ? <time dateTime={p.publish_at}>{formatDateTime(p.publish_at)}</time> : <Text as="span" color="fg.muted">Not yet</Text>),
  },
  { id: 'updated_at', header: 'Last saved', phoneLabel: true, cell: (p) => <time dateTime={p.updated_at}>{formatDateTime(p.updated_at)}</time> },
];

/** Staff: every publication, latest saved first, searched by title and filtered by state; a way to add one. */
export default function StaffPublicationsPage() {
  return (
    <ContentList
      title="Publications"
      lead="Add reports with their PDF as drafts, preview their card, and publish them now or at a time you choose. Visitors receive a report by e-mail."
      base="/staff/publications"
      newLabel="New publication"
      caption="Publications"
      plural="publications"
      columns={columns}
      queryKey={staffPublicationKeys.list}
      load={getStaffPublications}
    />
  );
}
