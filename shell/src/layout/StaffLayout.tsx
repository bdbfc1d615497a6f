// i18n-english: the staff's layout; staff pages stay in English (docs/decisions/030).
import { useMemo } from 'react';
import { defineQuery, useSession, type OrgConfig } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { getStaffQueues, staffKeys } from 'shared-api/staff';
import { Box, Container, Flex, HStack, Link, RouterLink, Text } from 'shared-ui';
import type { ShellRoute } from '../remotes/runtime';
import { Logo } from './Logo';
import { isStaff } from './menus';
import { RoutesContext } from './ShellLink';
import { StaffCountsContext } from './staff-counts';
import { StaffMenu } from './StaffMenu';

/** Each staff list's waiting items, summed by the list's path (three queues count orders). */
function useStaffCounts(enabled: boolean) {
  const query = useQuery({ ...defineQuery(staffKeys.queues, getStaffQueues), enabled, refetchInterval: 60_000 });
  return useMemo(() => {
    const counts = new Map<string, number>();
    for (const queue of query.data?.queues ?? []) {
      const path = queue.path.split('?')[0];
      counts.set(path, (counts.get(path) ?? 0) + queue.count);
    }
    return counts;
  }, [query.data]);
}

/**
 * The staff area's frame: a compact bar (the association's mark leading to the staff home, the public site, Logout) instead of the marketing header and footer, so a working day's lists get the whole screen.
 * Loaded only when a staff page is opened.
 */
export default function StaffLayout({ org, routes, overridden }: { org: OrgConfig; routes: ShellRoute[]; overridden: string[] }) {
  const staff = useSession((s) => isStaff(s.user?.role));
  const counts = useStaffCounts(staff);
  return (
    <RoutesContext.Provider value={routes}>
      <StaffCountsContext.Provider value={counts}>
        <Flex direction="column" minH="100dvh" bg="bg.subtle">
          <Link href="#main" srOnly _focus={{ position: 'static', width: 'auto', height: 'auto', p: 2 }}>
            Skip to content
          </Link>
          {overridden.map((name) => (
            <Box key={name} bg="orange.100" color="orange.900" fontSize="sm" px="4" py="1" textAlign="center">
              This browser uses a local build of {name}. <Link href={`/?mfe-override=${name}@`}>Use the pinned version</Link>
            </Box>
          ))}
          <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
            <Container maxW="7xl" px={{ base: 4, md: 6 }}>
              <Flex h="12" align="center" gap="3">
                {/* Named by what it shows, the logo and "Staff": a person using voice control says what they see. */}
                <RouterLink to="/staff">
                  <HStack gap="2">
                    <Logo org={org} />
                    <Text as="span" fontSize="sm" fontWeight="semibold" color="fg.muted">
                      Staff
                    </Text>
                  </HStack>
                </RouterLink>
                <HStack ml="auto" gap="4" fontSize="sm">
                  <Link asChild color="brand.fg">
                    <RouterLink to="/">View site</RouterLink>
                  </Link>
                  <Link asChild color="brand.fg">
                    <RouterLink to="/logout">Logout</RouterLink>
                  </Link>
                </HStack>
              </Flex>
            </Container>
          </Box>
          <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
            <StaffMenu />
          </Box>
        </Flex>
      </StaffCountsContext.Provider>
    </RoutesContext.Provider>
  );
}
