import { useMemo, useState } from 'react';
import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { Badge, Box, formatDateTime, PageFrame, PageSection, Text, useUrlFilters } from 'shared-ui';
import { FilterBar, FilterDateInput, FilterLabel, FilterSelect, StaffPager } from 'shared-ui/staff';
import { SidePanel, StaffTable, type StaffColumn, type TableSort } from 'shared-ui/table';
import { AUDITED_RECORDS, auditLogKeys, getAuditLog, getAuditPeople, type AuditLogQuery } from '../../api';
import type { AuditEntry } from '../../shapes';
import { AuditEntryDetail, changedFields, RecordName, recordText } from './AuditEntryDetail';
import { fieldLabel } from './fields';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const columns: StaffColumn<AuditEntry>[] = [
  { id: 'at', header: 'When', sortable: true, width: '13rem', cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> },
  {
    id: 'action',
    header: 'Change',
    primary: true,
    cell: (entry) => (
      <Badge colorPalette="brand" variant="subtle">
        {entry.action}
      </Badge>
    ),
  },
  { id: 'record', header: 'Record', primary: true, cell: (entry) => <RecordName entry={entry} /> },
  { id: 'fields', header: 'Fields', cell: (entry) => changedFields(entry).map(fieldLabel).join(', ') || '—' },
  { id: 'actor', header: 'By', cell: (entry) => entry.actor?.name ?? 'the command line' },
];

/**
 * Staff: every staff change, newest first (or oldest first), by kind of record, by the staff member who made it and
 * by day. Open a change for its fields before and after.
 */
export default function AuditLogPage() {
  const filters = useUrlFilters({ entity: '', actor: '', from: '', to: '', dir: 'desc' }, { entity: AUDITED_RECORDS.map((kind) => kind.value), from: isDay, to: isDay, dir: ['asc', 'desc'] });
  const { values, page } = filters;
  const query: AuditLogQuery = {
    entity: values.entity || undefined,
    actor: values.actor || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    sort: 'at',
    dir: values.dir === 'asc' ? 'asc' : 'desc',
    page,
  };
  const log = useQuery(defineQuery(auditLogKeys.page(query), () => getAuditLog(query)));
  const people = useQuery(defineQuery(auditLogKeys.people, getAuditPeople));
  const [openId, setOpenId] = useState<number | null>(null);
  const openEntry = useMemo(() => log.data?.items.find((entry) => entry.id === openId), [log.data, openId]);

  return (
    <PageSection title="Audit log">
      <Text color="fg.muted" mb="4">
        Every change made by staff: who, when, to which record, and the fields before and after. Days are Karachi time.
      </Text>
      <FilterBar label="Filter the audit log">
        <Box>
          <FilterLabel htmlFor="audit-entity">Records</FilterLabel>
          <FilterSelect id="audit-entity" value={values.entity} onChange={(e) => filters.set({ entity: e.target.value })}>
            <option value="">All records</option>
            {AUDITED_RECORDS.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </FilterSelect>
        </Box>
        <Box minW="0" maxW="full">
          <FilterLabel htmlFor="audit-actor">Changed by</FilterLabel>
          <FilterSelect id="audit-actor" value={values.actor} onChange={(e) => filters.set({ actor: e.target.value })}>
            <option value="">Anyone</option>
            {/* A person named in the address but not (yet) listed stays chosen. */}
            {query.actor && !people.data?.some((p) => p.member_id === query.actor) && <option value={query.actor}>{query.actor}</option>}
            {people.data?.map((person) => (
              <option key={person.member_id} value={person.member_id}>
                {person.name} ({person.email})
              </option>
            ))}
          </FilterSelect>
        </Box>
        <Box>
          <FilterLabel htmlFor="audit-from">From</FilterLabel>
          <FilterDateInput id="audit-from" type="date" value={values.from} max={query.to} onChange={(e) => filters.set({ from: e.target.value })} />
        </Box>
        <Box>
          <FilterLabel htmlFor="audit-to">To</FilterLabel>
          <FilterDateInput id="audit-to" type="date" value={values.to} min={query.from} onChange={(e) => filters.set({ to: e.target.value })} />
        </Box>
      </FilterBar>
      <PageFrame
        query={log}
        what="the audit log"
        empty={{ when: (list) => list.items.length === 0, title: 'No changes yet', description: 'Changes made by staff that match these filters will be listed here.' }}
      >
        {({ items, pagination }) => (
          <>
            <StaffTable
              caption={query.dir === 'asc' ? 'Changes, oldest first' : 'Changes, newest first'}
              rows={items}
              columns={columns}
              rowKey={(entry) => String(entry.id)}
              rowLabel={(entry) => `${entry.action}: ${recordText(entry)}`}
              sort={{ by: 'at', dir: query.dir ?? 'desc' }}
              onSort={(sort: TableSort) => filters.set({ dir: sort.dir })}
              onOpen={(entry) => setOpenId(entry.id)}
              openKey={openId === null ? null : String(openId)}
            />
            <StaffPager pagination={pagination} onPage={filters.setPage} labels={query.dir === 'asc' ? ['Earlier', 'Later'] : ['Newer', 'Older']} />
          </>
        )}
      </PageFrame>
      <SidePanel title={openEntry ? `${openEntry.action}: ${recordText(openEntry)}` : 'Change'} open={Boolean(openEntry)} onClose={() => setOpenId(null)}>
        {openEntry && <AuditEntryDetail entry={openEntry} />}
      </SidePanel>
    </PageSection>
  );
}
