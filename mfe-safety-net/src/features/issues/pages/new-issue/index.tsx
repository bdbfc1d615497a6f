import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ISSUE_TOPICS } from 'shared-api';
import { ISSUE_TEXT_MAX } from 'shared-api/limits';
import { Card, PageSection, Stack, submitCall, Text, useNavigate, useSearchParams } from 'shared-ui';
import { Form, Formik, SelectField, SubmitButton, TextareaField, TextField } from 'shared-ui/forms';
import { issueSchema } from '../../schema';
import { AttachmentField } from '../../AttachmentField';
import { topicLabel } from '../../labels';
import { useCreateIssue } from '../../api';
import type { IssueInput } from '../../validation';

const ORDERS_TOPIC: IssueInput['topic'] = 'Tickets & payments';

/**
 * New Issue (spec: core §5): title, topic and description, each required with the spec's message; the order it is
 * about, if any, and files attached. `?order=41` (a link from an order) fills in the order and its topic.
 */
export default function NewIssuePage() {
  const navigate = useNavigate();
  const create = useCreateIssue();
  const [params] = useSearchParams();
  const [uploading, setUploading] = useState(false);
  const topics = ISSUE_TOPICS.map((topic) => ({ value: topic, label: topicLabel(topic) }));
  const order = /^\d{1,15}$/.test(params.get('order') ?? '') ? Number(params.get('order')) : null;
  const initialValues: IssueInput = { title: '', topic: (order ? ORDERS_TOPIC : '') as IssueInput['topic'], description: '', order_id: order, attachments: [] };
  return (
    <PageSection title={t`New Issue`} lead={t`Tell us what you need help with. Our team reads every issue and answers here.`} width="3xl">
      <Card.Root>
        <Card.Body>
          <Formik
            initialValues={initialValues}
            validationSchema={issueSchema}
            onSubmit={submitCall(async (values: IssueInput) => create.mutateAsync(await issueSchema.cast(values)), {
              onSuccess: ({ data }) => navigate(`/dashboard/issues/${data.id}`),
            })}
          >
            <Form noValidate aria-label={t`New issue`}>
              <Stack gap="4">
                <TextField name="title" label={t`Title`} required />
                <SelectField name="topic" label={t`Topic`} options={topics} placeholder={t`Select a topic`} required />
                <TextField name="order_id" label={t`Order number`} helper={t`If it is about an order, its number from your Order History, such as 41.`} inputMode="numeric" />
                <TextareaField name="description" label={t`Description`} rows={6} maxLength={ISSUE_TEXT_MAX} required />
                <AttachmentField onUploading={setUploading} />
                <Text fontSize="sm" color="fg.muted">
                  <Trans>You will find the answer on the issue&apos;s page, and we will e-mail you when there is one.</Trans>
                </Text>
                <SubmitButton alignSelf={{ base: 'stretch', md: 'start' }} disabled={uploading}>
                  <Trans>Submit issue</Trans>
                </SubmitButton>
              </Stack>
            </Form>
          </Formik>
        </Card.Body>
      </Card.Root>
    </PageSection>
  );
}
