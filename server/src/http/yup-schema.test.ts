import assert from 'node:assert/strict';
import { test } from 'node:test';
import { promotionSchema } from '../../../mfe-safety-net/src/features/promotions/validation.js';
import { profileSchema } from '../../../shared-api/src/validation.js';
import { yupSchema } from './yup-schema.js';

type Field = { description?: string; 'x-conditions'?: { when: string; required: boolean }[] };
const field = (schema: Record<string, unknown>, key: string) => (schema.properties as Record<string, Field>)[key];

test('the API docs show a conditional rule: the shared code is required when code_kind is "shared"', () => {
  const shared = field(yupSchema(promotionSchema), 'shared_code');
  assert.deepEqual(
    shared['x-conditions']?.map((c) => [c.when, c.required]),
    [['code_kind is "shared"', true]],
  );
  assert.match(shared.description ?? '', /Conditional: when code_kind is "shared": required/);
});

test('a rule that depends on a list names the listed value that turns it on, and a number the field that turns it on', () => {
  const json = yupSchema(profileSchema);
  assert.ok(field(json, 'upwork')?.['x-conditions']?.some((c) => c.when === 'platforms includes "upwork"' && c.required));
  assert.ok(field(json, 'secondary_skill')?.['x-conditions']?.some((c) => c.when === 'primary_skill is given' && c.required));
});
