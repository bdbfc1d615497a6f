import { formatDateTime, Link, RouterLink, Text } from 'shared-ui';
import type { StaffColumn } from 'shared-ui/table';
import { ContentList } from '../../../staff-content/ContentList';
import { StatusBadge } from '../../../staff-content/StatusBadge';
import { getStaffPressReleases, staffPressKeys } from '../../api';
import type { StaffPressReleaseRow } from '../../shapes';

const columns: StaffColumn<StaffPressReleaseRow>[] = [
  {
    id: 'title',
    header: 'Press release',
    primary: true,
    cell: (release) => (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={`/staff/press-releases/${release.id}`}>{release.title}</RouterLink>
      </Link>
    ),
  },
  { id: 'status', header: 'State', primary: true, cell: (release) => <StatusBadge status={release.status} /> },
  { id: 'featured', header: 'Home page', phoneLabel: true, cell: (release) => (release.featured ? 'In the Press' : <Text as="span" color="fg.muted">No</Text>) },
  {
    id: 'publish_at',
    header: 'Published',
    phoneLabel: true,
    cell: (release) => (release.publish_at ? <time dateTime={release.publish_at}>{formatDateTime(release.publish_at)}</time> : <Text as="span" color="fg.muted">Not yet</Text>),
  },
  { id: 'updated_at', header: 'Last saved', phoneLabel: true, cell: (release) => <time dateTime={release.updated_at}>{formatDateTime(release.updated_at)}</time> },
];

/** Staff: every press release, latest saved first, searched by title and filtered by state; a way to write one. */
export default function StaffPressReleasesPage() {
  return (
    <ContentList
      title="Press releases"
      lead="Write press releases with their PDFs as drafts, preview them, and publish them now or at a time you choose."
      base="/staff/press-releases"
      newLabel="New press release"
      caption="Press releases"
      plural="press releases"
      columns={columns}
      queryKey={staffPressKeys.list}
      load={getStaffPressReleases}
    />
  );
}
