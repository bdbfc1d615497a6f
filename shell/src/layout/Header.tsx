import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSession, type OrgConfig } from 'shared-api';
import { Box, Button, Container, Flex, HStack, Island, RouterLink } from 'shared-ui';
import { useAccountMenu, useDashboardHome, useMenuItems } from './menus';
import { ShellLink } from './ShellLink';
import { EventLogo, Logo } from './Logo';
import { AccountMenu } from './AccountMenu';
import { SiteMenu } from './SiteMenu';
import { NavItem } from './NavItem';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The site's header. Its links are links; what responds to a person is an island (docs/decisions/028): the account
 * menu and the small screen's menu, each given the menus it shows as data.
 */
export function Header({ org }: { org: OrgConfig }) {
  const signedIn = useSession((s) => Boolean(s.token));
  const publicNav = useMenuItems('header');
  const accountNav = useAccountMenu();
  const dashboard = useDashboardHome();
  const shortName = org.shortName;

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl" px={{ base: 4, md: 6 }}>
        <Flex h="16" align="center" gap="4">
          <RouterLink to="/" aria-label={t`${shortName} home`}>
            <Logo org={org} />
          </RouterLink>
          <Box display={{ base: 'none', sm: 'block' }}>
            <ShellLink to={org.featuredEvent.path}>
              <EventLogo label={org.featuredEvent.label} />
            </ShellLink>
          </Box>
          <HStack as="nav" aria-label={t`Main`} gap="0" display={{ base: 'none', xl: 'flex' }} flex="1" justify="center">
            {publicNav.map((item) => (
              <ShellLink key={item.to} to={item.to} end={item.to === '/'}>
                <NavItem>{item.label}</NavItem>
              </ShellLink>
            ))}
          </HStack>
          <HStack gap="2" ms="auto" display={{ base: 'none', xl: 'flex' }}>
            {signedIn ? (
              <>
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to={dashboard}>
                    <Trans>My Dashboard</Trans>
                  </RouterLink>
                </Button>
                <Island name="account-menu" when="interaction">
                  <AccountMenu items={accountNav} />
                </Island>
              </>
            ) : (
              <>
                <Button asChild size="sm" variant="ghost">
                  <RouterLink to="/login">
                    <Trans>Login</Trans>
                  </RouterLink>
                </Button>
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to="/register">
                    <Trans>Become a member</Trans>
                  </RouterLink>
                </Button>
              </>
            )}
          </HStack>
          <Box ms={{ base: 'auto', xl: '0' }}>
            <LanguageSwitch />
          </Box>
          <Island name="site-menu" when="interaction">
            <SiteMenu nav={publicNav} featured={{ label: org.featuredEvent.label, to: org.featuredEvent.path }} account={signedIn ? accountNav : null} dashboard={dashboard} />
          </Island>
        </Flex>
      </Container>
    </Box>
  );
}
