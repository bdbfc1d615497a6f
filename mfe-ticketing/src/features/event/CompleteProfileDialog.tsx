import { Button, COMPLETE_PROFILE_PATH, RouterLink, Text } from 'shared-ui';
import { SimpleDialog } from 'shared-ui/overlays';

/** spec §8: the incomplete-profile dialog, leading to complete-profile and back here. */
export default function CompleteProfileDialog({ referrer, onClose }: { referrer: string; onClose(): void }) {
  return (
    <SimpleDialog
      title="Please complete your profile"
      onClose={onClose}
      footer={
        <Button asChild colorPalette="brand">
          <RouterLink to={`${COMPLETE_PROFILE_PATH}?referrer=${encodeURIComponent(referrer)}`}>Complete your profile</RouterLink>
        </Button>
      }
    >
      <Text>We&apos;ve noticed you haven&apos;t completed your profile. Please complete your profile before continuing</Text>
    </SimpleDialog>
  );
}
