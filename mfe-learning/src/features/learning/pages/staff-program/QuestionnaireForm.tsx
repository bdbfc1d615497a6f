import type { StaffLearningProgram } from '../../shapes';
import { questionnaireSchema } from '../../validation';
import { Card, Stack } from 'shared-ui';
import { ErrorSummary } from 'shared-ui/error-summary';
import { Form, Formik, SubmitButton } from 'shared-ui/forms';
import { useSaveProgramQuestionnaire } from '../../api';
import { submitInput, validateWith } from '../../staff/form-errors';
import { questionnaireInput, questionsValuesOf } from '../../staff/questions';
import { QuestionsEditor } from '../../staff/QuestionsEditor';

/** The programme's enrolment questionnaire, saved on its own: no answer is right or wrong. */
export function QuestionnaireForm({ program }: { program: StaffLearningProgram }) {
  const save = useSaveProgramQuestionnaire(program.id);
  return (
    <Card.Root>
      <Card.Body>
        <Formik
          initialValues={questionsValuesOf(program.questionnaire?.questions)}
          validate={validateWith(questionnaireSchema, questionnaireInput)}
          onSubmit={submitInput(questionnaireInput, (input) => save.mutateAsync(questionnaireSchema.cast(input)))}
        >
          <Form noValidate aria-label="Enrolment questionnaire">
            <Stack gap="5">
              <ErrorSummary />
              <QuestionsEditor scored={false} />
              <SubmitButton alignSelf={{ base: 'stretch', md: 'start' }}>Save the questionnaire</SubmitButton>
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
