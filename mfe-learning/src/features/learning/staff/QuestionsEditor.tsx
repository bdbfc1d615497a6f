import { QUESTIONS_MAX } from '../validation';
import { Box, Button, Grid, HStack, Stack, Text } from 'shared-ui';
import { formErrorMark } from 'shared-ui/error-summary';
import { SelectField, TextareaField, TextField, useFormikContext } from 'shared-ui/forms';
import { ChoicesEditor } from './ChoicesEditor';
import { listErrorKey } from './form-errors';
import { blankChoice, blankQuestion, QUESTION_TYPE_OPTIONS, type QuestionsValues } from './questions';

/**
 * The questions of a programme's enrolment questionnaire (`scored` false) or of a course's quiz (`scored`: points
 * and one correct answer per multiple-choice question), in the order members see them.
 */
export function QuestionsEditor({ scored }: { scored: boolean }) {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<QuestionsValues>();
  const { questions } = values;
  const listError = submitCount > 0 ? (errors as Record<string, unknown>)[listErrorKey('questions')] : undefined;
  const move = (from: number, to: number) => {
    const next = [...questions];
    next.splice(to, 0, ...next.splice(from, 1));
    void setFieldValue('questions', next);
  };
  return (
    <Stack gap="4">
      {questions.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No questions yet.
        </Text>
      )}
      <Stack as="ol" listStyleType="none" gap="4" aria-label="Questions">
        {questions.map((question, index) => (
          <QuestionItem
            key={question.uid}
            index={index}
            last={index === questions.length - 1}
            scored={scored}
            onMove={(by) => move(index, index + by)}
            onRemove={() => void setFieldValue('questions', questions.filter((_, i) => i !== index))}
          />
        ))}
      </Stack>
      {typeof listError === 'string' && (
        <Text role="alert" color="fg.error" fontSize="sm" {...formErrorMark(listErrorKey('questions'))}>
          {listError}
        </Text>
      )}
      <HStack>
        <Button size="sm" variant="outline" disabled={questions.length >= QUESTIONS_MAX} onClick={() => void setFieldValue('questions', [...questions, blankQuestion()])}>
          Add a question
        </Button>
      </HStack>
    </Stack>
  );
}

function QuestionItem({ index, last, scored, onMove, onRemove }: { index: number; last: boolean; scored: boolean; onMove(by: -1 | 1): void; onRemove(): void }) {
  const { values, setFieldValue } = useFormikContext<QuestionsValues>();
  const question = values.questions[index];
  const n = index + 1;
  const mcq = question.type === 'mcq';
  // A question turned into multiple choice starts with the two answers it needs.
  const typeChanged = (type: string) => {
    const missing = 2 - question.choices.length;
    if (type === 'mcq' && missing > 0) void setFieldValue(`questions.${index}.choices`, [...question.choices, ...Array.from({ length: missing }, blankChoice)]);
  };
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '4' }}>
      {/* The group inside the list item: a list holds list items only. */}
      <Stack gap="3" role="group" aria-label={`Question ${n}`}>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="semibold">Question {n}</Text>
          <HStack gap="1" wrap="wrap">
            <Button size="xs" variant="ghost" aria-label={`Move question ${n} up`} disabled={index === 0} onClick={() => onMove(-1)}>
              Up
            </Button>
            <Button size="xs" variant="ghost" aria-label={`Move question ${n} down`} disabled={last} onClick={() => onMove(1)}>
              Down
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Remove question ${n}`} onClick={onRemove}>
              Remove
            </Button>
          </HStack>
        </HStack>
        <TextareaField name={`questions.${index}.question`} label="Question" rows={2} maxLength={500} required />
        <Grid templateColumns={{ base: '1fr', sm: scored && mcq ? '2fr 1fr' : '1fr' }} gap="3">
          <SelectField name={`questions.${index}.type`} label="Type" options={QUESTION_TYPE_OPTIONS} placeholder="Choose the type" required onValueChange={typeChanged} />
          {scored && mcq && <TextField name={`questions.${index}.points`} label="Points" type="number" inputMode="numeric" required />}
        </Grid>
        {mcq ? (
          <ChoicesEditor index={index} scored={scored} />
        ) : (
          question.type === 'text' && (
            <Text fontSize="sm" color="fg.muted">
              {scored ? 'Members write their answer. Text questions are not scored: read the answers on the course’s results page.' : 'Members write their answer.'}
            </Text>
          )
        )}
      </Stack>
    </Box>
  );
}
