import { t } from '@lingui/core/macro';
import { PageSection } from 'shared-ui';
import { Directory } from '../../Directory';

/** The member directory: every member who appears on Our Voice or to members only. */
export default function PeersPage() {
  return (
    <PageSection title={t`Peers`} lead={t`Fellow members of the association: find collaborators by skill, rate or name.`} width="6xl">
      <Directory audience="members" />
    </PageSection>
  );
}
