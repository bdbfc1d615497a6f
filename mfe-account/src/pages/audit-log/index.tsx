import { AUDITED_RECORDS } from 'shared-api';
import { Button, Center, EmptyState, Flex, LoadFailure, PageSection, Spinner, Stack, Text, chakra, useSearchParams } from 'shared-ui';
import { AuditEntryCard } from './AuditEntryCard';
import { useAuditLog } from './useAuditLog';

const Select = chakra('select', {
  base: { borderWidth: '1px', borderRadius: 'l2', px: '3', h: '10', bg: 'bg', fontSize: 'sm', minW: '48' },
});

/** Staff: every staff change, newest first, by kind of record. */
export default function AuditLogPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const entity = search.get('entity') ?? '';
  const { state, retry } = useAuditLog(page, entity);
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
      {state.status === 'loading' && (
        <Center py="16">
          <Spinner size="lg" color="brand.solid" aria-label="Loading the audit log" />
        </Center>
      )}
      {state.status === 'failed' && <LoadFailure title="The audit log could not be loaded" message={state.message} onRetry={retry} />}
      {state.status === 'ready' && state.page.items.length === 0 && (
        <EmptyState title="No changes yet" description="Changes made by staff will be listed here." />
      )}
      {state.status === 'ready' && state.page.items.length > 0 && (
        <>
          <Stack as="ol" gap="3" listStyleType="none" aria-label="Changes, newest first">
            {state.page.items.map((entry) => (
              <AuditEntryCard key={entry.id} entry={entry} />
            ))}
          </Stack>
          <Flex justify="space-between" align="center" mt="6" gap="3">
            <Button variant="outline" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
              Newer
            </Button>
            <Text fontSize="sm" color="fg.muted">
              Page {state.page.pagination.current_page} of {state.page.pagination.last_page}
            </Text>
            <Button variant="outline" disabled={page >= state.page.pagination.last_page} onClick={() => go({ page: page + 1 })}>
              Older
            </Button>
          </Flex>
        </>
      )}
    </PageSection>
  );
}
