import { useState } from 'react';
import { errorMessage, type Role } from 'shared-api';
import type { MemberAccount } from '../../shapes';
import { Box, Button, Card, Heading, HStack, notifySuccess, Text } from 'shared-ui';
import { FilterLabel, FilterSelect } from 'shared-ui/staff';
import { SimpleDialog } from 'shared-ui/overlays';
import { useSetMemberRole } from '../../api';
import { ROLE_LABELS } from '../../staff-parts';

const ROLES: { value: Role; label: string; made: string; reach: string }[] = [
  { value: 'member', label: 'Member', made: 'a member', reach: 'their own account only' },
  { value: 'staff', label: 'Staff', made: 'staff', reach: 'the staff area' },
  { value: 'admin', label: 'Admin', made: 'an admin', reach: 'the staff area and everyone’s roles' },
];

const reachOf = (role: Role) => ROLES.find((r) => r.value === role)?.reach ?? '';
const madeOf = (role: Role) => ROLES.find((r) => r.value === role)?.made ?? role;

/** Admins: what the account may do, changed after a confirmation. */
export function RoleSection({ member, own }: { member: MemberAccount; own: boolean }) {
  const [role, setRole] = useState<Role>(member.role);
  const [confirming, setConfirming] = useState(false);
  const change = useSetMemberRole(member.member_id);
  return (
    <Card.Root as="section" aria-labelledby="role-heading">
      <Card.Body gap="3" alignItems="start">
        <Heading as="h3" size="md" id="role-heading">
          Role
        </Heading>
        <Text>
          {ROLE_LABELS[member.role]}: {reachOf(member.role)}.
        </Text>
        {own ? (
          <Text fontSize="sm" color="fg.muted">
            You cannot change your own role; ask another admin.
          </Text>
        ) : (
          <HStack as="form" gap="2" align="end" wrap="wrap" aria-label="Change the role" onSubmit={(e) => (e.preventDefault(), setConfirming(true))}>
            <Box>
              <FilterLabel htmlFor="member-role">New role</FilterLabel>
              <FilterSelect id="member-role" value={role} onChange={(e) => setRole(ROLES.find((r) => r.value === e.target.value)?.value ?? member.role)}>
                {ROLES.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </FilterSelect>
            </Box>
            <Button type="submit" colorPalette="brand" disabled={role === member.role}>
              Change the role
            </Button>
          </HStack>
        )}
        {confirming && (
          <SimpleDialog
            title={`Make ${member.name} ${madeOf(role)}?`}
            description={`${member.member_id_formatted} · ${member.email}`}
            onClose={() => setConfirming(false)}
            confirm={{
              label: 'Change the role',
              action: async () => notifySuccess((await change.mutateAsync(role)).message),
              describeFailure: errorMessage,
              colorPalette: role === 'admin' || member.role === 'admin' ? 'red' : 'brand',
            }}
          >
            <Text>
              They will reach {reachOf(role)} from their next page. The change is kept in the audit log.
            </Text>
          </SimpleDialog>
        )}
      </Card.Body>
    </Card.Root>
  );
}
