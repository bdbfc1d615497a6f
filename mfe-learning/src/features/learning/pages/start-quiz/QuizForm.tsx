import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { ApiError, errorMessage, track, useSession } from 'shared-api';
import type { CourseQuiz } from '../../shapes';
import { answersOf } from '../../enums';
import { Box, notifyError, Stack, Text, useNavigate } from 'shared-ui';
import { Form, Formik, lazySchema, SubmitButton, TextareaField, useFormikContext, type FormikHelpers } from 'shared-ui/forms';
import { useSubmitQuiz } from '../../api';
import { answerFieldErrors } from '../../field-errors';
import { quizResultPath } from '../../paths';
import { ChoiceQuestion } from './ChoiceQuestion';
import { forgetAnswers, forgetOtherQuestionnaires, readSavedAnswers, saveAnswers, savedAnswersKey, type Answers } from './saved-answers';

/**
 * The answers kept on this device: read once the form is in the browser, into the questions still unanswered, then kept
 * as they are given. The form is never started again for them: an answer given before the page hydrated (held and
 * given to the form then, docs/decisions/028) stays, and wins over one kept from an earlier visit.
 */
function DeviceAnswers({ storageKey, questions }: { storageKey: string; questions: CourseQuiz['quiz_questionnaire']['questions'] }) {
  const { values, setValues } = useFormikContext<Answers>();
  const [restored, setRestored] = useState(false);
  // Once for the form: the quiz read again (after a submit) brings the same questions anew, not a reason to read again.
  const read = useRef('');
  useEffect(() => {
    if (read.current === storageKey) return;
    read.current = storageKey;
    const kept = readSavedAnswers(storageKey, questions);
    void setValues((given) => ({ ...given, ...Object.fromEntries(Object.entries(kept).filter(([name]) => !given[name])) }), false);
    setRestored(true);
  }, [storageKey, questions, setValues]);
  // Only once the kept answers are read: the empty form the page starts with must not overwrite them.
  useEffect(() => {
    if (restored) saveAnswers(storageKey, values);
  }, [restored, storageKey, values]);
  return null;
}

/** After a submit the rules refused, moves to the first question that needs an answer (on a phone it is off screen). */
function FocusFirstError({ within }: { within: RefObject<HTMLDivElement | null> }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  useEffect(() => {
    if (!submitCount || isSubmitting || isValid) return;
    const invalid = within.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input') : invalid;
    target?.focus();
  }, [submitCount, isSubmitting, isValid, within]);
  return null;
}

/** The quiz (second spec §2.13): every question required; submitting sends the answers and shows the result. */
export function QuizForm({ quiz }: { quiz: CourseQuiz }) {
  const questionnaire = quiz.quiz_questionnaire;
  const memberId = useSession((s) => s.user?.member_id ?? '');
  const navigate = useNavigate();
  const submitQuiz = useSubmitQuiz();
  const box = useRef<HTMLDivElement>(null);
  const ids = useMemo(() => questionnaire.questions.map((q) => q.id), [questionnaire.questions]);
  // Loaded when the form first validates, not with the page: yup and the schemas are 17.5 KB gzip.
  const schema = useMemo(() => lazySchema(() => import('../../validation').then((m) => m.answersFormSchema(ids))), [ids]);
  // Without a member to keep them under, answers are not kept (they would be anyone's on this device).
  const storageKey = memberId ? savedAnswersKey(memberId, quiz.course_id, questionnaire.id) : '';
  // Every question starts unanswered, on the server and in the browser alike; the answers kept on this device come after.
  const initialValues = useMemo<Answers>(() => Object.fromEntries(ids.map((id) => [`q${id}`, ''])), [ids]);

  useEffect(() => {
    if (storageKey) forgetOtherQuestionnaires(memberId, quiz.course_id, storageKey);
  }, [memberId, quiz.course_id, storageKey]);

  const submit = async (values: Answers, helpers: FormikHelpers<Answers>) => {
    try {
      const { data } = await submitQuiz.mutateAsync({ course: quiz.course_id, questionnaire_id: questionnaire.id, questionnaire: answersOf(values, ids) });
      if (storageKey) forgetAnswers(storageKey);
      track('QuizSubmitted', { course_id: quiz.course_id, attempt_id: data.id });
      navigate(quizResultPath(quiz.course_id, data.id));
    } catch (error) {
      if (error instanceof ApiError) {
        const onFields = answerFieldErrors(error.fieldErrors, ids);
        if (Object.keys(onFields).length) helpers.setErrors(onFields);
      }
      // A changed quiz or no attempts left (409) says why; the answers stay kept for a reload.
      notifyError(errorMessage(error));
    }
  };

  const count = questionnaire.questions.length;
  return (
    <Box ref={box}>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        <Form noValidate aria-label={t`Quiz`}>
          {storageKey && <DeviceAnswers storageKey={storageKey} questions={questionnaire.questions} />}
          <FocusFirstError within={box} />
          <Stack gap="6">
            {questionnaire.description && (
              <Text color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere">
                {questionnaire.description}
              </Text>
            )}
            <Stack as="ol" gap="8" listStyleType="none">
              {questionnaire.questions.map((question, i) => {
                const number = i + 1;
                return (
                  <Box as="li" key={question.id} borderTopWidth={i ? '1px' : 0} pt={i ? '6' : 0}>
                    <Text aria-hidden="true" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted" mb="2">
                      <Trans>
                        Question {number} of {count}
                      </Trans>
                    </Text>
                    {question.type === 'mcq' ? <ChoiceQuestion question={question} /> : <TextareaField name={`q${question.id}`} label={question.question} rows={3} required />}
                  </Box>
                );
              })}
            </Stack>
            <Text fontSize="sm" color="fg.muted">
              <Trans>Your answers are kept on this device until you submit them. Submitting uses one of your attempts.</Trans>
            </Text>
            <SubmitButton size="lg" alignSelf={{ base: 'stretch', md: 'start' }}>
              <Trans>Submit Quiz</Trans>
            </SubmitButton>
          </Stack>
        </Form>
      </Formik>
    </Box>
  );
}
