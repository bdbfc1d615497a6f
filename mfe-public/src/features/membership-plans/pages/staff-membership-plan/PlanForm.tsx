import type { ApiResult } from 'shared-api';
import type { StaffPlan } from '../../shapes';
import { BENEFIT_DESCRIPTION_MAX, BENEFIT_NAME_MAX, BENEFITS_MAX, PLAN_DESCRIPTION_MAX, PLAN_NAME_MAX, planSchema, type PlanInput } from '../../staff-validation';
import { Box, Button, Card, Flex, Heading, SimpleGrid, Stack, submitCall, Text } from 'shared-ui';
import { ErrorSummary } from 'shared-ui/error-summary';
import { Form, Formik, SubmitButton, TextareaField, TextField, useFormikContext } from 'shared-ui/forms';

/** The form's values: every text a string, an Urdu one empty until it is written. */
export type PlanFormValues = PlanInput;

export const planValues = (plan: StaffPlan): PlanFormValues => ({
  name_ur: plan.name_ur ?? '',
  description: plan.description,
  description_ur: plan.description_ur ?? '',
  features: plan.features.map((f) => ({ name: f.name, name_ur: f.name_ur ?? '', description: f.description, description_ur: f.description_ur ?? '' })),
});

const blankBenefit = { name: '', name_ur: '', description: '', description_ur: '' };
/** An Urdu field: written right to left, in Urdu, beside its English. */
const URDU = { dir: 'rtl', lang: 'ur' } as const;
const URDU_HINT = 'Optional. Until it is written, Urdu pages show the English.';

/** The benefits, each with its English and its Urdu; one can be added, removed or moved. */
function Benefits() {
  const { values, setFieldValue } = useFormikContext<PlanFormValues>();
  const features = values.features;
  const set = (next: PlanFormValues['features']) => void setFieldValue('features', next);
  const move = (from: number, to: number) => {
    const next = [...features];
    [next[from], next[to]] = [next[to], next[from]];
    set(next);
  };
  return (
    <Stack gap="4" as="section" aria-labelledby="plan-benefits">
      <Heading as="h2" size="md" id="plan-benefits">
        Benefits
      </Heading>
      <Text fontSize="sm" color="fg.muted" data-form-error="features" tabIndex={-1}>
        In the order the card lists them, at most {BENEFITS_MAX}.
      </Text>
      {features.map((_, i) => (
        <Box key={i} role="group" aria-label={`Benefit ${i + 1}`} borderWidth="1px" borderRadius="l2" p="4">
          <Stack gap="3">
            <Flex justify="space-between" align="center" gap="2" wrap="wrap">
              <Text fontWeight="semibold">Benefit {i + 1}</Text>
              <Flex gap="2">
                <Button size="xs" variant="outline" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move benefit ${i + 1} up`}>
                  ↑
                </Button>
                <Button size="xs" variant="outline" disabled={i === features.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move benefit ${i + 1} down`}>
                  ↓
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" disabled={features.length === 1} onClick={() => set(features.filter((__, j) => j !== i))}>
                  Remove
                </Button>
              </Flex>
            </Flex>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TextField name={`features.${i}.name`} label="Name" required helper={`Up to ${BENEFIT_NAME_MAX} characters.`} />
              <TextField name={`features.${i}.name_ur`} label="Name (Urdu)" helper={URDU_HINT} {...URDU} />
              <TextareaField name={`features.${i}.description`} label="Description" required rows={2} maxLength={BENEFIT_DESCRIPTION_MAX} />
              <TextareaField name={`features.${i}.description_ur`} label="Description (Urdu)" rows={2} maxLength={BENEFIT_DESCRIPTION_MAX} helper={URDU_HINT} {...URDU} />
            </SimpleGrid>
          </Stack>
        </Box>
      ))}
      {features.length < BENEFITS_MAX && (
        <Button alignSelf="start" variant="outline" colorPalette="brand" onClick={() => set([...features, blankBenefit])}>
          Add a benefit
        </Button>
      )}
    </Stack>
  );
}

/**
 * A plan's texts: its description and benefits in English, each with a second field for its Urdu (and the plan's name
 * in Urdu), by the server's own rules (the feature's staff-validation.ts). Its English name is its key and is shown,
 * not written; its prices are not here either.
 */
export function PlanForm({ plan, onSave }: { plan: StaffPlan; onSave(input: PlanInput): Promise<ApiResult<StaffPlan>> }) {
  return (
    <Card.Root>
      <Card.Body>
        <Formik initialValues={planValues(plan)} validationSchema={planSchema} onSubmit={submitCall((values: PlanFormValues) => onSave(planSchema.cast(values)))}>
          <Form noValidate aria-label="Membership plan">
            <Stack gap="5">
              <ErrorSummary />
              <Text fontSize="sm" color="fg.muted">
                Its name is {plan.name} in English: the plan's address (/dashboard/membership/{plan.name}/order) and each member's record use it, so it is not changed here.
              </Text>
              <TextField name="name_ur" label="Name (Urdu)" helper={`${URDU_HINT} Up to ${PLAN_NAME_MAX} characters.`} {...URDU} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <TextareaField name="description" label="Description" required rows={3} maxLength={PLAN_DESCRIPTION_MAX} />
                <TextareaField name="description_ur" label="Description (Urdu)" rows={3} maxLength={PLAN_DESCRIPTION_MAX} helper={URDU_HINT} {...URDU} />
              </SimpleGrid>
              <Benefits />
              <SubmitButton alignSelf={{ base: 'stretch', md: 'start' }}>Save changes</SubmitButton>
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
