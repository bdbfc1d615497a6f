import type { StaffCourse } from '../../shapes';
import { quizSchema } from '../../validation';
import { Alert, Card, Heading, Stack, Text } from 'shared-ui';
import { ErrorSummary } from 'shared-ui/error-summary';
import { Form, Formik, SubmitButton, useFormikContext } from 'shared-ui/forms';
import { useSaveCourseQuiz } from '../../api';
import { submitInput, validateWith } from '../../staff/form-errors';
import { passingScore, questionsValuesOf, quizInput, totalPoints, type QuestionsValues } from '../../staff/questions';
import { QuestionsEditor } from '../../staff/QuestionsEditor';

/** The quiz's figures as they stand in the editor, at the course's saved passing percentage. */
function QuizTotals({ percentage }: { percentage: number }) {
  const { values } = useFormikContext<QuestionsValues>();
  const total = totalPoints(values);
  return (
    <Text fontWeight="medium" aria-live="polite">
      Total: {total} {total === 1 ? 'point' : 'points'} · Passing score: {passingScore(total, percentage)} ({percentage}% of {total}, rounded up)
    </Text>
  );
}

/** A course's quiz, saved on its own: each multiple-choice question has one correct answer and its points. */
export function QuizForm({ course }: { course: StaffCourse }) {
  const save = useSaveCourseQuiz(course.id);
  return (
    <Stack as="section" aria-labelledby="quiz-heading" gap="3">
      <Heading id="quiz-heading" as="h2" size="md">
        Quiz
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        A multiple-choice question has one correct answer and is worth its points. Text questions are not scored: their answers are on the course’s results page. Saving replaces the quiz for new
        attempts; past attempts keep their scores.
      </Text>
      {!course.certification && (
        <Alert.Root status="info" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Description>Certification is off: members do not see the quiz until it is turned on above.</Alert.Description>
        </Alert.Root>
      )}
      <Card.Root>
        <Card.Body>
          <Formik
            initialValues={questionsValuesOf(course.quiz?.questions)}
            validate={validateWith(quizSchema, quizInput)}
            onSubmit={submitInput(quizInput, (input) => save.mutateAsync(quizSchema.cast(input)))}
          >
            <Form noValidate aria-label="Quiz">
              <Stack gap="5">
                <ErrorSummary />
                <QuestionsEditor scored />
                <QuizTotals percentage={course.quiz_passing_percentage} />
                <SubmitButton alignSelf={{ base: 'stretch', md: 'start' }}>Save the quiz</SubmitButton>
              </Stack>
            </Form>
          </Formik>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
