import { saveProfile, track } from 'shared-api';
import { notifySuccess } from 'shared-ui';
import { reportFailure } from '../forms/report-failure';
import { LoadingOrFailure } from '../member/LoadingOrFailure';
import { useProfile } from '../member/useProfile';
import { ProfileForm } from './ProfileForm';
import { useLookups } from './useLookups';
import { toProfileInput, valuesFromProfile } from './values';

/** Loads the saved profile into the form and saves it; the page decides where the member goes next. */
export function ProfileEditor({ submitLabel, onSaved }: { submitLabel: string; onSaved: () => void }) {
  const { state, retry } = useProfile();
  // Loaded alongside the profile rather than after it, so the lists are ready when the form appears.
  const lookups = useLookups();
  if (state.status !== 'ready') return <LoadingOrFailure state={state} onRetry={retry} />;
  return (
    <ProfileForm
      initialValues={valuesFromProfile(state.profile)}
      lookups={lookups}
      submitLabel={submitLabel}
      onSubmit={async (values, { setErrors }) => {
        try {
          // saveProfile refreshes user_details, so the completion notices update at once.
          const { message } = await saveProfile(toProfileInput(values));
          track('CompleteRegistration');
          notifySuccess(message);
          onSaved();
        } catch (error) {
          reportFailure(error, setErrors);
        }
      }}
    />
  );
}
