import { useRef, useState } from 'react';
import { defineQuery, type ApiResult } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { Box, Button, HStack, Link, RouterLink, Stack, submitCall } from 'shared-ui';
import { Form, Formik, TextareaField, useFormikContext } from 'shared-ui/forms';
import { FilterLabel, FilterSelect } from 'shared-ui/staff';
import { getSavedReplies, issueKeys, useReplyAndResolveIssue, useReplyToIssue } from '../../api';
import type { StaffIssue } from '../../shapes';
import { commentSchema, ISSUE_TEXT_MAX, type CommentInput } from '../../validation';

type Intent = 'reply' | 'resolve';

/**
 * The reply to the member: typed, or started from a saved reply and edited; sent alone, or sent with the issue marked
 * Resolved in one step. Either way the member is e-mailed once.
 */
export function ReplyForm({ issue }: { issue: StaffIssue }) {
  const reply = useReplyToIssue(issue.id);
  const resolve = useReplyAndResolveIssue(issue.id);
  // The button pressed decides the call; read at submit time, when a state update would not have landed yet.
  const intent = useRef<Intent>('reply');
  const [pressed, setPressed] = useState<Intent>('reply');
  const press = (chosen: Intent) => {
    intent.current = chosen;
    setPressed(chosen);
  };
  const send = (values: CommentInput): Promise<ApiResult<unknown>> => {
    const input = commentSchema.cast(values);
    return intent.current === 'resolve' ? resolve.mutateAsync(input) : reply.mutateAsync(input);
  };
  return (
    <Formik initialValues={{ description: '' } as CommentInput} validationSchema={commentSchema} onSubmit={submitCall(send, { onSuccess: (_result, helpers) => helpers.resetForm() })}>
      <Form noValidate aria-label="Reply as staff">
        <Stack gap="3">
          <SavedReplyPicker />
          <TextareaField name="description" label="Reply as staff" rows={5} maxLength={ISSUE_TEXT_MAX} required />
          {/* Only an Open issue is resolved (spec core §4); a Closed one is reopened first, from Change Status. */}
          <SendButtons canResolve={issue.status.name === 'Open'} pressed={pressed} onPress={press} />
        </Stack>
      </Form>
    </Formik>
  );
}

function SendButtons({ canResolve, pressed, onPress }: { canResolve: boolean; pressed: Intent; onPress(intent: Intent): void }) {
  const { isSubmitting } = useFormikContext();
  return (
    <HStack gap="2" wrap="wrap">
      <Button type="submit" colorPalette="brand" flex={{ base: '1', md: 'none' }} loading={isSubmitting && pressed === 'reply'} disabled={isSubmitting} onClick={() => onPress('reply')}>
        Send reply
      </Button>
      {canResolve && (
        <Button type="submit" colorPalette="brand" variant="outline" flex={{ base: '1', md: 'none' }} loading={isSubmitting && pressed === 'resolve'} disabled={isSubmitting} onClick={() => onPress('resolve')}>
          Reply and resolve
        </Button>
      )}
    </HStack>
  );
}

/** Puts a saved reply into the reply box, after what is already typed, to be edited before it is sent. */
function SavedReplyPicker() {
  const saved = useQuery(defineQuery(issueKeys.savedReplies, getSavedReplies));
  const { values, setFieldValue } = useFormikContext<CommentInput>();
  const insert = (id: string) => {
    const chosen = saved.data?.find((r) => String(r.id) === id);
    if (!chosen) return;
    const typed = values.description.trimEnd();
    void setFieldValue('description', typed ? `${typed}\n\n${chosen.body}` : chosen.body);
  };
  return (
    <HStack gap="3" align="end" wrap="wrap">
      <Box flex="1 1 12rem" minW="0">
        <FilterLabel htmlFor="saved-reply">Insert a saved reply</FilterLabel>
        <FilterSelect id="saved-reply" value="" w="full" disabled={!saved.data?.length} onChange={(e) => insert(e.target.value)}>
          <option value="">{saved.isPending ? 'Loading saved replies…' : saved.data?.length ? 'Choose a saved reply…' : 'No saved replies yet'}</option>
          {saved.data?.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
            </option>
          ))}
        </FilterSelect>
      </Box>
      <Link asChild color="brand.fg" fontSize="sm" pb="2">
        <RouterLink to="/staff/issues/saved-replies">Manage saved replies</RouterLink>
      </Link>
    </HStack>
  );
}
