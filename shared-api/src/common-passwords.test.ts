/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { PASSWORD_MIN_LENGTH } from './enums';
import { COMMON_PASSWORDS } from './common-passwords';
import { isCommonPassword, messages, passwordUpdateSchema, registerSchema, resetPasswordSchema } from './validation';

const valid = { name: 'Sana Malik', email: 'sana@example.com', phone: '0300 1234567' };
const keptList = fs.readFileSync(path.join(__dirname, 'common-passwords.txt'), 'utf8').split('\n').filter(Boolean);

describe('the kept list of common and leaked passwords', () => {
  it('holds 50,000 different passwords of 8 or more characters, lowercased, and its licence is noted beside it', () => {
    expect(keptList).toHaveLength(50_000);
    expect(new Set(keptList).size).toBe(keptList.length);
    expect(keptList.every((p) => p.length >= PASSWORD_MIN_LENGTH && p === p.toLowerCase())).toBe(true);
    expect(fs.readFileSync(path.join(__dirname, 'common-passwords.LICENSE.md'), 'utf8')).toMatch(/Attribution-ShareAlike 3\.0/);
  });

  it('has the passwords people guess first, and not the demo members’ password', () => {
    for (const password of ['password', '12345678', 'password1', 'abcdefgh', 'iloveyou', 'pakistan']) expect(keptList).toContain(password);
    expect(keptList).not.toContain('demo@12345');
  });

  it('the form’s list is the kept list’s first 100, the most used (run tools/common-passwords.mjs after changing the list)', () => {
    expect(COMMON_PASSWORDS).toEqual(keptList.slice(0, 100));
  });
});

describe('common passwords in the forms', () => {
  it('refuses a most-used password whatever its case, with the message', async () => {
    expect(isCommonPassword('PASSWORD')).toBe(true);
    await expect(registerSchema.validateAt('password', { ...valid, password: '12345678' })).rejects.toThrow(messages.passwordTooCommon);
    await expect(resetPasswordSchema.validateAt('password', { password: 'Password1' })).rejects.toThrow(messages.passwordTooCommon);
  });

  it('keeps the spec’s length rule and message on registration, and accepts an uncommon password', async () => {
    await expect(registerSchema.validateAt('password', { ...valid, password: '1234567' })).rejects.toThrow('password must be at least 8 characters !');
    // A form sends an empty field as no value (formik).
    await expect(registerSchema.validateAt('password', { ...valid, password: undefined })).rejects.toThrow('Please input your password!');
    await expect(registerSchema.validateAt('password', { ...valid, password: 'Karachi-Rain-2026' })).resolves.toBe('Karachi-Rain-2026');
  });

  it('says the association’s own words on the reset and change of password, where the spec quotes none', async () => {
    await expect(resetPasswordSchema.validateAt('password', { password: 'seven77' })).rejects.toThrow('Your new password needs at least 8 characters');
    await expect(resetPasswordSchema.validateAt('password', { password: undefined })).rejects.toThrow('Please choose a new password');
    await expect(passwordUpdateSchema.validateAt('password', { password: 'seven77' })).rejects.toThrow('Your new password needs at least 8 characters');
  });

  it('asks for no kind of character: a long password of lowercase words passes', async () => {
    await expect(resetPasswordSchema.validateAt('password', { password: 'mangoes ripen in multan' })).resolves.toBe('mangoes ripen in multan');
  });
});
