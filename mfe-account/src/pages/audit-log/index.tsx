import { defineQuery } from 'shared-api';
import { AUDITED_RECORDS, getAuditLog, staffKeys } from 'shared-api/staff';
import { useQuery } from 'shared-api/query';
import { Flex, PageFrame, PageSection, Stack, Text, useSearchParams } from 'shared-ui';
import { FilterSelect, StaffPager } from 'shared-ui/staff';
import { AuditEntryCard } from './AuditEntryCard';

/** Staff: every staff change, newest first, by kind of record. */
export default function AuditLogPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const entity = search.get('entity') ?? '';
  const filter = { page, entity: entity || undefined };
  const query = useQuery(defineQuery(staffKeys.auditLog(filter), () => getAuditLog(filter)));
  const go = (next: { page?: number; entity?: string }) => {
    const params = new URLSearchParams();
    const kind = next.entity ?? entity;
    if (kind) params.set('entity', kind);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params);
  };

  return (
    <PageSection title="Audit log">
      <Text color="fg.muted" mb="4">
        Every change made by staff: who, when, to which record, and the fields before and after.
      </Text>
      <Flex as="label" align="center" gap="3" mb="6" wrap="wrap" fontSize="sm" fontWeight="medium">
        Records
        <FilterSelect value={entity} onChange={(e) => go({ entity: e.target.value, page: 1 })}>
          <option value="">All records</option>
          {AUDITED_RECORDS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </FilterSelect>
      </Flex>
      <PageFrame
        query={query}
        what="the audit log"
        empty={{ when: (log) => log.items.length === 0, title: 'No changes yet', description: 'Changes made by staff will be listed here.' }}
      >
        {({ items, pagination }) => (
          <>
            <Stack as="ol" gap="3" listStyleType="none" aria-label="Changes, newest first">
              {items.map((entry) => (
                <AuditEntryCard key={entry.id} entry={entry} />
              ))}
            </Stack>
            <StaffPager pagination={pagination} onPage={(next) => go({ page: next })} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
