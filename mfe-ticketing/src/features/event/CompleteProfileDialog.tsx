import { Button, CloseButton, COMPLETE_PROFILE_PATH, RouterLink, Text } from 'shared-ui';
import { Dialog, Portal } from 'shared-ui/overlays';

/** spec §8: the incomplete-profile dialog, leading to complete-profile and back here. */
export default function CompleteProfileDialog({ referrer, onClose }: { referrer: string; onClose(): void }) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', sm: 'sm' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Please complete your profile</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>We&apos;ve noticed you haven&apos;t completed your profile. Please complete your profile before continuing</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button asChild colorPalette="brand">
                <RouterLink to={`${COMPLETE_PROFILE_PATH}?referrer=${encodeURIComponent(referrer)}`}>Complete your profile</RouterLink>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
