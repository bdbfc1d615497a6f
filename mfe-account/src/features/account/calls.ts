// The member's own account as they look after it (core spec §2 and §8): the forgotten password and its reset link, a
// new password, name, phone and e-mail, the links of a change of sign-in address, and unsubscribing from news. The
// calls' one written path (decision 016). Registration, sign-in and sign-out, the session and the member's language
// are shared-api's: the shell keeps the session, and every remote reads it.
import { calls } from 'shared-api/contract';

export const accountFeatureCalls = calls({
  requestPasswordReset: 'POST /user/forgotpassword',
  resetPassword: 'POST /user/resetpassword',
  updatePassword: 'POST /user/password',
  updateAccount: 'POST /user/update',
  confirmEmailChange: 'POST /user/confirm-email',
  undoEmailChange: 'POST /user/undo-email-change',
  unsubscribe: 'POST /user/unsubscribe',
});
