// The member's account: each call's access, rules and answer (decision 016). Server and API docs only; browsers
// import this file as a type. Limits the server is configured with (sign-in failures) are named by its handlers.
import { contract } from '../contract';
import { accountCalls } from '../calls/account';
import { AccountUpdateResult, LoginResult, RegisterResult, UserDetails } from '../shapes/profile';
import {
  emailChangeTokenSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordUpdateSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
  unsubscribeSchema,
  languageSchema,
} from '../validation';

/** The rule of a new password (docs/decisions/036), as the API docs say it. */
const newPasswordRule =
  'The new `password` has at least 8 characters and no rule on which kinds; it is refused (422, on the `password` field) when it is on the kept list of 50,000 common and leaked passwords, whatever its case, or when it contains the account’s name or e-mail name.';

export const accountContract = contract('account', accountCalls, {
  // ---- Registration, sign-in and sign-out --------------------------------------------------------
  registerMember: {
    access: 'public',
    summary: 'Register a free membership; answers a Bearer token and the user details, and sends the welcome e-mail',
    description: newPasswordRule,
    body: registerSchema,
    answer: RegisterResult,
    status: 201,
  },
  signIn: {
    access: 'public',
    summary: 'Sign in; answers a Bearer token and the user details',
    description: 'An account staff have disabled answers 403 with its message, once the password is right.',
    body: loginSchema,
    answer: LoginResult,
  },
  getSession: {
    access: 'member',
    owns: 'self',
    summary: 'The signed-in account as it is now (its role, whether its profile is complete); 401 once its token is revoked',
    answer: UserDetails,
  },
  saveLanguage: {
    access: 'member',
    owns: 'self',
    tags: ['profile'],
    summary: 'Keep the language the member chose (the English / اردو switch): the site opens in it on their other devices, and their e-mails are written in it',
    body: languageSchema,
    answer: null,
  },
  signOut: { access: 'public', summary: 'Revoke the Bearer token sent with the call; answers 200 even when it is already invalid', answer: null },

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
    description: `${newPasswordRule} The account's name and e-mail are those of the account the token belongs to; a refused password leaves the token usable.`,
    body: resetPasswordSchema,
    answer: null,
  },
  updatePassword: {
    access: 'member',
    owns: 'self',
    tags: ['profile'],
    summary: 'Change the password; every other session of the member is signed out',
    description: `${newPasswordRule} The account's name and e-mail are the signed-in member's.`,
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
