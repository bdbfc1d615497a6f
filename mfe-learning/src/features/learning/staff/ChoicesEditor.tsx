import { CHOICES_MAX, learningMessages } from '../validation';
import { Box, Button, chakra, Flex, HStack, Stack, Text } from 'shared-ui';
import { formErrorMark } from 'shared-ui/error-summary';
import { TextField, useFormikContext } from 'shared-ui/forms';
import { listErrorKey } from './form-errors';
import { blankChoice, type QuestionsValues } from './questions';

/** The answers of one multiple-choice question; in a quiz, a radio marks the one correct answer. */
export function ChoicesEditor({ index, scored }: { index: number; scored: boolean }) {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<QuestionsValues>();
  const path = `questions.${index}.choices`;
  const choices = values.questions[index]?.choices ?? [];
  const questionErrors = (errors.questions as unknown[] | undefined)?.[index];
  const listError = submitCount > 0 && typeof questionErrors === 'object' && questionErrors ? (questionErrors as Record<string, unknown>)[listErrorKey('choices')] : undefined;
  const noCorrect = listError === learningMessages.oneCorrect;
  // Where the list's message leads (the error summary, a failed save's focus): with no correct answer marked, to the
  // first radio, where it is put right.
  const errorName = `questions.${index}.${listErrorKey('choices')}`;
  const markCorrect = (chosen: number) => void setFieldValue(path, choices.map((c, i) => ({ ...c, correct: i === chosen })));

  return (
    <Box as="fieldset" minW="0">
      <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
        {scored ? 'Answers (mark the correct one)' : 'Answers'}
      </chakra.legend>
      <Stack gap="3">
        {choices.map((choice, i) => (
          <Stack key={choice.uid} gap="1">
            <TextField name={`${path}.${i}.answer`} label={`Answer ${i + 1}`} required />
            <Flex justify={scored ? 'space-between' : 'end'} align="center" gap="3">
              {scored && (
                <chakra.label display="inline-flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
                  <chakra.input
                    type="radio"
                    name={`questions.${index}.correct`}
                    checked={choice.correct}
                    onChange={() => markCorrect(i)}
                    aria-label={`Answer ${i + 1} is correct`}
                    aria-invalid={noCorrect || undefined}
                    data-form-error={noCorrect && i === 0 ? errorName : undefined}
                    boxSize="4"
                    m="0"
                    cursor="pointer"
                    accentColor="brand.solid"
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
                  />
                  <span aria-hidden="true">Correct</span>
                </chakra.label>
              )}
              <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Remove answer ${i + 1}`} onClick={() => void setFieldValue(path, choices.filter((_, k) => k !== i))}>
                Remove
              </Button>
            </Flex>
          </Stack>
        ))}
      </Stack>
      {typeof listError === 'string' && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2" {...(noCorrect ? {} : formErrorMark(errorName))}>
          {listError}
        </Text>
      )}
      <HStack mt="3">
        <Button size="xs" variant="outline" disabled={choices.length >= CHOICES_MAX} onClick={() => void setFieldValue(path, [...choices, blankChoice()])}>
          Add an answer
        </Button>
      </HStack>
    </Box>
  );
}
