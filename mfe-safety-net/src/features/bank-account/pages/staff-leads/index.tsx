import { useMemo, useState } from 'react';
import { defineQuery, errorMessage } from 'shared-api';
import { bankLeadKeys, downloadBankLeads, getBankLeads, useMarkBankLeadSent, useMarkBankLeadsSent, type BankLeadsQuery } from '../../api';
import { PREFERRED_BANKS } from '../../banks';
import type { StaffBankAccountLead } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { Badge, Box, Button, formatDateTime, Link, notifyError, notifySuccess, PageFrame, PageSection, RouterLink, Stack, Text, useUrlFilters } from 'shared-ui';
import { ExportFailure, FilterBar, FilterLabel, FilterSelect, StaffPager, today, useExport } from 'shared-ui/staff';
import { BulkBar, SearchBox, SidePanel, StaffTable, type StaffColumn, type TableSort } from 'shared-ui/table';

const SORTS = ['created_at', 'name', 'preferred_bank'] as const;

const fileName = (what: string) => `bank-account-requests-${what.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${today()}.csv`;

const SentBadge = ({ lead }: { lead: StaffBankAccountLead }) => (
  <Badge colorPalette={lead.sent_at ? 'green' : 'orange'} variant="subtle">
    {lead.sent_at ? 'Sent' : 'Not sent'}
  </Badge>
);

const columns: StaffColumn<StaffBankAccountLead>[] = [
  { id: 'name', header: 'Member', sortable: true, primary: true, cell: (lead) => lead.name },
  { id: 'preferred_bank', header: 'Bank', sortable: true, primary: true, cell: (lead) => lead.preferred_bank },
  {
    id: 'contact',
    header: 'E-mail and phone',
    cell: (lead) => (
      <>
        {lead.email}
        {/* A phone number stays on one line: "+92" never wraps apart from the number. */}
        {lead.phone && (
          <>
            {' · '}
            <Text as="span" whiteSpace="nowrap">
              {lead.phone}
            </Text>
          </>
        )}
      </>
    ),
  },
  { id: 'place', header: 'City', cell: (lead) => `${lead.city}, ${lead.state}` },
  { id: 'created_at', header: 'Asked', sortable: true, cell: (lead) => <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time> },
  { id: 'sent', header: 'Status', cell: (lead) => <SentBadge lead={lead} /> },
];

/**
 * Staff: members' bank-account requests, newest first, by bank and whether they were sent, searched by who asked.
 * Select requests to mark them sent or export just them; open one for what the member agreed to share.
 */
