import { Trans } from '@lingui/react/macro';
import type { OrgConfig } from 'shared-api';
import { Box, Flex, Link, Outlet } from 'shared-ui';
import type { ShellRoute } from '../remotes/runtime';
import { Header } from './Header';
import { Footer } from './Footer';
import { ProfileBanner } from './ProfileBanner';
import { RoutesContext } from './ShellLink';

export function SiteLayout({ org, routes, overridden }: { org: OrgConfig; routes: ShellRoute[]; overridden: string[] }) {
  return (
    <RoutesContext.Provider value={routes}>
      <Flex direction="column" minH="100dvh">
        <Link href="#main" srOnly _focus={{ position: 'static', width: 'auto', height: 'auto', p: 2 }}>
          <Trans>Skip to content</Trans>
        </Link>
        {overridden.map((name) => (
          <Box key={name} bg="orange.100" color="orange.900" fontSize="sm" px="4" py="1" textAlign="center">
            <Trans>
              This browser uses a local build of {name}. <Link href={`/?mfe-override=${name}@`}>Use the pinned version</Link>
            </Trans>
          </Box>
        ))}
        <Header org={org} />
        <ProfileBanner />
        {/* At least a screen tall: the footer starts below the fold, so a page arriving never pushes it. */}
        <Box as="main" id="main" flex="1" minH="100dvh" tabIndex={-1} outline="none">
          <Outlet />
        </Box>
        <Footer org={org} />
      </Flex>
    </RoutesContext.Provider>
  );
}
