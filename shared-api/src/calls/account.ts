// The member's account: registration, sign-in and sign-out, the forgotten password, the change of name, phone,
// e-mail and password, the links of a change of sign-in address, and unsubscribing. The calls' one written path
// (decision 016).
import { calls } from '../contract';

export const accountCalls = calls({
  registerMember: 'POST /user/register',
  signIn: 'POST /user/login',
  signOut: 'POST /user/logout',
  getSession: 'GET /user/session',
  saveLanguage: 'PUT /user/language',
  requestPasswordReset: 'POST /user/forgotpassword',
  resetPassword: 'POST /user/resetpassword',
  updatePassword: 'POST /user/password',
  updateAccount: 'POST /user/update',
  confirmEmailChange: 'POST /user/confirm-email',
  undoEmailChange: 'POST /user/undo-email-change',
  unsubscribe: 'POST /user/unsubscribe',
});
