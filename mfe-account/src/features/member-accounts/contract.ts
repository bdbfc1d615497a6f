// The members' accounts as staff look after them: each call's access, rules and answer (decision 016). Server and API
// docs only; browsers import this file as a type.
import { contract } from 'shared-api/contract';
import { Paged } from 'shared-api/shapes';
import { ROLES, schema } from 'shared-api/validation';
import { pageQuery, searchQuery, sortQuery } from 'shared-api/validation/calls';
import { memberAccountCalls } from './calls';
import { ACCOUNT_STATUSES, MemberAccount, RoleResult, StaffMember } from './shapes';
import { accountStatusSchema, roleChangeSchema } from './staff-validation';

export const MEMBERS_PER_PAGE = 25;

/** What the staff's list of members can be sorted by. */
export const MEMBER_SORTS = ['name', 'joined_at', 'last_sign_in_at'] as const;

const memberParams = schema.object({ memberId: schema.string().trim().max(64).required() });

export const memberAccountContract = contract('staff', memberAccountCalls, {
  listMembers: {
    access: 'staff',
    summary: 'Every account, by name unless sorted otherwise; searched by name, e-mail, phone or MEMBER ID and filtered by role and status',
    query: pageQuery(MEMBERS_PER_PAGE)
      .concat(searchQuery())
      .shape({
        role: schema.string().oneOf(['', ...ROLES], `role must be one of ${ROLES.join(', ')}`).default(''),
        status: schema.string().oneOf(['', ...ACCOUNT_STATUSES], `status must be one of ${ACCOUNT_STATUSES.join(', ')}`).default(''),
      })
      .concat(sortQuery(MEMBER_SORTS, 'name', 'asc')),
    answer: Paged(StaffMember),
  },
  getMember: {
    access: 'staff',
    summary: 'A member’s account: profile, membership, role, whether it is disabled (when, by whom, why) and the last sign-in',
    params: memberParams,
    answer: MemberAccount,
  },
  setMemberRole: {
    access: 'admin',
    summary: 'Give an account the member, staff or admin role (admin); recorded in the audit log',
    description: 'Nobody changes their own role, and the last active admin keeps theirs.',
    params: memberParams,
    body: roleChangeSchema,
    answer: RoleResult,
  },
  disableMember: {
    access: 'staff',
    summary: 'Disable an account, with the reason: its sessions end at once, it cannot sign in and it leaves the directory; audited',
    description: 'Only an admin disables an admin; nobody disables their own account.',
    params: memberParams,
    body: accountStatusSchema,
    answer: MemberAccount,
  },
  enableMember: {
    access: 'staff',
    summary: 'Enable a disabled account again, with the reason: it can sign in again (its old sessions stay ended); audited',
    params: memberParams,
    body: accountStatusSchema,
    answer: MemberAccount,
  },
});
