import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { getStaffSystem, systemKeys } from '../../api';
import { useNoticesOverview } from '../../../notices/api';
import { MonthFigures } from '../../../notices/staff-parts';
import { Button, formatDateTime, HStack, Link, PageFrame, PageSection, RouterLink, Stack, Text } from 'shared-ui';
import { BackupsSection } from './BackupsSection';
import { JobsSection } from './JobsSection';
import { MailSection } from './MailSection';
import { SystemSection } from './parts';
import { ReadinessSection } from './ReadinessSection';
import { ReleaseSection } from './ReleaseSection';

/** The WhatsApp and SMS messages of this month, which cost money, as the notices page counts them. */
function NoticesSection() {
  const query = useNoticesOverview();
  return (
    <SystemSection id="notices" title="WhatsApp and SMS this month">
      <PageFrame query={query} what="this month’s messages">
        {(overview) => <MonthFigures month={overview.this_month} />}
      </PageFrame>
      <Link asChild color="brand.fg" alignSelf="start">
        <RouterLink to="/staff/notices">Notices and their templates</RouterLink>
      </Link>
    </SystemSection>
  );
}

/**
 * Admins: `/staff/system`, how the site stands as the instance that answers reads it now: each part's readiness, the
 * release (server and pinned remotes), the backups, the mail, this month's WhatsApp and SMS messages and the job
 * queues. A part the server could not read is said so, and the others are still shown. Read again every minute and
 * whenever the tab comes back.
 */
export default function StaffSystemPage() {
  const query = useQuery({ ...defineQuery(systemKeys.system, getStaffSystem), refetchInterval: 60_000 });
  return (
    <PageSection title="System" lead="How the site stands now: what an operator checks first when something seems wrong." width="5xl">
      <PageFrame query={query} what="the site’s state">
        {(system) => (
          <Stack gap="5">
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                Read at <time dateTime={system.checked_at}>{formatDateTime(system.checked_at)}</time>
              </Text>
              <Button size="sm" variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
                Check again
              </Button>
            </HStack>
            <ReadinessSection readiness={system.readiness} />
            <BackupsSection system={system} />
            <MailSection system={system} />
            <NoticesSection />
            <JobsSection system={system} />
            <ReleaseSection system={system} />
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}
