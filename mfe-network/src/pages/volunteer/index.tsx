import { EmptyState, PageSection } from 'shared-ui';

export default function VolunteerPage() {
  return (
    <PageSection title="Volunteer with us">
      <EmptyState title="Applications open soon" description="You will be able to apply as a chapter contributor, university ambassador, meetup host or speaker here." />
    </PageSection>
  );
}
