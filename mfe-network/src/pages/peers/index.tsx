import { PageSection } from 'shared-ui';
import { Directory } from '../../features/directory/Directory';

/** The member directory: every member who appears on Our Voice or to members only. */
export default function PeersPage() {
  return (
    <PageSection title="Peers" lead="Fellow members of the association: find collaborators by skill, rate or name." width="6xl">
      <Directory audience="members" />
    </PageSection>
  );
}
