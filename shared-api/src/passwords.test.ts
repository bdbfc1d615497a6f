/** @jest-environment node */
import { namesItsOwner } from './passwords';
import { messages, passwordUpdateSchema, registerSchema, resetPasswordSchema } from './validation';

const sana = { name: 'Sana Malik', email: 'sana.malik90@example.org' };

describe('a password made of its owner’s name or e-mail name', () => {
  it.each(['sanamalik', 'Sana.Malik#1', 'MALIK-2026!', 'sana.malik90@example.org', 'xx-malik90-xx', 'S a n a 1 2 3 4'])('refuses %s for Sana Malik', (password) => {
    expect(namesItsOwner(password, sana)).toBe(true);
  });

  it.each(['Karachi-Rain-2026', 'mangoes ripen in multan', 'Quetta#Winter2026'])('accepts %s for Sana Malik', (password) => {
    expect(namesItsOwner(password, sana)).toBe(false);
  });

  it('refuses a three-letter name only as all of the password’s letters', () => {
    const ali = { name: 'Ali Raza', email: 'ar@example.org' };
    expect(namesItsOwner('ali12345', ali)).toBe(true);
    expect(namesItsOwner('Ali@2026!', ali)).toBe(true);
    expect(namesItsOwner('Quality-Mangoes-7', ali)).toBe(false);
    expect(namesItsOwner('raza-from-lahore', ali)).toBe(true);
  });

  it('knows nothing of an owner it is not told about', () => {
    expect(namesItsOwner('sanamalik', {})).toBe(false);
  });
});

describe('the new-password rule with its owner', () => {
  const registration = { ...sana, phone: '0300 1234567' };

  it('refuses on registration a password holding the name or e-mail name the form was given', async () => {
    for (const password of ['sanamalik90', 'Malik@Lahore']) {
      await expect(registerSchema.validateAt('password', { ...registration, password })).rejects.toThrow(messages.passwordNamesOwner);
    }
    await expect(registerSchema.validateAt('password', { ...registration, password: 'Lahore@Spring25' })).resolves.toBe('Lahore@Spring25');
  });

  it('refuses on a reset or a change of password what holds the account’s name or e-mail, given as context', async () => {
    await expect(resetPasswordSchema.validateAt('password', { password: 'sana.malik!2026' }, { context: sana })).rejects.toThrow(messages.passwordNamesOwner);
    await expect(passwordUpdateSchema.validateAt('password', { password: 'Malik@Lahore' }, { context: sana })).rejects.toThrow(messages.passwordNamesOwner);
    await expect(resetPasswordSchema.validateAt('password', { password: 'sana.malik!2026' })).resolves.toBe('sana.malik!2026');
  });
});
