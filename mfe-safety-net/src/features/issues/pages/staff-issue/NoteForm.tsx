import { Box, Stack, submitCall } from 'shared-ui';
import { Form, Formik, SubmitButton, TextareaField } from 'shared-ui/forms';
import { useAddIssueNote } from '../../api';
import { NOTE_LOOK } from '../../parts';
import { ISSUE_TEXT_MAX, noteSchema, type NoteInput } from '../../validation';

/** An internal note for the other staff: tinted orange, like the notes in the conversation, and never sent to the member. */
export function NoteForm({ issueId }: { issueId: number }) {
  const add = useAddIssueNote(issueId);
  return (
    <Box {...NOTE_LOOK} borderRadius="l2" p={{ base: 3, md: 4 }}>
      <Formik
        initialValues={{ description: '' } as NoteInput}
        validationSchema={noteSchema}
        onSubmit={submitCall((values: NoteInput) => add.mutateAsync(noteSchema.cast(values)), { onSuccess: (_result, helpers) => helpers.resetForm() })}
      >
        <Form noValidate aria-label="Internal note">
          <Stack gap="3">
            <TextareaField name="description" label="Internal note" helper="Only staff see notes. The member is not told." rows={3} maxLength={ISSUE_TEXT_MAX} required />
            <SubmitButton alignSelf={{ base: 'stretch', md: 'start' }} colorPalette="orange">
              Add note
            </SubmitButton>
          </Stack>
        </Form>
      </Formik>
    </Box>
  );
}
