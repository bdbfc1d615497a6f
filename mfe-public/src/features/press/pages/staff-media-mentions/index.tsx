import { formatDate, formatDateTime, Link, RouterLink, Text } from 'shared-ui';
import type { StaffColumn } from 'shared-ui/table';
import { ContentList } from '../../../staff-content/ContentList';
import { StatusBadge } from '../../../staff-content/StatusBadge';
import { getStaffMediaMentions, staffMentionKeys } from '../../api';
import type { StaffMediaMentionRow } from '../../shapes';

const columns: StaffColumn<StaffMediaMentionRow>[] = [
  {
    id: 'title',
    header: 'Article',
    primary: true,
    cell: (mention) => (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={`/staff/media-mentions/${mention.id}`}>{mention.title}</RouterLink>
      </Link>
    ),
  },
  { id: 'status', header: 'State', primary: true, cell: (mention) => <StatusBadge status={mention.status} /> },
  { id: 'outlet', header: 'Outlet', cell: (mention) => mention.outlet },
  { id: 'published_on', header: 'Article date', phoneLabel: true, cell: (mention) => <time dateTime={mention.published_on}>{formatDate(`${mention.published_on}T12:00:00+05:00`)}</time> },
  { id: 'featured_order', header: 'Home page', phoneLabel: true, cell: (mention) => (mention.featured_order === null ? <Text as="span" color="fg.muted">No</Text> : `Logo ${mention.featured_order}`) },
  { id: 'updated_at', header: 'Last saved', phoneLabel: true, cell: (mention) => <time dateTime={mention.updated_at}>{formatDateTime(mention.updated_at)}</time> },
];

/** Staff: every media mention, latest saved first, searched by title or outlet and filtered by state; a way to add one. */
export default function StaffMediaMentionsPage() {
  return (
    <ContentList
      title="Media mentions"
      lead="Add what the press writes about the association, with the outlet's logo, and choose the logos of the home page's Featured in."
      base="/staff/media-mentions"
      newLabel="New media mention"
      caption="Media mentions"
      plural="media mentions"
      searchPlaceholder="Words of the title or outlet"
      columns={columns}
      queryKey={staffMentionKeys.list}
      load={getStaffMediaMentions}
    />
  );
}
