import { ImageField } from 'shared-ui/image-field';

/** The member's profile picture: required, shown round, its rules' message shown once a file was chosen. */
export function AvatarField() {
  return <ImageField name="avatar" label="Profile picture" required look="photo" alt="Your profile picture" empty={null} uploadingLabel="Uploading your picture" touchOnChoose />;
}
