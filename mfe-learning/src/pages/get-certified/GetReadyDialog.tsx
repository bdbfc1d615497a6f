import { Stack, Text } from 'shared-ui';
import { SimpleDialog } from 'shared-ui/overlays';

/** The confirmation before the quiz (spec §2.13: "Get Ready", Do it Later, Start Quiz); loaded with the first click. */
export default function GetReadyDialog({ questions, onStart, onClose }: { questions: number; onStart(): void; onClose(): void }) {
  return (
    <SimpleDialog
      title="Get Ready"
      role="alertdialog"
      onClose={onClose}
      confirm={{
        label: 'Start Quiz',
        cancelLabel: 'Do it Later',
        action: async () => onStart(),
        describeFailure: () => '',
      }}
    >
      <Stack gap="3">
        <Text>
          The quiz has {questions} {questions === 1 ? 'question' : 'questions'}. Set aside at least one hour of uninterrupted time before you start.
        </Text>
        <Text color="fg.muted" fontSize="sm">
          Your answers are kept on this device until you submit them, so a lost connection does not lose your work. Each submission uses one of your attempts.
        </Text>
      </Stack>
    </SimpleDialog>
  );
}
