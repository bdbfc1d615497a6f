import { defineQuery } from 'shared-api';
import { getEndingMemberships, membershipKeys, type EndingMembershipsQuery } from '../../api';
import { useQuery } from 'shared-api/query';
import { Badge, formatDate, Link, PageFrame, PageSection, RouterLink, Text, useNavigate, useUrlFilters } from 'shared-ui';
import { FilterBar, StaffPager } from 'shared-ui/staff';
import { SearchBox, StaffTable, type StaffColumn, type TableSort } from 'shared-ui/table';
import { MemberLookup } from './MemberLookup';

const SORTS = ['ends_at', 'name'] as const;

type EndingMembership = Awaited<ReturnType<typeof getEndingMemberships>>['data']['items'][number];

const memberPath = (row: EndingMembership) => `/staff/memberships/${encodeURIComponent(row.member_id)}`;

const columns: StaffColumn<EndingMembership>[] = [
  {
    id: 'name',
    header: 'Member',
    sortable: true,
    primary: true,
    cell: (row) => (
      <Link asChild fontWeight="semibold" color="brand.fg">
        <RouterLink to={memberPath(row)}>{row.name}</RouterLink>
      </Link>
    ),
  },
  { id: 'member_id', header: 'MEMBER ID', cell: (row) => row.member_id_formatted },
  { id: 'email', header: 'E-mail', cell: (row) => row.email },
  { id: 'package', header: 'Package', primary: true, cell: (row) => <Badge>{row.package}</Badge> },
  { id: 'ends_at', header: 'Ends on', sortable: true, cell: (row) => <time dateTime={row.ends_at}>{formatDate(row.ends_at)}</time> },
  { id: 'seed', header: 'Seed', cell: (row) => (row.seed_chosen ? <Badge colorPalette="orange">Chose Seed</Badge> : '—') },
];

/** Staff: find a member's membership by what they have in hand, and the paid memberships ending in the next 30 days. */
export default function StaffMembershipsPage() {
  const navigate = useNavigate();
  const filters = useUrlFilters({ q: '', sort: 'ends_at', dir: 'asc' }, { sort: SORTS, dir: ['asc', 'desc'] });
  const { values, page } = filters;
  const query: EndingMembershipsQuery = {
    q: values.q || undefined,
    sort: SORTS.find((s) => s === values.sort) ?? 'ends_at',
    dir: values.dir === 'desc' ? 'desc' : 'asc',
    page,
  };
  const ending = useQuery(defineQuery(membershipKeys.ending(query), () => getEndingMemberships(query)));
  return (
    <PageSection title="Memberships">
      <MemberLookup />
      <Text as="h2" fontWeight="semibold" fontSize="lg" mt="6" mb="3">
        Ending in the next 30 days
      </Text>
      <FilterBar label="Search the memberships ending">
        <SearchBox label="Search the memberships ending" placeholder="Name, e-mail, phone or MEMBER ID" value={values.q} onSearch={(q) => filters.set({ q })} />
      </FilterBar>
      <PageFrame
        query={ending}
        what="the memberships ending soon"
        empty={{
          when: (list) => list.items.length === 0,
          title: query.q ? 'No membership ending soon matches the search' : 'No paid membership ends in the next 30 days',
          description: query.q ? 'Check the spelling, or search by e-mail or phone.' : undefined,
        }}
      >
        {({ items, pagination }) => (
          <>
            <StaffTable
              caption={query.sort === 'name' ? 'Memberships ending soon, by name' : query.dir === 'desc' ? 'Memberships ending soon, latest first' : 'Memberships ending soon, soonest first'}
              rows={items}
              columns={columns}
              rowKey={(row) => row.member_id}
              rowLabel={(row) => row.name}
              sort={{ by: query.sort ?? 'ends_at', dir: query.dir ?? 'asc' }}
              onSort={(sort: TableSort) => filters.set({ sort: sort.by, dir: sort.dir })}
              onOpen={(row) => navigate(memberPath(row))}
            />
            <StaffPager pagination={pagination} onPage={filters.setPage} labels={['Previous', 'Next']} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
