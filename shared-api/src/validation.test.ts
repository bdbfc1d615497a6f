import type { AnySchema } from 'yup';
import { messages, pakistaniMobile, profileSchema, profileUpdateSchema, registerSchema } from './validation';
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

describe('a Pakistani mobile number', () => {
  it('is kept in E.164 however a member writes it, and a landline or a foreign number is none', () => {
    for (const written of ['0300 1234567', '0300-1234567', '+92 300 1234567', '0092 300 1234567', '923001234567', '(0300) 123 4567']) expect([written, pakistaniMobile(written)]).toEqual([written, '+923001234567']);
    for (const written of ['042 35761234', '+44 7700 900123', '0300 12345', '0400 1234567', 'not a number', '']) expect([written, pakistaniMobile(written)]).toEqual([written, null]);
  });
});

describe('the notices chosen at registration', () => {
  const registration = { name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '0300 1234567', password: 'long-enough-password' };
  /** Each field's first message, as a form shows them. */
  async function refusals(values: object) {
    try {
      await registerSchema.validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      const { inner } = error as { inner: Array<{ path: string; message: string }> };
      return Object.fromEntries(inner.map((e) => [e.path, e.message]).reverse());
    }
  }

  it('are e-mail only when not chosen', async () => {
    expect(registerSchema.cast(registration).notices).toBe('email');
    expect(await refusals(registration)).toEqual({});
  });

  it('on WhatsApp or SMS, need the phone to be a Pakistani mobile number, and say so on the phone', async () => {
    for (const notices of ['whatsapp', 'sms']) {
      expect(await refusals({ ...registration, notices })).toEqual({});
      expect(await refusals({ ...registration, notices, phone: '+92 321 7654321' })).toEqual({});
      expect(await refusals({ ...registration, notices, phone: '042 35761234' })).toEqual({ phone: messages.mobileForNotices });
      expect(await refusals({ ...registration, notices, phone: '' })).toEqual({ phone: messages.phoneRequired });
    }
    // With e-mail only, any contact number will do, a landline too.
    expect(await refusals({ ...registration, notices: 'email', phone: '042 35761234' })).toEqual({});
  });

  it('are one of e-mail, WhatsApp or SMS', async () => {
    expect(await refusals({ ...registration, notices: 'telegram' })).toEqual({ notices: messages.noticeChannel });
  });
});
