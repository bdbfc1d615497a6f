// The member's own account as they look after it: each call's access, rules and answer (decision 016). Server and API
// docs only; browsers import this file as a type. The rules are shared-api's, since registration's form shares them.
import { contract } from 'shared-api/contract';
import { AccountUpdateResult } from 'shared-api/shapes/profile';
import {
  emailChangeTokenSchema,
  forgotPasswordSchema,
  NEW_PASSWORD_RULE,
  passwordUpdateSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  unsubscribeSchema,
} from 'shared-api/validation';
import { accountFeatureCalls } from './calls';

export const accountFeatureContract = contract('account', accountFeatureCalls, {
  // ---- Passwords ---------------------------------------------------------------------------------
  requestPasswordReset: {
    access: 'public',
    summary: 'Mail a reset link; the answer is the same whether or not the e-mail belongs to a member',
    body: forgotPasswordSchema,
    answer: null,
  },
  resetPassword: {
    access: 'public',
    summary: 'Set a new password with the token from the reset e-mail; signs the member out everywhere',
    description: `${NEW_PASSWORD_RULE} The account's name and e-mail are those of the account the token belongs to; a refused password leaves the token usable.`,
    body: resetPasswordSchema,
    answer: null,
  },
  updatePassword: {
    access: 'member',
    owns: 'self',
    tags: ['profile'],
    summary: 'Change the password; every other session of the member is signed out',
    description: `${NEW_PASSWORD_RULE} The account's name and e-mail are the signed-in member's.`,
    body: passwordUpdateSchema,
    answer: null,
  },

  // ---- Name, phone and e-mail, and the links of a change of sign-in address ----------------------
  updateAccount: {
    access: 'member',
    owns: 'self',
    tags: ['profile'],
    summary: 'Change name and phone; answers a new Bearer token (the one used for the call is revoked)',
    description:
      'A new e-mail needs `current_password`. It becomes the sign-in address only once confirmed from the link mailed to it; the old address is told, with a link that undoes the change.',
    body: profileUpdateSchema,
    answer: AccountUpdateResult,
  },
  confirmEmailChange: {
    access: 'public',
    summary: 'Confirm a new sign-in address with the token mailed to it; every session of the account ends',
    body: emailChangeTokenSchema,
    answer: null,
  },
  undoEmailChange: {
    access: 'public',
    summary: 'Undo a change of sign-in address from the link mailed to the old address; every session of the account ends',
    body: emailChangeTokenSchema,
    answer: null,
  },

  // ---- The welcome e-mail's unsubscribe link ------------------------------------------------------
  unsubscribe: { access: 'public', summary: 'Stop news e-mails, with the id from the link in the welcome e-mail', body: unsubscribeSchema, answer: null },
});
