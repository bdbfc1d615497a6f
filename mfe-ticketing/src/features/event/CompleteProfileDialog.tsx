import { t } from '@lingui/core/macro';
import { Button, COMPLETE_PROFILE_PATH, RouterLink, Text } from 'shared-ui';
import { SimpleDialog } from 'shared-ui/overlays';

/** spec §8: the incomplete-profile dialog, leading to complete-profile and back here. */
export default function CompleteProfileDialog({ referrer, onClose }: { referrer: string; onClose(): void }) {
  return (
    <SimpleDialog
      title={t`Please complete your profile`}
      onClose={onClose}
      footer={
        <Button asChild colorPalette="brand">
          <RouterLink to={`${COMPLETE_PROFILE_PATH}?referrer=${encodeURIComponent(referrer)}`}>{t`Complete your profile`}</RouterLink>
        </Button>
      }
    >
      <Text>{t`We've noticed you haven't completed your profile. Please complete your profile before continuing`}</Text>
    </SimpleDialog>
  );
}
