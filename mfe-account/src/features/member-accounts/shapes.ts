// The members' accounts as staff read them: one account in the list, one account whole, and a role change's answer;
// and their types for the pages.
import { DateTime, Nullable, Strict, StringEnum, Type, type Static } from 'shared-api/shapes';
import { ROLES } from 'shared-api/validation';

/** Whether an account can sign in: `disabled` while staff have disabled it. */
export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;

const memberFields = {
  member_id: Type.String({ description: 'the public id in the member’s addresses' }),
  member_id_formatted: Type.String({ description: 'the MEMBER ID (FAP-…) on their profile and certificate' }),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  role: StringEnum(ROLES),
  status: StringEnum(ACCOUNT_STATUSES),
  joined_at: DateTime(),
  last_sign_in_at: Nullable(DateTime('null when the account has not signed in since sign-ins were recorded')),
};

/** One account in the staff's list of members (GET /staff/members). */
export const StaffMember = Strict(memberFields);

const text = () => Nullable(Type.String());

/** One member's account as staff read it (GET /staff/members/:memberId). */
export const MemberAccount = Strict({
  ...memberFields,
  city: text(),
  country: text(),
  organisation: text(),
  designation: text(),
  profile_complete: Type.Boolean(),
  disabled: Nullable(
    Strict(
      {
        at: DateTime(),
        by: Nullable(Strict({ member_id: Type.String(), name: Type.String() }, { description: 'who disabled it; null once their account is deleted' })),
        reason: Type.String(),
      },
      { description: 'null while the account is active' },
    ),
  ),
  membership: Strict({
    package: Type.String(),
    starts_at: DateTime(),
    ends_at: Nullable(DateTime('null for a membership that never expires')),
    ends: Type.String({ description: 'the end day as the member reads it, or Never expires' }),
  }),
});

/** POST /staff/members/:memberId/role → the account and the role it has now. */
export const RoleResult = Strict({ member_id: Type.String(), role: StringEnum(ROLES) });

/** GET staff/members → one account in the staff's list of members. */
export type StaffMember = Static<typeof StaffMember>;
/** GET staff/members/:memberId → one member's account as staff read it. */
export type MemberAccount = Static<typeof MemberAccount>;
export type AccountStatus = StaffMember['status'];
