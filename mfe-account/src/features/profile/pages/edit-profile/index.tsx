import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, PageSection, RouterLink } from 'shared-ui';
import { NoticeChoiceSection } from '../../../notices/NoticeChoiceSection';
import { ProfileEditor } from '../../ProfileEditor';

export default function EditProfilePage() {
  return (
    <PageSection
      title={t`Edit Profile`}
      lead={
        <Trans>
          Keep your directory profile up to date. Your name, email and password are changed on{' '}
          <Link asChild colorPalette="brand">
            <RouterLink to="/profile">your account page</RouterLink>
          </Link>
          .
        </Trans>
      }
      width="4xl"
    >
      {/* The member stays on the form after saving, to keep editing or review it. */}
      <ProfileEditor submitLabel={t`Save changes`} onSaved={() => {}} />
      {/* Its own form and Save button: choosing how notices come does not save the profile, nor the profile it. */}
      <NoticeChoiceSection />
    </PageSection>
  );
}
