import { t } from '@lingui/core/macro';
import { defineQuery } from 'shared-api';
import { homeKeys } from 'shared-api/home';
import { getMemberHome } from '../../requests';
import { useQuery } from 'shared-api/query';
import { PageFrame, PageSection, SimpleGrid } from 'shared-ui';
import { EventsCard } from './EventsCard';
import { HomeSkeleton } from './HomeSkeleton';
import { IssuesCard } from './IssuesCard';
import { MembershipCard, ProfileCard } from './AccountCards';

/**
 * The member's home (/dashboard): the next events they hold tickets for, their membership, their open issues with
 * unread staff replies marked, and whether their profile is complete, each with where to go next. One read.
 */
export default function MemberHomePage() {
  const query = useQuery(defineQuery(homeKeys.home, getMemberHome));
  const name = query.data?.name ?? '';
  return (
    <PageSection title={t`Dashboard`} lead={query.data ? t`Welcome, ${name}.` : undefined}>
      <PageFrame query={query} what={t`your dashboard`} skeleton={<HomeSkeleton />}>
        {(home) => (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 4, md: 6 }}>
            <EventsCard events={home.events} />
            <IssuesCard issues={home.issues} />
            <MembershipCard membership={home.membership} />
            <ProfileCard completed={home.profile_completed} />
          </SimpleGrid>
        )}
      </PageFrame>
    </PageSection>
  );
}
