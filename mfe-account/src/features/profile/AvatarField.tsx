import { t } from '@lingui/core/macro';
import { ImageField } from 'shared-ui/image-field';

/** The member's profile picture: required, shown round, its rules' message shown once a file was chosen. */
export function AvatarField() {
  return <ImageField name="avatar" label={t`Profile picture`} required look="photo" alt={t`Your profile picture`} empty={null} uploadingLabel={t`Uploading your picture`} touchOnChoose />;
}
