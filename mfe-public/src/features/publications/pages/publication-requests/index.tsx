import { useMemo, useState } from 'react';
import { defineQuery, errorMessage } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { Box, Button, formatDateTime, PageFrame, PageSection, Text, useUrlFilters } from 'shared-ui';
import { ExportFailure, FilterBar, FilterDateInput, FilterLabel, FilterSelect, StaffPager, today, useExport } from 'shared-ui/staff';
import { SearchBox, SidePanel, StaffTable, type StaffColumn } from 'shared-ui/table';
import { exportPublicationRequests, getPublicationChoices, getPublicationRequests, publicationKeys, type PublicationRequestsQuery } from '../../api';
import type { StaffPublicationRequest } from '../../shapes';
import { LeadDetail } from './LeadDetail';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isNumber = (value: string) => /^[1-9]\d{0,14}$/.test(value);

const columns: StaffColumn<StaffPublicationRequest>[] = [
  { id: 'name', header: 'Name', primary: true, width: '10rem', cell: (lead) => lead.name },
  { id: 'publication', header: 'Publication', primary: true, cell: (lead) => lead.publication.title },
  { id: 'email', header: 'E-mail', cell: (lead) => lead.email },
  { id: 'organization', header: 'Organization', cell: (lead) => lead.organization },
  { id: 'created_at', header: 'Requested', width: '11rem', cell: (lead) => <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time> },
];

/**
 * Staff: who asked for which report on the publications page, newest first, by publication and by day, searched by
 * name, e-mail or phone. Open a request for the details given and what was agreed to; export the list shown as CSV.
 */
export default function PublicationRequestsPage() {
  const filters = useUrlFilters({ publication: '', from: '', to: '', q: '' }, { publication: isNumber, from: isDay, to: isDay });
  const { values, page } = filters;
  const query: PublicationRequestsQuery = {
    publication: values.publication ? Number(values.publication) : undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    q: values.q || undefined,
    page,
  };
  const leads = useQuery(defineQuery(publicationKeys.requests(query), () => getPublicationRequests(query)));
  const publications = useQuery(defineQuery(publicationKeys.choices, getPublicationChoices));
  const exporting = useExport(errorMessage);
  const [openId, setOpenId] = useState<number | null>(null);
  const openLead = useMemo(() => leads.data?.items.find((lead) => lead.id === openId), [leads.data, openId]);
  const choices = publications.data?.items ?? [];

  const exportCsv = () => {
    const { publication, from, to, q } = query;
    return exporting.run(() => exportPublicationRequests({ publication, from, to, q }), `publication-requests-${today()}.csv`);
  };

  return (
    <PageSection title="Publication requests">
      <Text color="fg.muted" mb="4">
        People who asked for a report on the publications page: the details they gave and what they agreed to. Days are Karachi time.
      </Text>
      <FilterBar label="Filter publication requests">
        <SearchBox label="Search" placeholder="Name, e-mail or phone" value={values.q} onSearch={(q) => filters.set({ q })} />
        <Box minW="0" maxW="full">
          <FilterLabel htmlFor="leads-publication">Publication</FilterLabel>
          <FilterSelect id="leads-publication" value={values.publication} onChange={(e) => filters.set({ publication: e.target.value })}>
            <option value="">All publications</option>
            {/* A publication named in the address but not (yet) listed stays chosen. */}
            {query.publication && !choices.some((p) => p.id === query.publication) && <option value={values.publication}>Publication {values.publication}</option>}
            {choices.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.title}
              </option>
            ))}
          </FilterSelect>
        </Box>
        <Box>
          <FilterLabel htmlFor="leads-from">From</FilterLabel>
          <FilterDateInput id="leads-from" type="date" value={values.from} max={query.to} onChange={(e) => filters.set({ from: e.target.value })} />
        </Box>
        <Box>
          <FilterLabel htmlFor="leads-to">To</FilterLabel>
          <FilterDateInput id="leads-to" type="date" value={values.to} min={query.from} onChange={(e) => filters.set({ to: e.target.value })} />
        </Box>
        <Button variant="outline" colorPalette="brand" loading={exporting.busy} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </FilterBar>
      <ExportFailure what="requests" failure={exporting.failure} />
      <PageFrame
        query={leads}
        what="the publication requests"
        empty={{
          when: (list) => list.items.length === 0,
          title: query.q ? 'No request matches the search' : 'No publication requests',
          description: query.q ? 'Check the spelling, or search by e-mail or phone.' : 'Requests that match these filters will be listed here.',
        }}
      >
        {({ items, pagination }) => (
          <>
            <StaffTable
              caption="Publication requests, newest first"
              rows={items}
              columns={columns}
              rowKey={(lead) => String(lead.id)}
              rowLabel={(lead) => `${lead.name}: ${lead.publication.title}`}
              onOpen={(lead) => setOpenId(lead.id)}
              openKey={openId === null ? null : String(openId)}
            />
            <StaffPager pagination={pagination} onPage={filters.setPage} labels={['Newer', 'Older']} />
          </>
        )}
      </PageFrame>
      <SidePanel title={openLead ? `${openLead.name}: ${openLead.publication.title}` : 'Request'} open={Boolean(openLead)} onClose={() => setOpenId(null)}>
        {openLead && <LeadDetail lead={openLead} />}
      </SidePanel>
    </PageSection>
  );
}
