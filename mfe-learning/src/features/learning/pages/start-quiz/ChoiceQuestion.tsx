import { useId } from 'react';
import type { LearningQuestion } from '../../shapes';
import { chakra, Stack, Text } from 'shared-ui';
import { useField, useFormikContext } from 'shared-ui/forms';

/**
 * A multiple-choice question as a radio group named by its question (the legend). Each answer is a whole row to
 * tap, at least 48 px high, so a phone's thumb does not miss it; long answers wrap.
 */
export function ChoiceQuestion({ question }: { question: LearningQuestion }) {
  const name = `q${question.id}`;
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const legendId = useId();
  const errorId = useId();
  return (
    <chakra.fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      aria-required
      minW="0"
      m="0"
      p="0"
      border="0"
    >
      {/* A question is written in its course's language: on an Urdu page its English keeps its own direction, so its
          question mark stays at its end. */}
      <chakra.legend id={legendId} dir="auto" fontWeight="semibold" mb="3" overflowWrap="anywhere">
        {question.question}
      </chakra.legend>
      <Stack gap="2">
        {question.choices.map((choice) => {
          const value = String(choice.id);
          return (
            <chakra.label
              key={choice.id}
              display="flex"
              alignItems="center"
              gap="3"
              minH="12"
              px="4"
              py="3"
              borderWidth="1px"
              borderRadius="l2"
              cursor="pointer"
              overflowWrap="anywhere"
              _hover={{ bg: 'bg.muted' }}
              css={{ '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle' }, '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing' } }}
            >
              <chakra.input
                type="radio"
                name={name}
                value={value}
                checked={field.value === value}
                onChange={() => void helpers.setValue(value)}
                onBlur={field.onBlur}
                boxSize="5"
                flexShrink={0}
                m="0"
                accentColor="brand.solid"
              />
              <span dir="auto">{choice.answer}</span>
            </chakra.label>
          );
        })}
      </Stack>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}
