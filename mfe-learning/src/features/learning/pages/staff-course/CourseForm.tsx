import type { ReactNode } from 'react';
import type { ApiResult } from 'shared-api';
import type { StaffCourse } from '../../shapes';
import { COURSE_DESCRIPTION_MAX, courseSchema, FEATURES_MAX, type CourseInput } from '../../validation';
import { Card, Grid, Heading, Stack } from 'shared-ui';
import { CheckboxField } from 'shared-ui/staff';
import { ErrorSummary } from 'shared-ui/error-summary';
import { Form, Formik, SelectField, SubmitButton, TextareaField, TextField } from 'shared-ui/forms';
import { ImageField } from 'shared-ui/image-field';
import { useStaffPrograms } from '../../api';
import { submitInput, validateWith } from '../../staff/form-errors';
import { courseFieldOf, courseInput, type CourseValues } from './course-values';

const HTML_HELP = 'HTML: paragraphs, headings, lists, links and bold text are kept; anything else is removed when saved.';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="4" borderTopWidth="1px" pt="5" minW="0">
      <Heading as="legend" size="md" mb="1">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * The course editor. `onSave` is a mutation hook's `mutateAsync` (features/learning/api.ts), which refreshes what
 * the change affects; `onSaved` is what the page does next.
 */
export function CourseForm({ initialValues, submitLabel, onSave, onSaved }: { initialValues: CourseValues; submitLabel: string; onSave(input: CourseInput): Promise<ApiResult<StaffCourse>>; onSaved?(course: StaffCourse): void }) {
  const programs = useStaffPrograms();
  const programOptions = (programs.data ?? []).map((p) => ({ value: String(p.id), label: p.title }));
  return (
    <Card.Root>
      <Card.Body>
        <Formik
          initialValues={initialValues}
          validate={validateWith(courseSchema, courseInput, courseFieldOf)}
          onSubmit={submitInput(courseInput, (input) => onSave(courseSchema.cast(input)), { fieldOf: courseFieldOf, onSuccess: ({ data }) => onSaved?.(data) })}
        >
          <Form noValidate aria-label="Course">
            <Stack gap="5">
              <ErrorSummary />
              <Stack gap="4">
                <SelectField name="program_id" label="Programme" options={programOptions} placeholder="Choose the programme" required />
                <Grid templateColumns={{ base: '1fr', sm: '2fr 1fr' }} gap="3">
                  <TextField name="title" label="Title" required />
                  <TextField name="batch" label="Batch" helper="e.g. Batch 2; empty for a single intake." />
                </Grid>
                <TextareaField name="description" label="Description" rows={8} maxLength={COURSE_DESCRIPTION_MAX} required helper={HTML_HELP} />
                <TextareaField name="features" label="What you’ll learn" rows={5} helper={`One point a line, up to ${FEATURES_MAX}.`} />
                <ImageField name="image" label="Image" alt="The course’s image" empty="No image" uploadingLabel="Uploading the image" removeLabel="Remove the image" />
              </Stack>
              <Part title="Registrations">
                <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                  <TextField name="start_date" label="Registration opens (Karachi time)" type="datetime-local" helper="Empty: from now." />
                  <TextField name="end_date" label="Registration closes (Karachi time)" type="datetime-local" helper="Empty: no closing date." />
                </Grid>
                <CheckboxField name="published" label="Published" helper="Members see the course on its programme’s page. A draft is seen by staff only." />
                <CheckboxField name="registrations_open" label="Registrations are open" helper="Members can enrol between the dates above. Unticked, registrations are closed whatever the dates." />
                <CheckboxField name="requires_acceptance" label="Enrolments need acceptance" helper="Staff accept or decline each enrolment (the member is e-mailed); only accepted members may take the quiz." />
              </Part>
              <Part title="Quiz and certificate">
                <CheckboxField name="certification" label="Certification is on" helper="Enrolled members take the course’s quiz; those who pass get a certificate." />
                <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                  <TextField name="quiz_allowed_attempts" label="Allowed attempts" type="number" inputMode="numeric" required />
                  <TextField name="quiz_passing_percentage" label="Passing percentage" type="number" inputMode="numeric" required />
                </Grid>
                <TextareaField name="quiz_description" label="About the quiz" rows={3} maxLength={2000} helper="Shown on the quiz’s instructions page (plain text)." />
                <CheckboxField name="show_score" label="Show the score on the certificate" />
                <TextField name="post_program_questionnaire_link" label="Post-programme feedback questionnaire" type="url" helper="A link members are given with their result, e.g. a Google Form." />
              </Part>
              <SubmitButton alignSelf={{ base: 'stretch', md: 'start' }}>{submitLabel}</SubmitButton>
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
