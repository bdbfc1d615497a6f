// shared-ui/forms: formik-bound fields on Chakra's Field, loaded only by pages with forms.
// The components carry their recipes, so form styles load with this entry (see system.ts).
import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useField, useFormikContext } from 'formik';
import { Button, chakra, Field, Input, NativeSelect, Textarea, type ButtonProps } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/theme-files/recipes/field';
import { inputRecipe } from '@chakra-ui/theme-files/recipes/input';
import { nativeSelectSlotRecipe } from '@chakra-ui/theme-files/recipes/native-select';
import { textareaRecipe } from '@chakra-ui/theme-files/recipes/textarea';
import { i18n } from '#i18n';

export { Formik, Form, useFormik, useField, useFormikContext } from 'formik';
export type { FormikHelpers, FormikProps } from 'formik';
export { lazySchema, type LazySchema } from './lazy-schema';

interface FieldProps {
  name: string;
  label: ReactNode;
  helper?: ReactNode;
  required?: boolean;
}

/** An error shows once the field was left or the form was submitted. */
function useFieldError(name: string) {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  // The schema's message (shared-api's English) in the page's language (docs/decisions/030).
  return (meta.touched || submitCount > 0) && meta.error ? i18n.text(meta.error) : undefined;
}

function FieldFrame({ name, label, helper, required, children }: FieldProps & { children: ReactNode }) {
  const error = useFieldError(name);
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A text's direction: `ltr` keeps an e-mail address, a phone number or a CNIC left to right on an Urdu page. */
type Direction = 'ltr' | 'rtl' | 'auto';
/** The types of input whose text reads left to right in every language. */
const LEFT_TO_RIGHT = new Set(['email', 'tel', 'url', 'number']);

/**
 * `inputMode` picks a phone's keyboard (`numeric` for a CNIC) without the number type's spinners and rounding. An
 * e-mail, phone, URL or number field is left to right unless `dir` says otherwise. `lang` names the language of a text
 * written in another than the page's (the Urdu of a plan on an English staff page), for its spelling and its typeface.
 */
export function TextField({
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  dir,
  lang,
  ...props
}: FieldProps & { type?: string; autoComplete?: string; placeholder?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'decimal' | 'url'; dir?: Direction; lang?: string }) {
  const [field] = useField(props.name);
  return (
    <FieldFrame {...props}>
      <Input
        recipe={inputRecipe}
        {...field}
        value={field.value ?? ''}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        dir={dir ?? (LEFT_TO_RIGHT.has(type) ? 'ltr' : undefined)}
        lang={lang}
      />
    </FieldFrame>
  );
}

export function TextareaField({ rows = 3, maxLength, dir, lang, ...props }: FieldProps & { rows?: number; maxLength?: number; dir?: Direction; lang?: string }) {
  const [field] = useField(props.name);
  return (
    <FieldFrame {...props}>
      <Textarea recipe={textareaRecipe} {...field} value={field.value ?? ''} rows={rows} maxLength={maxLength} dir={dir} lang={lang} />
    </FieldFrame>
  );
}

export interface Option {
  value: string | number;
  label: string;
}

export function SelectField({ options, placeholder = i18n._(msg`Select…`), onValueChange, ...props }: FieldProps & { options: Option[]; placeholder?: string; onValueChange?: (value: string) => void }) {
  const [field, , helpers] = useField(props.name);
  return (
    <FieldFrame {...props}>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field
          name={field.name}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(e) => {
            void helpers.setValue(e.target.value);
            onValueChange?.(e.target.value);
          }}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

/**
 * A checkbox that adds or removes `value` in the array field `name`. The browser's own checkbox, in the
 * brand colour: it needs no script of its own, which keeps this entry small on sign-in pages.
 */
export function CheckboxInGroup({ name, value, label }: { name: string; value: string; label: ReactNode }) {
  const [field, , helpers] = useField<string[]>(name);
  const checked = (field.value ?? []).includes(value);
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer" textStyle="sm">
      <chakra.input
        type="checkbox"
        name={`${name}.${value}`}
        checked={checked}
        onChange={(e) => {
          const rest = (field.value ?? []).filter((v) => v !== value);
          void helpers.setValue(e.target.checked ? [...rest, value] : rest);
        }}
        boxSize="4"
        // A long name beside it (Freelancer.com on a phone) wraps; the box keeps its size.
        flexShrink={0}
        m="0"
        cursor="pointer"
        accentColor="brand.solid"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      />
      {label}
    </chakra.label>
  );
}

/** Submit with the loading state while the form is submitting (spec: core §4). */
export function SubmitButton({ children, ...props }: ButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button type="submit" colorPalette="brand" loading={isSubmitting} {...props}>
      {children}
    </Button>
  );
}
