import { useContext } from 'react';
import { STAFF_HOME } from 'shared-api';
import { Badge, HStack } from 'shared-ui';
import { DashboardLayout } from './DashboardLayout';
import type { NavItem } from './menus';
import { StaffCountsContext } from './staff-counts';

const STAFF_HOME_LINK = { to: STAFF_HOME, label: 'Staff home' };

/**
 * The staff menu beside the staff page: the staff home first, then each list with how many items wait in it. Part of
 * the staff frame's code, which only staff load.
 */
export function StaffMenu() {
  const counts = useContext(StaffCountsContext);
  const label = (item: NavItem) => {
    const waiting = counts.get(item.to) ?? 0;
    if (waiting === 0) return item.label;
    return (
      <HStack as="span" justify="space-between" gap="2">
        <span>{item.label}</span>
        <Badge colorPalette="brand" variant="solid" size="sm" aria-label={`${waiting} waiting`}>
          {waiting}
        </Badge>
      </HStack>
    );
  };
  // The staff header is 3rem high: the phone's open menu sits right under it.
  return <DashboardLayout menu="staff" name="Staff" lead={STAFF_HOME_LINK} label={label} below="3rem" />;
}
