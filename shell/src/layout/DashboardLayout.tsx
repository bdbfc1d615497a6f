import { useState } from 'react';
import type { OrgConfig } from 'shared-api';
import { Box, Button, Container, Flex, Outlet, Stack, Text, chakra } from 'shared-ui';
import { dashboardNav, dashboardProfileNav } from './nav';
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

/** The member dashboard: the menus beside the page on wide screens, behind a toggle on phones. */
export function DashboardLayout({ org }: { org: OrgConfig }) {
  const [open, setOpen] = useState(false);
  const groups = dashboardNav(org);
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
            aria-controls="dashboard-menu"
            onClick={() => setOpen((v) => !v)}
          >
            Dashboard menu <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </Button>
          <Stack as="nav" id="dashboard-menu" aria-label="Dashboard" gap="4" mt={{ base: 3, md: 0 }} display={{ base: open ? 'flex' : 'none', md: 'flex' }}>
            {groups.map((group) => (
              <Box key={group.label}>
                <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" color="fg.muted" px="3" mb="1">
                  {group.label}
                </Text>
                {group.items.map((item) => (
                  <ShellLink key={item.to} to={item.to} onClick={() => setOpen(false)}>
                    <MenuLink>{item.label}</MenuLink>
                  </ShellLink>
                ))}
              </Box>
            ))}
            <Box borderTopWidth="1px" pt="3">
              {dashboardProfileNav.map((item) => (
                <ShellLink key={item.to} to={item.to} onClick={() => setOpen(false)}>
                  <MenuLink>{item.label}</MenuLink>
                </ShellLink>
              ))}
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
