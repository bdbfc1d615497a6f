import { useState } from 'react';
import { defineQuery, errorMessage, type StaffBankAccountLead } from 'shared-api';
import { downloadBankLeads, getBankLeads, PREFERRED_BANKS, promotionKeys } from 'shared-api/promotions';
import { useQuery } from 'shared-api/query';
import { Badge, Box, Button, Card, chakra, formatDateTime, HStack, Link, notifyError, notifySuccess, PageFrame, PageSection, RouterLink, Stack, Text, useUrlFilters } from 'shared-ui';
import { FilterBar, FilterLabel, FilterSelect, saveFile, StaffPager, today } from 'shared-ui/staff';
import { useMarkBankLeadSent } from '../../features/promotions/api';

const fileName = (bank?: string) => `bank-account-requests-${bank ? bank.toLowerCase().replace(/[^a-z0-9]+/g, '-') : 'all-banks'}-${today()}.csv`;

/** Staff: members' bank-account requests, newest first, by bank; mark one as passed to its bank; a bank's CSV. */
export default function StaffLeadsPage() {
  const filters = useUrlFilters({ bank: '' }, { bank: PREFERRED_BANKS });
  const { page } = filters;
  const bank = filters.values.bank || undefined;
  const query = useQuery(defineQuery(promotionKeys.leads(bank ?? '', page), () => getBankLeads({ bank, page })));
  const [exporting, setExporting] = useState<'idle' | 'busy' | string>('idle');

  const exportCsv = async () => {
    setExporting('busy');
    try {
      saveFile(await downloadBankLeads(bank), fileName(bank));
      setExporting('idle');
    } catch (error) {
      setExporting(errorMessage(error));
    }
  };

  return (
    <PageSection title="Bank-account requests" lead="Members who asked a partner bank for a freelancer digital account, newest first. Export a bank's requests, pass the file to the bank, then mark them as sent.">
      <FilterBar label="Filter requests">
        <Box>
          <FilterLabel htmlFor="leads-bank">Bank</FilterLabel>
          <FilterSelect id="leads-bank" value={bank ?? ''} onChange={(e) => filters.set({ bank: e.target.value })}>
            <option value="">Every bank</option>
            {PREFERRED_BANKS.map((b) => (
              <option key={b}>{b}</option>
            ))}
          </FilterSelect>
        </Box>
        <Button variant="outline" colorPalette="brand" loading={exporting === 'busy'} onClick={() => void exportCsv()}>
          {bank ? `Export CSV for ${bank}` : 'Export CSV'}
        </Button>
      </FilterBar>
      {exporting !== 'idle' && exporting !== 'busy' && (
        <Text role="alert" color="fg.error" mb="4">
          We couldn&apos;t export the requests: {exporting}
        </Text>
      )}
      <PageFrame query={query} what="the requests" empty={{ when: (list) => list.items.length === 0, title: 'No requests', description: 'Requests members send from their dashboard will be listed here.' }}>
        {({ items, pagination }) => (
          <>
            <Stack as="ol" gap="3" listStyleType="none" aria-label="Requests, newest first">
              {items.map((lead) => (
                <LeadRow key={lead.id} lead={lead} />
              ))}
            </Stack>
            <StaffPager pagination={pagination} onPage={filters.setPage} labels={['Newer', 'Older']} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}

function LeadRow({ lead }: { lead: StaffBankAccountLead }) {
  const marking = useMarkBankLeadSent();
  const busy = marking.isPending;
  const markSent = async () => {
    try {
      const { message } = await marking.mutateAsync(lead.id);
      notifySuccess(message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  const sentPalette = lead.sent_at ? 'green' : 'orange';
  return (
    <li>
      <Card.Root as="article" variant="outline" aria-label={`${lead.name}, ${lead.preferred_bank}`}>
        <Card.Body gap="2">
          <HStack justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="0.5" minW="0">
              <Link asChild fontWeight="semibold" color="brand.fg">
                <RouterLink to={`/member/${lead.member_id}`}>{lead.name}</RouterLink>
              </Link>
              <Text fontSize="sm" overflowWrap="anywhere">
                {lead.email}
                {lead.phone && ` · ${lead.phone}`}
              </Text>
            </Stack>
            <Badge colorPalette={sentPalette} variant="subtle">
              {lead.sent_at ? 'Sent to the bank' : 'Not sent yet'}
            </Badge>
          </HStack>
          <Text fontSize="sm">
            <chakra.span fontWeight="medium">{lead.preferred_bank}</chakra.span> · {lead.city}, {lead.state} · asked <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
            {lead.sent_at && (
              <>
                {' '}
                · sent <time dateTime={lead.sent_at}>{formatDateTime(lead.sent_at)}</time>
              </>
            )}
          </Text>
          <chakra.details fontSize="sm" color="fg.muted">
            <chakra.summary cursor="pointer">What the member agreed to share</chakra.summary>
            <Text mt="1">{lead.consent_text}</Text>
          </chakra.details>
          {!lead.sent_at && (
            <Button size="sm" variant="outline" colorPalette="brand" alignSelf="start" loading={busy} onClick={() => void markSent()}>
              Mark as sent to {lead.preferred_bank}
            </Button>
          )}
        </Card.Body>
      </Card.Root>
    </li>
  );
}
