import { saveProfile, track } from 'shared-api';
import { PageFrame, submitCall } from 'shared-ui';
import { reloadProfile, useProfile } from '../member/useProfile';
import { ProfileForm } from './ProfileForm';
import { useLookups } from './useLookups';
import { toProfileInput, valuesFromProfile } from './values';

/** Loads the saved profile into the form and saves it; the page decides where the member goes next. */
export function ProfileEditor({ submitLabel, onSaved }: { submitLabel: string; onSaved: () => void }) {
  const query = useProfile();
  // Loaded alongside the profile rather than after it, so the lists are ready when the form appears.
  const lookups = useLookups();
  if (!query.data) return <PageFrame query={query} what="your profile" />;
  return (
    <ProfileForm
      initialValues={valuesFromProfile(query.data)}
      lookups={lookups}
      submitLabel={submitLabel}
      // saveProfile refreshes user_details, so the completion notices update at once.
      onSubmit={submitCall((values) => saveProfile(toProfileInput(values)), {
        onSuccess: () => {
          track('CompleteRegistration');
          void reloadProfile();
          onSaved();
        },
      })}
    />
  );
}
