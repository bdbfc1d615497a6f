import { defineQuery, type AuditLogQuery } from 'shared-api';
import { AUDITED_RECORDS, getAuditLog, getAuditPeople, staffKeys } from 'shared-api/staff';
import { useQuery } from 'shared-api/query';
import { Box, PageFrame, PageSection, Stack, Text, useUrlFilters } from 'shared-ui';
import { FilterBar, FilterDateInput, FilterLabel, FilterSelect, StaffPager } from 'shared-ui/staff';
import { AuditEntryCard } from './AuditEntryCard';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
type Filter = Pick<AuditLogQuery, 'entity' | 'actor' | 'from' | 'to'>;

/** Staff: every staff change, newest first, by kind of record, by the staff member who made it and by day. */
export default function AuditLogPage() {
  const filters = useUrlFilters({ entity: '', actor: '', from: '', to: '' }, { entity: AUDITED_RECORDS.map((kind) => kind.value), from: isDay, to: isDay });
  const { values, page } = filters;
  const filter: Filter = {
    entity: values.entity || undefined,
    actor: values.actor || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
  const query = useQuery(defineQuery(staffKeys.auditLog({ ...filter, page }), () => getAuditLog({ ...filter, page })));
  const people = useQuery(defineQuery(staffKeys.auditPeople, getAuditPeople));

  return (
    <PageSection title="Audit log">
      <Text color="fg.muted" mb="4">
        Every change made by staff: who, when, to which record, and the fields before and after. Days are Karachi time.
      </Text>
      <FilterBar label="Filter the audit log">
        <Box>
          <FilterLabel htmlFor="audit-entity">Records</FilterLabel>
          <FilterSelect id="audit-entity" value={filter.entity ?? ''} onChange={(e) => filters.set({ entity: e.target.value })}>
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
          <FilterSelect id="audit-actor" value={filter.actor ?? ''} onChange={(e) => filters.set({ actor: e.target.value })}>
            <option value="">Anyone</option>
            {/* A person named in the address but not (yet) listed stays chosen. */}
            {filter.actor && !people.data?.some((p) => p.member_id === filter.actor) && <option value={filter.actor}>{filter.actor}</option>}
            {people.data?.map((person) => (
              <option key={person.member_id} value={person.member_id}>
                {person.name} ({person.email})
              </option>
            ))}
          </FilterSelect>
        </Box>
        <Box>
          <FilterLabel htmlFor="audit-from">From</FilterLabel>
          <FilterDateInput id="audit-from" type="date" value={filter.from ?? ''} max={filter.to} onChange={(e) => filters.set({ from: e.target.value })} />
        </Box>
        <Box>
          <FilterLabel htmlFor="audit-to">To</FilterLabel>
          <FilterDateInput id="audit-to" type="date" value={filter.to ?? ''} min={filter.from} onChange={(e) => filters.set({ to: e.target.value })} />
        </Box>
      </FilterBar>
      <PageFrame
        query={query}
        what="the audit log"
        empty={{ when: (log) => log.items.length === 0, title: 'No changes yet', description: 'Changes made by staff that match these filters will be listed here.' }}
      >
        {({ items, pagination }) => (
          <>
            <Stack as="ol" gap="3" listStyleType="none" aria-label="Changes, newest first">
              {items.map((entry) => (
                <AuditEntryCard key={entry.id} entry={entry} />
              ))}
            </Stack>
            <StaffPager pagination={pagination} onPage={filters.setPage} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
