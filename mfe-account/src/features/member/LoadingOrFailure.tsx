import { Center, LoadFailure, Spinner } from 'shared-ui';
import type { ProfileState } from './useProfile';

/** What a page that needs the profile shows until it has it: a spinner, or the failure with a retry. */
export function LoadingOrFailure({ state, onRetry }: { state: Exclude<ProfileState, { status: 'ready' }>; onRetry: () => void }) {
  if (state.status === 'loading') {
    return (
      <Center py="16">
        <Spinner size="lg" color="brand.solid" aria-label="Loading your profile" />
      </Center>
    );
  }
  return <LoadFailure title="Your profile could not be loaded" message={state.message} onRetry={onRetry} />;
}
