import { useState } from 'react';
import { useSession, type OrgConfig } from 'shared-api';
import { Box, Button, Container, Flex, HStack, IconButton, RouterLink, Stack, chakra } from 'shared-ui';
import { useAccountMenu, useDashboardHome, useMenuItems } from './menus';
import { ShellLink } from './ShellLink';
import { EventLogo, Logo } from './Logo';
import { AccountMenu } from './AccountMenu';

const navLinkStyle = {
  px: '3',
  py: '2',
  borderRadius: 'l2',
  fontWeight: 'medium',
  fontSize: 'sm',
  color: 'fg',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' },
} as const;

const NavItem = chakra('span', { base: navLinkStyle });

export function Header({ org }: { org: OrgConfig }) {
  const signedIn = useSession((s) => Boolean(s.token));
  const publicNav = useMenuItems('header');
  const accountNav = useAccountMenu();
  const dashboard = useDashboardHome();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl" px={{ base: 4, md: 6 }}>
        <Flex h="16" align="center" gap="4">
          <RouterLink to="/" aria-label={`${org.shortName} home`} onClick={close}>
            <Logo org={org} />
          </RouterLink>
          <Box display={{ base: 'none', sm: 'block' }}>
            <ShellLink to={org.featuredEvent.path}>
              <EventLogo label={org.featuredEvent.label} />
            </ShellLink>
          </Box>
          <HStack as="nav" aria-label="Main" gap="0" display={{ base: 'none', lg: 'flex' }} flex="1" justify="center">
            {publicNav.map((item) => (
              <ShellLink key={item.to} to={item.to} end={item.to === '/'}>
                <NavItem>{item.label}</NavItem>
              </ShellLink>
            ))}
          </HStack>
          <HStack gap="2" ml="auto" display={{ base: 'none', lg: 'flex' }}>
            {signedIn ? (
              <>
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to={dashboard}>My Dashboard</RouterLink>
                </Button>
                <AccountMenu />
              </>
            ) : (
              <>
                <Button asChild size="sm" variant="ghost">
                  <RouterLink to="/login">Login</RouterLink>
                </Button>
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to="/register">Become a member</RouterLink>
                </Button>
              </>
            )}
          </HStack>
          <IconButton
            display={{ base: 'inline-flex', lg: 'none' }}
            ml="auto"
            variant="ghost"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-nav"
            onClick={() => setOpen((v) => !v)}
          >
            <MenuIcon open={open} />
          </IconButton>
        </Flex>
      </Container>
      {open && (
        <Box id="mobile-nav" display={{ lg: 'none' }} borderTopWidth="1px" px="4" py="3">
          <Stack as="nav" aria-label="Main" gap="1">
            {publicNav.map((item) => (
              <ShellLink key={item.to} to={item.to} end={item.to === '/'} onClick={close}>
                <NavItem display="block">{item.label}</NavItem>
              </ShellLink>
            ))}
            <ShellLink to={org.featuredEvent.path} onClick={close}>
              <NavItem display="block">{org.featuredEvent.label}</NavItem>
            </ShellLink>
          </Stack>
          <Stack gap="2" mt="3" pt="3" borderTopWidth="1px">
            {signedIn ? (
              <>
                <Button asChild colorPalette="brand" onClick={close}>
                  <RouterLink to={dashboard}>My Dashboard</RouterLink>
                </Button>
                <Stack as="nav" aria-label="Account" gap="1">
                  {accountNav.map((item) => (
                    <ShellLink key={item.to} to={item.to} onClick={close}>
                      <NavItem display="block">{item.label}</NavItem>
                    </ShellLink>
                  ))}
                </Stack>
              </>
            ) : (
              <>
                <Button asChild variant="outline" onClick={close}>
                  <RouterLink to="/login">Login</RouterLink>
                </Button>
                <Button asChild colorPalette="brand" onClick={close}>
                  <RouterLink to="/register">Become a member</RouterLink>
                </Button>
              </>
            )}
          </Stack>
        </Box>
      )}
    </Box>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
