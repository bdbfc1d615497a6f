import { useMemo, useState } from 'react';
import { defineQuery, errorMessage, VOLUNTEER_KINDS } from 'shared-api';
import { downloadVolunteerApplications, getVolunteerApplications, volunteerKeys, type VolunteerApplicationsQuery } from '../../api';
import type { StaffVolunteerApplication } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { Box, Button, formatDateTime, PageFrame, PageSection, Text, useUrlFilters } from 'shared-ui';
import { ExportFailure, FilterBar, FilterDateInput, FilterLabel, FilterSelect, StaffPager, today, useExport } from 'shared-ui/staff';
import { BulkBar, SearchBox, SidePanel, StaffTable, type StaffColumn, type TableSort } from 'shared-ui/table';
import { ApplicationDetail, KindBadge, kindLabel } from './ApplicationDetail';

const SORTS = ['created_at', 'name', 'kind'] as const;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
// A row shows the start of what the applicant wrote; the side panel shows all of it.
const SNIPPET = 120;

const columns: StaffColumn<StaffVolunteerApplication>[] = [
  { id: 'name', header: 'Member', sortable: true, primary: true, cell: (a) => a.applicant.name },
  { id: 'kind', header: 'Application', sortable: true, primary: true, cell: (a) => <KindBadge kind={a.for} /> },
  { id: 'created_at', header: 'Applied', sortable: true, cell: (a) => <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time> },
  { id: 'about', header: 'About them', cell: (a) => (a.description.length > SNIPPET ? `${a.description.slice(0, SNIPPET).trimEnd()}…` : a.description) },
];

/**
 * Staff: the volunteer applications, newest first, by kind and by day, searched by who applied. Select applications
 * to export just them; open one for what the applicant wrote and a link to their profile.
 */
export default function VolunteersPage() {
  const filters = useUrlFilters(
    { for: '', from: '', to: '', q: '', sort: 'created_at', dir: 'desc' },
    { for: VOLUNTEER_KINDS.map((kind) => kind.value), from: isDay, to: isDay, sort: SORTS, dir: ['asc', 'desc'] },
  );
  const { values, page } = filters;
  const query: VolunteerApplicationsQuery = {
    for: values.for || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    q: values.q || undefined,
    sort: SORTS.find((s) => s === values.sort) ?? 'created_at',
    dir: values.dir === 'asc' ? 'asc' : 'desc',
    page,
  };
  const applications = useQuery(defineQuery(volunteerKeys.list(query), () => getVolunteerApplications(query)));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const exporting = useExport(errorMessage);
  const [openId, setOpenId] = useState<number | null>(null);
  const openApplication = useMemo(() => applications.data?.items.find((a) => a.id === openId), [applications.data, openId]);
  // A new filter or page is another list: what was selected on the last one is not on this one.
  const refilter = (next: Parameters<typeof filters.set>[0]) => {
    setSelected(new Set());
    filters.set(next);
  };

  const exportCsv = (ids?: number[]) => {
    const { for: kind, from, to, q } = query;
    return exporting.run(() => downloadVolunteerApplications({ for: kind, from, to, q, ids }), `volunteer-applications-${ids ? 'selected-' : ''}${today()}.csv`);
  };

  return (
    <PageSection title="Volunteer applications">
      <Text color="fg.muted" mb="4">
        Members who offered to help as chapter contributors, university ambassadors, meetup hosts or speakers. Days are Karachi time.
      </Text>
      <FilterBar label="Filter applications">
        <SearchBox label="Search" placeholder="Name, e-mail, phone or MEMBER ID" value={values.q} onSearch={(q) => refilter({ q })} />
        <Box>
          <FilterLabel htmlFor="volunteers-kind">Application</FilterLabel>
          <FilterSelect id="volunteers-kind" value={values.for} onChange={(e) => refilter({ for: e.target.value })}>
            <option value="">Every kind</option>
            {VOLUNTEER_KINDS.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </FilterSelect>
        </Box>
        <Box>
          <FilterLabel htmlFor="volunteers-from">From</FilterLabel>
          <FilterDateInput id="volunteers-from" type="date" value={values.from} max={query.to} onChange={(e) => refilter({ from: e.target.value })} />
        </Box>
        <Box>
          <FilterLabel htmlFor="volunteers-to">To</FilterLabel>
          <FilterDateInput id="volunteers-to" type="date" value={values.to} min={query.from} onChange={(e) => refilter({ to: e.target.value })} />
        </Box>
        <Button variant="outline" colorPalette="brand" loading={exporting.busy} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </FilterBar>
      <ExportFailure what="applications" failure={exporting.failure} />
      <PageFrame
        query={applications}
        what="the applications"
        empty={{
          when: (list) => list.items.length === 0,
          title: query.q ? 'No application matches the search' : 'No applications',
          description: query.q ? 'Check the spelling, or search by e-mail or phone.' : 'Applications that match these filters will be listed here.',
        }}
      >
        {({ items, pagination }) => (
          <>
            <StaffTable
              caption="Volunteer applications"
              rows={items}
              columns={columns}
              rowKey={(a) => String(a.id)}
              rowLabel={(a) => `${a.applicant.name}'s application (${kindLabel(a.for)})`}
              sort={{ by: query.sort ?? 'created_at', dir: query.dir ?? 'desc' }}
              onSort={(sort: TableSort) => refilter({ sort: sort.by, dir: sort.dir })}
              selected={selected}
              onSelect={setSelected}
              onOpen={(a) => setOpenId(a.id)}
              openKey={openId === null ? null : String(openId)}
            />
            <BulkBar count={selected.size} noun={['application', 'applications']} onClear={() => setSelected(new Set())}>
              <Button size="sm" variant="outline" loading={exporting.busy} onClick={() => void exportCsv([...selected].map(Number))}>
                Export the selection
              </Button>
            </BulkBar>
            <StaffPager
              pagination={pagination}
              onPage={(to) => {
                setSelected(new Set());
                filters.setPage(to);
              }}
              labels={query.sort === 'created_at' && query.dir === 'asc' ? ['Earlier', 'Later'] : query.sort === 'created_at' ? ['Newer', 'Older'] : ['Previous', 'Next']}
            />
          </>
        )}
      </PageFrame>
      <SidePanel title={openApplication ? `${openApplication.applicant.name}: ${kindLabel(openApplication.for)}` : 'Application'} open={Boolean(openApplication)} onClose={() => setOpenId(null)}>
        {openApplication && <ApplicationDetail application={openApplication} />}
      </SidePanel>
    </PageSection>
  );
}
