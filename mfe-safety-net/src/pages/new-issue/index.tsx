import { ISSUE_TOPICS } from 'shared-api';
import { ISSUE_TEXT_MAX } from 'shared-api/limits';
import type { IssueInput } from 'shared-api/validation/issues';
import { Card, PageSection, Stack, submitCall, Text, useNavigate } from 'shared-ui';
import { Form, Formik, SelectField, SubmitButton, TextareaField, TextField } from 'shared-ui/forms';
import { issueSchema } from '../../features/forms/schemas';
import { useCreateIssue } from '../../features/issues/api';

const topics = ISSUE_TOPICS.map((topic) => ({ value: topic, label: topic }));
const initialValues: IssueInput = { title: '', topic: '' as IssueInput['topic'], description: '' };

/** New Issue (spec: core §5): title, topic and description, each required with the spec's message. */
export default function NewIssuePage() {
  const navigate = useNavigate();
  const create = useCreateIssue();
  return (
    <PageSection title="New Issue" lead="Tell us what you need help with. Our team reads every issue and answers here." width="3xl">
      <Card.Root>
        <Card.Body>
          <Formik
            initialValues={initialValues}
            validationSchema={issueSchema}
            onSubmit={submitCall(async (values: IssueInput) => create.mutateAsync(await issueSchema.cast(values)), {
              onSuccess: ({ data }) => navigate(`/dashboard/issues/${data.id}`),
            })}
          >
            <Form noValidate aria-label="New issue">
              <Stack gap="4">
                <TextField name="title" label="Title" required />
                <SelectField name="topic" label="Topic" options={topics} placeholder="Select a topic" required />
                <TextareaField name="description" label="Description" rows={6} maxLength={ISSUE_TEXT_MAX} required />
                <Text fontSize="sm" color="fg.muted">
                  You will find the answer on the issue&apos;s page, and we will e-mail you when there is one.
                </Text>
                <SubmitButton alignSelf={{ base: 'stretch', md: 'start' }}>Submit issue</SubmitButton>
              </Stack>
            </Form>
          </Formik>
        </Card.Body>
      </Card.Root>
    </PageSection>
  );
}
