// The member's session: registration, sign-in and sign-out, the session and the member's language. The calls' one
// written path (decision 016). The member's own changes to their account (passwords, name, phone and e-mail, the mailed
// links, unsubscribing) are mfe-account's account feature's (mfe-account/src/features/account/calls.ts).
import { calls } from '../contract';

export const accountCalls = calls({
  registerMember: 'POST /user/register',
  signIn: 'POST /user/login',
  signOut: 'POST /user/logout',
  getSession: 'GET /user/session',
  saveLanguage: 'PUT /user/language',
});
