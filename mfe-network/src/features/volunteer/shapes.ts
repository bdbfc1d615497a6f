// Volunteer applications (second spec §2.7): the answers' shapes, and their types for the pages. A member sees the
// application they sent; staff see every application with who applied.
import { DateTime, Strict, StringEnum, Type, type Static } from 'shared-api/shapes';
import { VOLUNTEER_KINDS } from 'shared-api/validation';

export const VolunteerKind = StringEnum(VOLUNTEER_KINDS.map((k) => k.value));

/** POST user/volunteer → data: the application as it was recorded. */
export const VolunteerApplication = Strict({
  id: Type.Integer(),
  for: VolunteerKind,
  description: Type.String(),
  created_at: DateTime('UTC'),
});

/** One row of the staff list of applications, with who applied (their public profile is /member/:memberId). */
export const StaffVolunteerApplication = Strict({
  id: Type.Integer(),
  for: VolunteerKind,
  description: Type.String(),
  created_at: DateTime('UTC'),
  applicant: Strict({ member_id: Type.String(), name: Type.String() }),
});

/** POST user/volunteer → data */
export type VolunteerApplication = Static<typeof VolunteerApplication>;
/** One row of the staff list of volunteer applications. */
export type StaffVolunteerApplication = Static<typeof StaffVolunteerApplication>;
