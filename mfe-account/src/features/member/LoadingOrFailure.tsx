import { Alert, Box, Button, Center, Spinner } from 'shared-ui';
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
  return (
    <Alert.Root status="error" role="alert" borderRadius="l2">
      <Alert.Indicator />
      <Box flex="1">
        <Alert.Title>Your profile could not be loaded</Alert.Title>
        <Alert.Description>{state.message}</Alert.Description>
      </Box>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}