export default function StaffLeadsPage() {
  const filters = useUrlFilters(
    { bank: '', sent: '', q: '', sort: 'created_at', dir: 'desc' },
    { bank: PREFERRED_BANKS, sent: ['yes', 'no'], sort: SORTS, dir: ['asc', 'desc'] },
  );
  const { values, page } = filters;
  const query: BankLeadsQuery = {
    bank: values.bank || undefined,
    sent: values.sent === 'yes' || values.sent === 'no' ? values.sent : '',
    q: values.q || undefined,
    sort: SORTS.find((s) => s === values.sort) ?? 'created_at',
    dir: values.dir === 'asc' ? 'asc' : 'desc',
    page,
  };
  const leads = useQuery(defineQuery(bankLeadKeys.list(query), () => getBankLeads(query)));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const exporting = useExport(errorMessage);
  const markMany = useMarkBankLeadsSent();
  // The request open in the side panel, read from the list as it is now (a mark-sent shows at once).
  const [openId, setOpenId] = useState<number | null>(null);
  const openLead = useMemo(() => leads.data?.items.find((lead) => lead.id === openId), [leads.data, openId]);
  // A new filter or page is another list: what was selected on the last one is not on this one.
  const refilter = (next: Parameters<typeof filters.set>[0]) => {
    setSelected(new Set());
    filters.set(next);
  };

  const exportCsv = (ids?: number[]) => {
    const { bank, sent, q } = query;
    return exporting.run(() => downloadBankLeads({ bank, sent, q, ids }), fileName(ids ? 'selected' : (bank ?? 'all-banks')));
  };
  const markSelected = async () => {
    try {
      const { message } = await markMany.mutateAsync([...selected].map(Number));
      setSelected(new Set());
      notifySuccess(message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <PageSection title="Bank-account requests" lead="Members who asked a partner bank for a freelancer digital account. Export a bank's requests, pass the file to the bank, then mark them as sent.">
      <FilterBar label="Filter requests">
        <SearchBox label="Search" placeholder="Name, e-mail, phone or MEMBER ID" value={values.q} onSearch={(q) => refilter({ q })} />
        <Box>
          <FilterLabel htmlFor="leads-bank">Bank</FilterLabel>
          <FilterSelect id="leads-bank" value={values.bank} onChange={(e) => refilter({ bank: e.target.value })}>
            <option value="">Every bank</option>
            {PREFERRED_BANKS.map((b) => (
              <option key={b}>{b}</option>
            ))}
          </FilterSelect>
        </Box>
        <Box>
          <FilterLabel htmlFor="leads-sent">Status</FilterLabel>
          <FilterSelect id="leads-sent" value={values.sent} onChange={(e) => refilter({ sent: e.target.value })}>
            <option value="">Sent or not</option>
            <option value="no">Not sent yet</option>
            <option value="yes">Sent to the bank</option>
          </FilterSelect>
        </Box>
        <Button variant="outline" colorPalette="brand" loading={exporting.busy} onClick={() => void exportCsv()}>
          {query.bank ? `Export CSV for ${query.bank}` : 'Export CSV'}
        </Button>
      </FilterBar>
      <ExportFailure what="requests" failure={exporting.failure} />
      <PageFrame
        query={leads}
        what="the requests"
        empty={{ when: (list) => list.items.length === 0, title: query.q ? 'No request matches the search' : 'No requests', description: query.q ? 'Check the spelling, or search by e-mail or phone.' : 'Requests members send from their dashboard will be listed here.' }}
      >
        {({ items, pagination }) => (
          <>
            <StaffTable
              caption="Bank-account requests"
              rows={items}
              columns={columns}
              rowKey={(lead) => String(lead.id)}
              rowLabel={(lead) => `${lead.name}'s request to ${lead.preferred_bank}`}
              sort={{ by: query.sort ?? 'created_at', dir: query.dir ?? 'desc' }}
              onSort={(sort: TableSort) => refilter({ sort: sort.by, dir: sort.dir })}
              selected={selected}
              onSelect={setSelected}
              onOpen={(lead) => setOpenId(lead.id)}
              openKey={openId === null ? null : String(openId)}
            />
            <BulkBar count={selected.size} noun={['request', 'requests']} onClear={() => setSelected(new Set())}>
              <Button size="sm" colorPalette="brand" loading={markMany.isPending} onClick={() => void markSelected()}>
                Mark as sent
              </Button>
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
              labels={query.dir === 'asc' ? ['Earlier', 'Later'] : ['Newer', 'Older']}
            />
          </>
        )}
      </PageFrame>
      <SidePanel title={openLead ? `${openLead.name}: ${openLead.preferred_bank}` : 'Request'} open={Boolean(openLead)} onClose={() => setOpenId(null)}>
        {openLead && <LeadDetail lead={openLead} />}
      </SidePanel>
    </PageSection>
  );
}

function LeadDetail({ lead }: { lead: StaffBankAccountLead }) {
  const marking = useMarkBankLeadSent();
  const markSent = async () => {
    try {
      const { message } = await marking.mutateAsync(lead.id);
      notifySuccess(message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <Stack gap="4" fontSize="sm">
      <Stack gap="1">
        <Link asChild fontWeight="semibold" color="brand.fg">
          <RouterLink to={`/member/${lead.member_id}`}>{lead.name}</RouterLink>
        </Link>
        <Text overflowWrap="anywhere">{lead.email}</Text>
        {lead.phone && <Text whiteSpace="nowrap">{lead.phone}</Text>}
        <Text color="fg.muted">MEMBER ID {lead.member_id}</Text>
      </Stack>
      <Text>
        {lead.preferred_bank} · {lead.city}, {lead.state}
      </Text>
      <Text>
        Asked <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
        {lead.sent_at && (
          <>
            {' '}
            · sent <time dateTime={lead.sent_at}>{formatDateTime(lead.sent_at)}</time>
          </>
        )}
      </Text>
      <Box>
        <Text fontWeight="medium" mb="1">
          What the member agreed to share
        </Text>
        <Text color="fg.muted">{lead.consent_text}</Text>
      </Box>
      {lead.sent_at ? (
        <SentBadge lead={lead} />
      ) : (
        <Button size="sm" colorPalette="brand" alignSelf="start" loading={marking.isPending} onClick={() => void markSent()}>
          Mark as sent to {lead.preferred_bank}
        </Button>
      )}
    </Stack>
  );
}
