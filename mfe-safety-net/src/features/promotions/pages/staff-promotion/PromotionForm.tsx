import type { ApiResult } from 'shared-api';
import type { StaffPromotion } from '../../shapes';
import { promotionSchema, type PromotionInput } from '../../validation';
import { Card, chakra, Stack, submitCall, Text } from 'shared-ui';
import { ErrorSummary } from 'shared-ui/error-summary';
import { Form, Formik, SelectField, SubmitButton, TextField, useField, useFormikContext } from 'shared-ui/forms';
import { RichTextField } from 'shared-ui/rich-text-editor';
import { LogoField } from '../../LogoField';

const codeKinds = [
  { value: 'pool', label: 'A pool of single-use codes (one per member)' },
  { value: 'shared', label: 'One code every member gets' },
];

export const blank: PromotionInput = { company_name: '', company_logo: null, company_link: '', title: '', description: '', terms: '', organizer: '', free: true, code_kind: 'pool', shared_code: '' };
export const valuesOf = (p: StaffPromotion): PromotionInput => ({
  company_name: p.company_name,
  company_logo: p.company_logo,
  company_link: p.company_link,
  title: p.title,
  description: p.description,
  terms: p.terms,
  organizer: p.organizer ?? '',
  free: p.free,
  code_kind: p.code_kind,
  shared_code: p.shared_code ?? '',
});

function FreeField() {
  const [field, , helpers] = useField<boolean>('free');
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer" textStyle="sm">
      <chakra.input type="checkbox" name="free" checked={Boolean(field.value)} onChange={(e) => void helpers.setValue(e.target.checked)} boxSize="4" m="0" accentColor="brand.solid" />
      The offer is free to claim (the page says “Free for members”)
    </chakra.label>
  );
}

function SharedCode() {
  const { values } = useFormikContext<PromotionInput>();
  return values.code_kind === 'shared' ? <TextField name="shared_code" label="The code" required helper="Every member who redeems the promotion gets this code." /> : null;
}

/** The promotion's editor; a failed save lists its errors at the top and leads to the first. */
export function PromotionForm({
  initialValues,
  submitLabel,
  lockKind = false,
  onSave,
  onSaved,
}: {
  initialValues: PromotionInput;
  submitLabel: string;
  lockKind?: boolean;
  /** a mutation hook's `mutateAsync` (features/promotions/api.ts), which refreshes what the change affects */
  onSave(values: PromotionInput): Promise<ApiResult<StaffPromotion>>;
  onSaved?(saved: StaffPromotion): void;
}) {
  return (
    <Card.Root>
      <Card.Body>
        <Formik initialValues={initialValues} validationSchema={promotionSchema} onSubmit={submitCall((values: PromotionInput) => onSave(promotionSchema.cast(values)), { onSuccess: ({ data }) => onSaved?.(data) })}>
          <Form noValidate aria-label="Promotion">
            <Stack gap="4">
              <ErrorSummary />
              <TextField name="company_name" label="Company name" required />
              <LogoField />
              <TextField name="company_link" label="Where members use the code" type="url" required helper="The partner's page, shown beside the code." />
              <TextField name="title" label="Title" required />
              {/* The logo is the promotion's picture: its text has none (the server keeps none). */}
              <RichTextField name="description" label="Description" required pictures={false} />
              <RichTextField name="terms" label="Terms and conditions" required pictures={false} />
              <TextField name="organizer" label="Organizer" helper="Shown on the page when given." />
              <FreeField />
              {lockKind ? (
                <Text fontSize="sm" color="fg.muted">
                  Codes: {codeKinds.find((k) => k.value === initialValues.code_kind)?.label}. Members have claimed codes, so this cannot change.
                </Text>
              ) : (
                <SelectField name="code_kind" label="Codes" options={codeKinds} required />
              )}
              <SharedCode />
              <SubmitButton alignSelf={{ base: 'stretch', md: 'start' }}>{submitLabel}</SubmitButton>
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
