import { messages } from 'shared-api/validation';
import { eventSpeakerSchema } from './staff-validation';

/** The message a speaker's name is refused with, or null when it is taken. */
async function refusal(name: string) {
  try {
    await eventSpeakerSchema.validateAt('name', { name });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('an event speaker’s name, as a person’s name anywhere on the site', () => {
  it('refuses a direction override or a character nobody sees, and keeps the joiners Urdu and Persian words need', async () => {
    expect(await refusal('\u202Eihseruq azmaH')).toBe(messages.nameInvisible);
    for (const character of ['\u200E', '\u200F', '\u2066', '\u200B', '\uFEFF']) expect(await refusal(`Hamza${character} Qureshi`)).toBe(messages.nameInvisible);
    for (const name of ['Hamza Qureshi', 'حمزہ قریشی', 'محمد\u200Cعلی', 'Zoë O’Brien-Khan']) expect(await refusal(name)).toBeNull();
  });
});
