import { AUDITED_RECORDS, defineQuery, getAuditLog, staffKeys } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { Button, Flex, PageFrame, PageSection, Stack, Text, chakra, useSearchParams } from 'shared-ui';
import { AuditEntryCard } from './AuditEntryCard';

const Select = chakra('select', {
  base: { borderWidth: '1px', borderRadius: 'l2', px: '3', h: '10', bg: 'bg', fontSize: 'sm', minW: '48' },
});

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
        <Select value={entity} onChange={(e) => go({ entity: e.target.value, page: 1 })}>
          <option value="">All records</option>
          {AUDITED_RECORDS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </Select>
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
            <Flex justify="space-between" align="center" mt="6" gap="3">
              <Button variant="outline" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                Newer
              </Button>
              <Text fontSize="sm" color="fg.muted">
                Page {pagination.current_page} of {pagination.last_page}
              </Text>
              <Button variant="outline" disabled={page >= pagination.last_page} onClick={() => go({ page: page + 1 })}>
                Older
              </Button>
            </Flex>
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
