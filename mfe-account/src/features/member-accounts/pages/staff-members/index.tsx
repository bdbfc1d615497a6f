import { useMemo, useState } from 'react';
import { defineQuery } from 'shared-api';
import { listMembers, memberKeys, MEMBER_SORT_COLUMNS, type MembersQuery } from '../../api';
import type { StaffMember } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { Box, Link, PageFrame, PageSection, RouterLink, useUrlFilters } from 'shared-ui';
import { FilterBar, FilterLabel, FilterSelect, StaffPager } from 'shared-ui/staff';
import { SearchBox, SidePanel, StaffTable, type StaffColumn, type TableSort } from 'shared-ui/table';
import { MemberSummary } from './MemberSummary';
import { memberPath, RoleBadge, ROLE_FILTERS, StatusBadge, STATUS_FILTERS, whenSignedIn } from '../../staff-parts';

const columns: StaffColumn<StaffMember>[] = [
  {
    id: 'name',
    header: 'Member',
    sortable: true,
    primary: true,
    cell: (row) => (
      <Link asChild fontWeight="semibold" color="brand.fg">
        {/* Isolated: a name saved before direction marks were refused cannot turn the rest of its line around. */}
        <RouterLink to={memberPath(row.member_id)}>
          <bdi>{row.name}</bdi>
        </RouterLink>
      </Link>
    ),
  },
  // A MEMBER ID and a phone number are read and typed whole: they never break across lines.
  { id: 'member_id', header: 'MEMBER ID', cell: (row) => <Box as="span" whiteSpace="nowrap">{row.member_id_formatted}</Box> },
  { id: 'email', header: 'E-mail', cell: (row) => <Box as="span" wordBreak="break-word">{row.email}</Box> },
  { id: 'phone', header: 'Phone', cell: (row) => <Box as="span" whiteSpace="nowrap">{row.phone}</Box> },
  { id: 'role', header: 'Role', primary: true, cell: (row) => <RoleBadge role={row.role} /> },
  { id: 'status', header: 'Status', primary: true, cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'last_sign_in_at', header: 'Last sign-in', sortable: true, cell: (row) => whenSignedIn(row.last_sign_in_at) },
];

const CAPTIONS: Record<string, string> = {
  'name:asc': 'Members, by name',
  'name:desc': 'Members, by name from Z',
  'joined_at:asc': 'Members, longest joined first',
  'joined_at:desc': 'Members, newest first',
  'last_sign_in_at:asc': 'Members, longest since signing in first',
  'last_sign_in_at:desc': 'Members, latest sign-in first',
};

/** Staff: every account, found by name, e-mail, phone or MEMBER ID, filtered by role and status. */
export default function StaffMembersPage() {
  const filters = useUrlFilters(
    { q: '', role: '', status: '', sort: 'name', dir: 'asc' },
    { role: ROLE_FILTERS.map((r) => r.value), status: STATUS_FILTERS.map((s) => s.value), sort: MEMBER_SORT_COLUMNS, dir: ['asc', 'desc'] },
  );
  const { values, page } = filters;
  const query: MembersQuery = {
    q: values.q || undefined,
    role: ROLE_FILTERS.find((r) => r.value && r.value === values.role)?.value || undefined,
    status: STATUS_FILTERS.find((s) => s.value && s.value === values.status)?.value || undefined,
    sort: MEMBER_SORT_COLUMNS.find((s) => s === values.sort) ?? 'name',
    dir: values.dir === 'desc' ? 'desc' : 'asc',
    page,
  };
  const members = useQuery(defineQuery(memberKeys.list(query), () => listMembers(query)));
  const [openId, setOpenId] = useState<string | null>(null);
  const open = useMemo(() => members.data?.items.find((m) => m.member_id === openId), [members.data, openId]);
  const filtered = Boolean(query.q || query.role || query.status);

  return (
    <PageSection title="Members">
      <FilterBar label="Search the members">
        <SearchBox label="Search the members" placeholder="Name, e-mail, phone or MEMBER ID" value={values.q} onSearch={(q) => filters.set({ q })} />
        <Box>
          <FilterLabel htmlFor="members-role">Role</FilterLabel>
          <FilterSelect id="members-role" value={values.role} onChange={(e) => filters.set({ role: e.target.value })}>
            {ROLE_FILTERS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </FilterSelect>
        </Box>
        <Box>
          <FilterLabel htmlFor="members-status">Status</FilterLabel>
          <FilterSelect id="members-status" value={values.status} onChange={(e) => filters.set({ status: e.target.value })}>
            {STATUS_FILTERS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </FilterSelect>
        </Box>
      </FilterBar>
      <PageFrame
        query={members}
        what="the members"
        empty={{
          when: (list) => list.items.length === 0,
          title: filtered ? 'No member matches the search' : 'No members yet',
          description: filtered ? 'Check the spelling, or search by e-mail, phone or MEMBER ID.' : undefined,
        }}
      >
        {({ items, pagination }) => (
          <>
            <StaffTable
              caption={CAPTIONS[`${query.sort}:${query.dir}`] ?? 'Members'}
              rows={items}
              columns={columns}
              rowKey={(row) => row.member_id}
              rowLabel={(row) => row.name}
              sort={{ by: query.sort ?? 'name', dir: query.dir ?? 'asc' }}
              onSort={(sort: TableSort) => filters.set({ sort: sort.by, dir: sort.dir })}
              onOpen={(row) => setOpenId(row.member_id)}
              openKey={openId}
            />
            <StaffPager pagination={pagination} onPage={filters.setPage} labels={['Previous', 'Next']} />
          </>
        )}
      </PageFrame>
      <SidePanel title={open?.name ?? 'Member'} open={Boolean(open)} onClose={() => setOpenId(null)}>
        {open && <MemberSummary member={open} />}
      </SidePanel>
    </PageSection>
  );
}
