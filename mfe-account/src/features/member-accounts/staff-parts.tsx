import type { ReactNode } from 'react';
import type { Role } from 'shared-api';
import type { AccountStatus } from './shapes';
import { Badge, Box, formatDateTime, Text } from 'shared-ui';

export const memberPath = (memberId: string) => `/staff/members/${encodeURIComponent(memberId)}`;

export const ROLE_LABELS: Record<Role, string> = { member: 'Member', staff: 'Staff', admin: 'Admin' };

export const ROLE_FILTERS: { value: Role | ''; label: string }[] = [
  { value: '', label: 'All roles' },
  { value: 'member', label: 'Members' },
  { value: 'staff', label: 'Staff' },
  { value: 'admin', label: 'Admins' },
];

export const STATUS_FILTERS: { value: AccountStatus | ''; label: string }[] = [
  { value: '', label: 'Active and disabled' },
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

const ROLE_PALETTE: Record<Role, string> = { member: 'gray', staff: 'brand', admin: 'purple' };

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge colorPalette={ROLE_PALETTE[role]} variant={role === 'member' ? 'outline' : 'subtle'}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: AccountStatus }) {
  return status === 'disabled' ? <Badge colorPalette="red">Disabled</Badge> : <Badge colorPalette="green">Active</Badge>;
}

/**
 * A membership as staff read it, the same on the member's page and their membership's: "Seed · Active, never expires",
 * "Surge · Active until 10 January 2027". `ends` is the end day as written for people, or null when it never ends.
 */
export const membershipSummary = (pkg: string, status: string, ends: string | null) => `${pkg} · ${status}${ends ? ` until ${ends}` : ', never expires'}`;

/** When the account last signed in, or that it has not. */
export const whenSignedIn = (at: string | null) => (at ? <time dateTime={at}>{formatDateTime(at)}</time> : 'Not yet');

/** One fact about the member: its name above, its value below. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text overflowWrap="anywhere">{children}</Text>
    </Box>
  );
}
