import { useState } from 'react';
import { defineQuery, errorMessage, type VolunteerApplicationsFilter } from 'shared-api';
import { downloadVolunteerApplications, getVolunteerApplications, staffKeys } from 'shared-api/staff';
import { VOLUNTEER_KINDS } from 'shared-api/validation';
import { useQuery } from 'shared-api/query';
import { Box, Button, PageFrame, PageSection, Stack, Text, useUrlFilters } from 'shared-ui';
import { FilterBar, FilterDateInput, FilterLabel, FilterSelect, saveFile, StaffPager, today } from 'shared-ui/staff';
import { ApplicationCard } from './ApplicationCard';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Staff: the volunteer applications, newest first, by kind and by day, with a link to each applicant's profile. */
export default function VolunteersPage() {
  const filters = useUrlFilters({ for: '', from: '', to: '' }, { for: VOLUNTEER_KINDS.map((kind) => kind.value), from: isDay, to: isDay });
  const { values, page } = filters;
  const filter: VolunteerApplicationsFilter = { for: values.for || undefined, from: values.from || undefined, to: values.to || undefined };
  const query = useQuery(defineQuery(staffKeys.volunteers({ ...filter, page }), () => getVolunteerApplications({ ...filter, page })));
  const [exporting, setExporting] = useState<'idle' | 'busy' | string>('idle');

  const exportCsv = async () => {
    setExporting('busy');
    try {
      saveFile(await downloadVolunteerApplications(filter), `volunteer-applications-${today()}.csv`);
      setExporting('idle');
    } catch (error) {
      setExporting(errorMessage(error));
    }
  };

  return (
    <PageSection title="Volunteer applications">
      <Text color="fg.muted" mb="4">
        Members who offered to help as chapter contributors, university ambassadors, meetup hosts or speakers. Days are Karachi time.
      </Text>
      <FilterBar label="Filter applications">
        <Box>
          <FilterLabel htmlFor="volunteers-kind">Application</FilterLabel>
          <FilterSelect id="volunteers-kind" value={filter.for ?? ''} onChange={(e) => filters.set({ for: e.target.value })}>
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
          <FilterDateInput id="volunteers-from" type="date" value={filter.from ?? ''} max={filter.to} onChange={(e) => filters.set({ from: e.target.value })} />
        </Box>
        <Box>
          <FilterLabel htmlFor="volunteers-to">To</FilterLabel>
          <FilterDateInput id="volunteers-to" type="date" value={filter.to ?? ''} min={filter.from} onChange={(e) => filters.set({ to: e.target.value })} />
        </Box>
        <Button variant="outline" colorPalette="brand" loading={exporting === 'busy'} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </FilterBar>
      {exporting !== 'idle' && exporting !== 'busy' && (
        <Text role="alert" color="fg.error" mb="4">
          We couldn&apos;t export the applications: {exporting}
        </Text>
      )}
      <PageFrame
        query={query}
        what="the applications"
        empty={{ when: (list) => list.items.length === 0, title: 'No applications', description: 'Applications that match these filters will be listed here.' }}
      >
        {({ items, pagination }) => (
          <>
            <Stack as="ol" gap="3" listStyleType="none" aria-label="Applications, newest first">
              {items.map((application) => (
                <ApplicationCard key={application.id} application={application} />
              ))}
            </Stack>
            <StaffPager pagination={pagination} onPage={filters.setPage} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
