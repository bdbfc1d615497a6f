import { t } from '@lingui/core/macro';
import { track } from 'shared-api';
import { PageFrame, submitCall } from 'shared-ui';
import { useSaveProfile } from './api';
import { useProfile } from '../member/useProfile';
import { ProfileForm } from './ProfileForm';
import { useLookups } from './useLookups';
import { toProfileInput, valuesFromProfile } from './values';

/** Loads the saved profile into the form and saves it; the page decides where the member goes next. */
export function ProfileEditor({ submitLabel, onSaved }: { submitLabel: string; onSaved: () => void }) {
  const query = useProfile();
  // Loaded alongside the profile rather than after it, so the lists are ready when the form appears.
  const lookups = useLookups();
  const save = useSaveProfile();
  if (!query.data) return <PageFrame query={query} what={t`your profile`} />;
  return (
    <ProfileForm
      initialValues={valuesFromProfile(query.data)}
      lookups={lookups}
      submitLabel={submitLabel}
      // saveProfile refreshes user_details, so the completion notices update at once; the hook reads the profile again.
      onSubmit={submitCall(async (values) => save.mutateAsync(await toProfileInput(values)), {
        onSuccess: () => {
          track('CompleteRegistration');
          onSaved();
        },
      })}
    />
  );
}
