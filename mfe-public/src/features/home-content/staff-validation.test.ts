import type { AnySchema } from 'yup';
import { messages } from 'shared-api/validation';
import { directorSchema, highlightSchema } from './staff-validation';

const refusal = async (schema: AnySchema, name: string) => {
  try {
    await schema.validateAt('name', { name });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe.each([
  ['a board member', directorSchema as AnySchema],
  ['a highlight video’s speaker', highlightSchema as AnySchema],
])('the name of %s', (_who, schema) => {
  it('is refused when it hides a character nobody sees, as every name field on the site is (shared-api’s personName)', async () => {
    expect(await refusal(schema, '\u202Eihseruq azmaH')).toBe(messages.nameInvisible);
    expect(await refusal(schema, 'Hamza\u200B Qureshi')).toBe(messages.nameInvisible);
  });

  it('keeps the joiners Urdu and Persian names need', async () => {
    for (const name of ['Hamza Qureshi', 'حمزہ قریشی', 'محمد\u200Cعلی', 'نرگس\u200Dخان']) expect(await refusal(schema, name)).toBeNull();
  });
});
