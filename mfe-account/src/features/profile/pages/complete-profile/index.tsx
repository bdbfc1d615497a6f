import { t } from '@lingui/core/macro';
import { PageSection, useNavigate, useReferrer } from 'shared-ui';
import { ProfileEditor } from '../../ProfileEditor';

export default function CompleteProfilePage() {
  const navigate = useNavigate();
  const referrer = useReferrer();
  return (
    <PageSection
      title={t`Complete Your Profile`}
      lead={t`Tell other members and clients about your work. A complete profile appears in the directory and unlocks every member benefit.`}
      width="4xl"
    >
      {/* spec: core §4, after saving the member goes back to where the completion notice stopped them. */}
      <ProfileEditor submitLabel={t`Save profile`} onSaved={() => navigate(referrer ?? '/profile')} />
    </PageSection>
  );
}
