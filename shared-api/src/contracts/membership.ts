// What more than one remote reads of membership: each call's access, rules and answer (decision 016). The member's
// record (the member's pages and the public membership page) and a certificate's verification (the public /verify
// page, which checks course certificates too). Server and API docs only; browsers import it as a type. The rest of
// membership is mfe-account's feature (`features/membership/`), whose server half serves these calls too.
import * as yup from 'yup';
import { contract } from '../contract';
import { membershipCalls } from '../calls/membership';
import { MyMembership, Verification } from '../shapes/membership';
import { trimmed } from '../validation';

const NO_CODE = 'This certificate code is not valid.';
const codeParams = yup.object({ code: trimmed().max(100, NO_CODE).required(NO_CODE) });

export const membershipContract = contract('membership', membershipCalls, {
  getMembership: {
    access: 'member',
    owns: 'self',
    summary: 'The member’s membership record (Membership Details): package, status, dates, billing, what renewal allows, and how a plan may be paid',
    answer: MyMembership,
  },
  verifyCertificate: {
    access: 'public',
    summary: 'Whether a certificate is genuine: a membership’s (runs today, for whom, until when) or a course’s (for whom, which course, when); nothing else. An unknown code is 404',
    params: codeParams,
    answer: Verification,
  },
});
