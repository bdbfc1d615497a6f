import type { StaffLearningProgram } from '../../shapes';
import { programSchema } from '../../validation';
import { Stack } from 'shared-ui';
import { ErrorSummary } from 'shared-ui/error-summary';
import { Form, Formik, SelectField, SubmitButton, TextareaField, TextField } from 'shared-ui/forms';
import { useUpdateProgram } from '../../api';
import { courseName } from '../../staff/course-parts';
import { submitInput, validateWith } from '../../staff/form-errors';

interface ProgramValues {
  title: string;
  summary: string;
  /** a course's id, or '' for none */
  register_course_id: string;
}

const valuesOf = (program: StaffLearningProgram): ProgramValues => ({
  title: program.title,
  summary: program.summary,
  register_course_id: program.register_course_id ? String(program.register_course_id) : '',
});

const toInput = (values: ProgramValues) => ({ ...values, register_course_id: values.register_course_id ? Number(values.register_course_id) : null });

/** The programme's title and summary on its public page, and the course its Register Now enrols members in. */
export function ProgramForm({ program }: { program: StaffLearningProgram }) {
  const update = useUpdateProgram(program.id);
  const courses = program.courses.map((c) => ({ value: String(c.id), label: c.published ? courseName(c) : `${courseName(c)} (draft)` }));
  return (
    <Formik
      initialValues={valuesOf(program)}
      validate={validateWith(programSchema, toInput)}
      onSubmit={submitInput(toInput, (input) => update.mutateAsync(programSchema.cast(input)))}
    >
      <Form noValidate aria-label="Programme">
        <Stack gap="4">
          <ErrorSummary />
          <TextField name="title" label="Title" required />
          <TextareaField name="summary" label="Summary" rows={4} maxLength={2000} helper="Shown at the top of the programme’s page." />
          <SelectField
            name="register_course_id"
            label="Register Now enrols in"
            options={courses}
            placeholder="No course"
            helper="The course the Register Now button of the programme’s page enrols members in."
          />
          <SubmitButton alignSelf={{ base: 'stretch', md: 'start' }}>Save the programme</SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
