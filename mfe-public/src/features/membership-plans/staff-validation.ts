// A membership plan's texts as staff write them, in English and in Urdu beside it: one definition for the staff form
// and the server's check. The plan's English name is its key (its address, the member's record) and is not written
// here; its prices are not either. Each Urdu text may wait: until it is written, Urdu pages show the English.
import { schema, trimmed, type InferType } from 'shared-api/validation';

export const PLAN_NAME_MAX = 60;
export const PLAN_DESCRIPTION_MAX = 300;
export const BENEFIT_NAME_MAX = 80;
export const BENEFIT_DESCRIPTION_MAX = 200;
export const BENEFITS_MAX = 20;

/** Urdu is written in its own script: a text with no Arabic-script letter is English typed into the Urdu field. */
export const isUrduText = (value: string | undefined) => !value || /[\u0600-\u06FF]/.test(value);
const URDU_SCRIPT = 'Please write the Urdu in Urdu script';

const english = (max: number, required: string) => trimmed().max(max, `Please keep it under ${max} characters`).required(required);
/** An Urdu text beside its English: optional, as long as the English may be, and in Urdu script. */
const urdu = (max: number) => trimmed().max(max, `Please keep it under ${max} characters`).test('urdu', URDU_SCRIPT, isUrduText).default('');

export const planBenefitSchema = schema.object({
  name: english(BENEFIT_NAME_MAX, 'Please name the benefit'),
  name_ur: urdu(BENEFIT_NAME_MAX),
  description: english(BENEFIT_DESCRIPTION_MAX, 'Please describe the benefit'),
  description_ur: urdu(BENEFIT_DESCRIPTION_MAX),
});

export const planSchema = schema.object({
  name_ur: urdu(PLAN_NAME_MAX),
  description: english(PLAN_DESCRIPTION_MAX, 'Please describe the plan'),
  description_ur: urdu(PLAN_DESCRIPTION_MAX),
  features: schema.array(planBenefitSchema).min(1, 'Please list at least one benefit').max(BENEFITS_MAX, `Please list at most ${BENEFITS_MAX} benefits`).required('Please list at least one benefit'),
});
export type PlanInput = InferType<typeof planSchema>;
export type PlanBenefitInput = InferType<typeof planBenefitSchema>;
