import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from 'shared-ui';
import { SimpleDialog } from 'shared-ui/overlays';

/** The confirmation before the quiz (spec §2.13: "Get Ready", Do it Later, Start Quiz); loaded with the first click. */
export default function GetReadyDialog({ questions, onStart, onClose }: { questions: number; onStart(): void; onClose(): void }) {
  return (
    <SimpleDialog
      title={t`Get Ready`}
      role="alertdialog"
      onClose={onClose}
      confirm={{
        label: t`Start Quiz`,
        cancelLabel: t`Do it Later`,
        action: async () => onStart(),
        describeFailure: () => '',
      }}
    >
      <Stack gap="3">
        <Text>
          {plural(questions, {
            one: 'The quiz has # question. Set aside at least one hour of uninterrupted time before you start.',
            other: 'The quiz has # questions. Set aside at least one hour of uninterrupted time before you start.',
          })}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          <Trans>Your answers are kept on this device until you submit them, so a lost connection does not lose your work. Each submission uses one of your attempts.</Trans>
        </Text>
      </Stack>
    </SimpleDialog>
  );
}
