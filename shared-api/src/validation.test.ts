import type { AnySchema } from 'yup';
import { messages, profileSchema, profileUpdateSchema, registerSchema } from './validation';
import { ticketSchema } from './validation/ticketing';

/** Every name field a member or staff write, with the schema (the form's and the server's) that reads it. */
const NAME_FIELDS: Array<[where: string, schema: AnySchema, field: string]> = [
  ['registration', registerSchema, 'name'],
  ['the account form', profileUpdateSchema, 'name'],
  ['the complete-profile form', profileSchema, 'name'],
  ['a ticket holder’s first name', ticketSchema, 'first_name'],
  ['a ticket holder’s last name', ticketSchema, 'last_name'],
];

/** The message a field's value is refused with, or null when it is taken. */
async function refusal(schema: AnySchema, field: string, value: string) {
  try {
    await schema.validateAt(field, { [field]: value });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const code = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

describe('a person’s name', () => {
  // The direction controls and marks, and other characters nobody sees (soft hyphen, zero-width space, word joiner,
  // byte order mark, a tag character).
  const invisible = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\u00AD', '\u200B', '\u2060', '\uFEFF', '\u{E0041}'];

  it.each(NAME_FIELDS)('in %s, refuses a character that is not seen, saying so, and keeps the joiners Urdu and Persian words need', async (_where, schema, field) => {
    expect(await refusal(schema, field, '\u202Eihseruq azmaH')).toBe(messages.nameInvisible);
    for (const character of invisible) expect([code(character), await refusal(schema, field, `Hamza${character} Qureshi`)]).toEqual([code(character), messages.nameInvisible]);
    for (const name of ['Hamza Qureshi', 'حمزہ قریشی', 'محمد\u200Cعلی', 'نرگس\u200Dخان', 'Zoë O’Brien-Khan']) expect(await refusal(schema, field, name)).toBeNull();
  });
});
