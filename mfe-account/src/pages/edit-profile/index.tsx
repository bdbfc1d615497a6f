import { PageSection } from 'shared-ui';

export default function EditProfilePage() {
  return <PageSection title="edit-profile" />;
}
