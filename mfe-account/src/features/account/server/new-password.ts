import { ValidationError } from 'yup';
import { resetPasswordSchema } from '../../../../../shared-api/src/validation.js';
import { invalidField } from '../../../../../server/src/kit.js';

/**
 * A new password checked against its account (docs/decisions/036): the rule of every new-password form
 * (shared-api/validation), given the account's name and e-mail, which a reset or a change of password does not send.
 * Refused with the rule's message on the `password` field.
 */
export async function checkNewPassword(password: string, account: { name: string; email: string }) {
  try {
    await resetPasswordSchema.validateAt('password', { password }, { context: { name: account.name, email: account.email } });
  } catch (error) {
    if (error instanceof ValidationError) throw invalidField('password', error.message);
    throw error;
  }
}
