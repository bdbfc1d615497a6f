import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ApiError, errorMessage, track } from 'shared-api';
import type { CourseProgram } from '../../shapes';
import { answersOf } from '../../enums';
import { Card, notifyError, notifySuccess, Stack, useNavigate } from 'shared-ui';
import { Form, Formik, lazySchema, SelectField, SubmitButton, TextareaField, type FormikHelpers } from 'shared-ui/forms';
import { useEnrollInCourse } from '../../api';
import { answerFieldErrors } from '../../field-errors';
import { thankYouPath } from '../../paths';

interface Values {
  course: string;
  answers: Record<string, string>;
}

/** The course (preselected when the page's course is open) and one field per question of the programme. */
export function EnrolmentForm({ data, courseId }: { data: CourseProgram; courseId: string }) {
  const enrol = useEnrollInCourse();
  const navigate = useNavigate();
  const questions = useMemo(() => data.questionnaire?.questions ?? [], [data.questionnaire]);
  const ids = useMemo(() => questions.map((q) => q.id), [questions]);
  // Loaded when the form first validates, not with the page: yup and the schemas are 17.5 KB gzip.
  const schema = useMemo(() => lazySchema(() => import('../../validation').then((m) => m.enrolmentFormSchema(ids))), [ids]);
  const initialValues: Values = {
    course: data.courses.some((c) => String(c.id) === courseId) ? courseId : '',
    answers: Object.fromEntries(ids.map((id) => [`q${id}`, ''])),
  };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const { data: created, message } = await enrol.mutateAsync({
        course: Number(values.course),
        questionnaire_id: data.questionnaire?.id ?? null,
        questionnaire: answersOf(values.answers, ids),
      });
      if (message) notifySuccess(message);
      track('CourseEnrolled', { course_id: Number(values.course), program_id: data.program.id });
      navigate(thankYouPath(created.hashed));
    } catch (error) {
      if (error instanceof ApiError) {
        const errors: { course?: string; answers?: Record<string, string> } = {};
        if (error.fieldErrors.course) errors.course = error.fieldErrors.course;
        const answers = answerFieldErrors(error.fieldErrors, ids);
        if (Object.keys(answers).length) errors.answers = answers;
        if (Object.keys(errors).length) helpers.setErrors(errors);
      }
      notifyError(errorMessage(error));
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
          <Form noValidate aria-label={t`Course enrolment`}>
            <Stack gap="5">
              <SelectField name="course" label={t`Course`} options={data.courses.map((c) => ({ value: String(c.id), label: c.title }))} placeholder={t`Select your course`} required />
              {questions.map((q) =>
                q.type === 'mcq' ? (
                  <SelectField
                    key={q.id}
                    name={`answers.q${q.id}`}
                    label={q.question}
                    options={q.choices.map((c) => ({ value: String(c.id), label: c.answer }))}
                    placeholder={t`Select an answer`}
                    required
                  />
                ) : (
                  <TextareaField key={q.id} name={`answers.q${q.id}`} label={q.question} rows={3} required />
                ),
              )}
              <SubmitButton size="lg" alignSelf={{ base: 'stretch', md: 'start' }}>
                <Trans>Enrol Now</Trans>
              </SubmitButton>
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
