import type { OrgConfig } from 'shared-api';
import { Box, Flex, Link, Outlet } from 'shared-ui';
import type { ShellRoute } from '../remotes/runtime';
import { Header } from './Header';
import { Footer } from './Footer';
import { ProfileBanner } from './ProfileBanner';
import { RoutesContext } from './ShellLink';

export function SiteLayout({ org, routes }: { org: OrgConfig; routes: ShellRoute[] }) {
  return (
    <RoutesContext.Provider value={routes}>
      <Flex direction="column" minH="100dvh">
        <Link href="#main" srOnly _focus={{ position: 'static', width: 'auto', height: 'auto', p: 2 }}>
          Skip to content
        </Link>
        <Header org={org} />
        <ProfileBanner />
        <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
          <Outlet />
        </Box>
        <Footer org={org} />
      </Flex>
    </RoutesContext.Provider>
  );
}
