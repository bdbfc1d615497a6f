import { messages } from 'shared-api/validation';
import { speakerSchema } from './staff-validation';

const refusal = async (name: string) => {
  try {
    await speakerSchema.validateAt('name', { name });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('a conference speaker’s name', () => {
  it('is refused when it hides a character nobody sees, as every name field on the site is (shared-api’s personName)', async () => {
    expect(await refusal('\u202Eihseruq azmaH')).toBe(messages.nameInvisible);
    expect(await refusal('Hamza\u200B Qureshi')).toBe(messages.nameInvisible);
  });

  it('keeps the joiners Urdu and Persian names need', async () => {
    for (const name of ['Hamza Qureshi', 'حمزہ قریشی', 'محمد\u200Cعلی', 'نرگس\u200Dخان']) expect(await refusal(name)).toBeNull();
  });
});
