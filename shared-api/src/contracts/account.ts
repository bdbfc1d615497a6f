// The member's session: registration, sign-in and sign-out, the session and the member's language: each call's
// access, rules and answer (decision 016). The member's own changes to their account are mfe-account's account feature's
// (mfe-account/src/features/account/contract.ts). Server and API docs only; browsers
// import this file as a type. Limits the server is configured with (sign-in failures) are named by its handlers.
import { contract } from '../contract';
import { accountCalls } from '../calls/account';
import { LoginResult, RegisterResult, UserDetails } from '../shapes/profile';
import { languageSchema, loginSchema, NEW_PASSWORD_RULE, registerSchema } from '../validation';

export const accountContract = contract('account', accountCalls, {
  // ---- Registration, sign-in and sign-out --------------------------------------------------------
  registerMember: {
    access: 'public',
    summary: 'Register a free membership; answers a Bearer token and the user details, and sends the welcome e-mail',
    description: `${NEW_PASSWORD_RULE} \`notices\` is how the member gets notices besides e-mail: \`email\` (e-mail only, the default), \`whatsapp\` or \`sms\`, sent to \`phone\`, which must then be a Pakistani mobile number (422, on \`phone\`) and is kept as +923xxxxxxxxx. A channel the site does not send on is refused (422, on \`notices\`) and no account is created. The choice, with its time, address and browser, goes to the consent log with the account.`,
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
});
