// Partner promotions as staff write them and their code pools (second spec §2.6): the rules the staff's form and the
// server run, with their messages.
import { oneOf, schema, trimmed, url, type InferType } from 'shared-api/validation';

export const PROMOTION_TEXT_MAX = 20_000;
/** The form's and the server's answers to a promotion text that is empty (the server's, once the text is cleaned). */
export const PROMOTION_DESCRIPTION_REQUIRED = 'Please describe the offer';
export const PROMOTION_TERMS_REQUIRED = 'Please enter the terms and conditions';
export const PROMOTION_CODE_MAX = 100;
/** The most codes one upload may carry. */
export const PROMOTION_CODES_PER_UPLOAD = 5000;

/** Staff write a promotion: the company, its offer and how codes are handed out. */
export const promotionSchema = schema.object({
  company_name: trimmed().max(120, 'Please keep the company name under 120 characters').required('Please enter the company name'),
  company_logo: trimmed().max(200).nullable().optional(),
  company_link: url('Please enter the link where members use the code'),
  title: trimmed().max(200, 'Please keep the title under 200 characters').required('Please enter the title'),
  description: trimmed()
    .max(PROMOTION_TEXT_MAX, `Please keep it under ${PROMOTION_TEXT_MAX} characters`)
    .required(PROMOTION_DESCRIPTION_REQUIRED),
  terms: trimmed()
    .max(PROMOTION_TEXT_MAX, `Please keep it under ${PROMOTION_TEXT_MAX} characters`)
    .required(PROMOTION_TERMS_REQUIRED),
  organizer: trimmed().max(120, 'Please keep the organizer under 120 characters').nullable().optional(),
  free: schema.boolean().typeError('free must be true or false').default(true),
  code_kind: oneOf(['shared', 'pool'] as const, 'Please choose one shared code or a pool of single-use codes'),
  shared_code: trimmed()
    .max(PROMOTION_CODE_MAX, `A code has at most ${PROMOTION_CODE_MAX} characters`)
    .nullable()
    .when('code_kind', { is: 'shared', then: (s) => s.required('Please enter the code every member gets') }),
});
export type PromotionInput = InferType<typeof promotionSchema>;

/** The codes of a pool, in a CSV file's first column or one a line; blank lines and a "code" header are skipped. */
export function parseCodes(text: string): string[] {
  const codes = text
    .split(/\r?\n/)
    .map((line) => line.split(',')[0].trim().replace(/^"(.*)"$/, '$1').trim())
    .filter((code) => code !== '' && code.toLowerCase() !== 'code');
  return [...new Set(codes)];
}

export const promotionCodesSchema = schema.object({
  codes: trimmed()
    .max(PROMOTION_CODES_PER_UPLOAD * (PROMOTION_CODE_MAX + 2), 'This file is too long')
    .required('Please add at least one code')
    .test('codes', 'Please add at least one code', (text) => !text || parseCodes(text).length > 0)
    .test('code-length', `A code has at most ${PROMOTION_CODE_MAX} characters`, (text) => !text || parseCodes(text).every((c) => c.length <= PROMOTION_CODE_MAX))
    .test('count', `At most ${PROMOTION_CODES_PER_UPLOAD} codes at a time`, (text) => !text || parseCodes(text).length <= PROMOTION_CODES_PER_UPLOAD),
});
export type PromotionCodesInput = InferType<typeof promotionCodesSchema>;
