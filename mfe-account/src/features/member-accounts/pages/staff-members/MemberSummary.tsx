import type { StaffMember } from '../../shapes';
import { Button, formatDate, HStack, RouterLink, Stack } from 'shared-ui';
import { Detail, memberPath, RoleBadge, StatusBadge, whenSignedIn } from '../../staff-parts';

/** A member at a glance in the list's side panel, with the way to their record. */
export function MemberSummary({ member }: { member: StaffMember }) {
  return (
    <Stack gap="4">
      <HStack gap="2">
        <RoleBadge role={member.role} />
        <StatusBadge status={member.status} />
      </HStack>
      <Detail label="MEMBER ID">{member.member_id_formatted}</Detail>
      <Detail label="E-mail">{member.email}</Detail>
      <Detail label="Phone">{member.phone}</Detail>
      <Detail label="Joined">{formatDate(member.joined_at)}</Detail>
      <Detail label="Last sign-in">{whenSignedIn(member.last_sign_in_at)}</Detail>
      <Button asChild colorPalette="brand" alignSelf="start">
        <RouterLink to={memberPath(member.member_id)}>Open the member’s record</RouterLink>
      </Button>
    </Stack>
  );
}
