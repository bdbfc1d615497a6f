import { useState, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { useSession } from 'shared-api';
import { Box, Button, Container, Flex, Outlet, Stack, Text, chakra } from 'shared-ui';
import { DASHBOARD_HOME, isStaff, logoutItem, translatedLogoutItem, useDashboardHome, useMenu, type NavItem } from './menus';
import { ShellLink } from './ShellLink';

const MenuLink = chakra('span', {
  base: {
    display: 'block',
    px: '3',
    py: '1.5',
    borderRadius: 'l2',
    fontSize: 'sm',
    color: 'fg',
    _hover: { bg: 'bg.muted' },
    '[aria-current=page] > &': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
  },
});

/**
 * The member dashboard and the staff area: the menu built from the pinned remotes' entries beside the
 * page on wide screens, behind a toggle on phones. Entries without a group sit at the end, with Logout.
 */
export function DashboardLayout({
  menu = 'dashboard',
  name,
  lead,
  label = (item) => item.label,
}: {
  menu?: 'dashboard' | 'staff';
  /** the menu's name (the member dashboard's, in the page's language, when absent) */
  name?: string;
  /** the menu's first link, its home (the staff area's comes with the staff frame) */
  lead?: { to: string; label: string };
  /** what an entry shows (the staff menu adds the count waiting in each list) */
  label?: (item: NavItem) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const groups = useMenu(menu);
  const home = useDashboardHome();
  const staff = useSession((s) => isStaff(s.user?.role));
  // Someone who is not staff sees the guard's answer on its own, not an empty staff menu beside it.
  if (menu === 'staff' && !staff) return <Outlet />;
  const headed = groups.filter((group) => group.label);
  const trailing: NavItem[] = [...(groups.find((group) => !group.label)?.items ?? []), menu === 'staff' ? logoutItem : translatedLogoutItem()];
  const id = `${menu}-menu`;
  const navName = name ?? t`Dashboard`;
  const first = lead ?? (menu === 'dashboard' && home === DASHBOARD_HOME ? { to: DASHBOARD_HOME, label: t`Dashboard` } : null);
  const link = (item: NavItem) => (
    <ShellLink key={item.to + item.label} to={item.to} onClick={() => setOpen(false)}>
      <MenuLink>{label(item)}</MenuLink>
    </ShellLink>
  );
  return (
    <Container maxW="7xl" px={{ base: 4, md: 6 }} py={{ base: 4, md: 8 }}>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: 4, md: 8 }}>
        <Box as="aside" w={{ md: '60' }} flexShrink={0}>
          <Button
            display={{ base: 'flex', md: 'none' }}
            w="full"
            variant="outline"
            justifyContent="space-between"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((v) => !v)}
          >
            {name ? `${name} menu` : t`Dashboard menu`} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </Button>
          <Stack as="nav" id={id} aria-label={navName} gap="4" mt={{ base: 3, md: 0 }} display={{ base: open ? 'flex' : 'none', md: 'flex' }}>
            {first && (
              <ShellLink to={first.to} end onClick={() => setOpen(false)}>
                <MenuLink fontWeight="semibold">{first.label}</MenuLink>
              </ShellLink>
            )}
            {headed.map((group) => (
              <Box key={group.label}>
                <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" color="fg.muted" px="3" mb="1">
                  {group.label}
                </Text>
                {group.items.map(link)}
              </Box>
            ))}
            <Box borderTopWidth="1px" pt="3">
              {trailing.map(link)}
            </Box>
          </Stack>
        </Box>
        <Box flex="1" minW="0">
          <Outlet />
        </Box>
      </Flex>
    </Container>
  );
}
