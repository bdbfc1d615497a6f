/** @jest-environment node */
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from './enums';
import { COMMON_PASSWORDS } from './common-passwords';
import { isCommonPassword, messages, registerSchema } from './validation';

const valid = { name: 'Sana Malik', email: 'sana@example.com', phone: '0300 1234567' };

describe('common passwords', () => {
  it('the form’s list is the kept list’s most used passwords of 8 or more characters (run tools/common-passwords.mjs after an upgrade)', () => {
    const top = dictionary['passwords-common'].slice(0, 500).filter((p) => p.length >= PASSWORD_MIN_LENGTH);
    expect(COMMON_PASSWORDS).toEqual(top);
  });

  it('refuses a most-used password whatever its case, with the message', async () => {
    expect(isCommonPassword('PASSWORD')).toBe(true);
    await expect(registerSchema.validateAt('password', { ...valid, password: '12345678' })).rejects.toThrow(messages.passwordTooCommon);
  });

  it('keeps the spec’s length rule first, and accepts an uncommon password', async () => {
    await expect(registerSchema.validateAt('password', { ...valid, password: '1234567' })).rejects.toThrow(messages.passwordTooShort);
    await expect(registerSchema.validateAt('password', { ...valid, password: 'Karachi-Rain-2026' })).resolves.toBe('Karachi-Rain-2026');
  });
});
