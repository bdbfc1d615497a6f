import { useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { useSession } from 'shared-api';
import { Box, Button, Container, Flex, Outlet, Text, chakra } from 'shared-ui';
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

/** Whether this browser opens a `popover` by itself (Chrome and Edge 114, Safari 17, Firefox 125 and later). */
const opensPopovers = () => typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.togglePopover === 'function';

/** The menu as a list beside the page (wide screens), or as an open popover's list (phones). */
const list = { display: 'flex', flexDirection: 'column', gap: '4' } as const;

/**
 * The member dashboard and the staff area: the menu built from the pinned remotes' entries beside the
 * page on wide screens, behind a button on phones. Entries without a group sit at the end, with Logout.
 *
 * On phones the menu is a `popover` its button names, as the site's own menu is (decision 038): the browser opens it
 * at the first press, under the header and over the page, and shuts it on Escape or a press outside it, before this
 * script has hydrated the page and without it. Once hydrated, a link pressed in it shuts it. Where a browser has no
 * popovers, the script opens and shuts it in the page's flow, as before.
 */
export function DashboardLayout({
  menu = 'dashboard',
  name,
  lead,
  label = (item) => item.label,
  below = '4rem',
}: {
  menu?: 'dashboard' | 'staff';
  /** the menu's name (the member dashboard's, in the page's language, when absent) */
  name?: string;
  /** the menu's first link, its home (the staff area's comes with the staff frame) */
  lead?: { to: string; label: string };
  /** what an entry shows (the staff menu adds the count waiting in each list) */
  label?: (item: NavItem) => ReactNode;
  /** the height of the header the phone's open menu sits under */
  below?: string;
}) {
  const [open, setOpen] = useState(false);
  // Drawn as a popover on the server and at hydration; a browser without them is told once hydrated.
  const [native, setNative] = useState(true);
  const panel = useRef<HTMLElement>(null);
  const groups = useMenu(menu);
  const home = useDashboardHome();
  const staff = useSession((s) => isStaff(s.user?.role));
  useEffect(() => {
    if (!opensPopovers()) setNative(false);
  }, []);
  // Someone who is not staff sees the guard's answer on its own, not an empty staff menu beside it.
  if (menu === 'staff' && !staff) return <Outlet />;
  const headed = groups.filter((group) => group.label);
  const trailing: NavItem[] = [...(groups.find((group) => !group.label)?.items ?? []), menu === 'staff' ? logoutItem : translatedLogoutItem()];
  const id = `${menu}-menu`;
  const navName = name ?? t`Dashboard`;
  const first = lead ?? (menu === 'dashboard' && home === DASHBOARD_HOME ? { to: DASHBOARD_HOME, label: t`Dashboard` } : null);
  const close = () => {
    if (native && panel.current?.matches(':popover-open')) panel.current.hidePopover();
    setOpen(false);
  };
  const link = (item: NavItem) => (
    <ShellLink key={item.to + item.label} to={item.to} onClick={close}>
      <MenuLink>{label(item)}</MenuLink>
    </ShellLink>
  );
  return (
    <Container maxW="7xl" px={{ base: 4, md: 6 }} py={{ base: 4, md: 8 }}>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: 4, md: 8 }}>
        <Box as="aside" w={{ md: '60' }} flexShrink={0} css={{ '&:has(> nav:popover-open) [data-arrow]': { transform: 'rotate(180deg)' } }}>
          <Button
            display={{ base: 'flex', md: 'none' }}
            w="full"
            variant="outline"
            justifyContent="space-between"
            // A popover's button is expanded or not by the browser's own reckoning, before this script too.
            aria-expanded={native ? undefined : open}
            aria-controls={id}
            popoverTarget={native ? id : undefined}
            onClick={native ? undefined : () => setOpen((v) => !v)}
            css={{ anchorName: `--${id}` }}
          >
            {name ? `${name} menu` : t`Dashboard menu`}{' '}
            <chakra.span aria-hidden="true" data-arrow="" transition="transform 0.15s">
              {native || !open ? '▾' : '▴'}
            </chakra.span>
          </Button>
          <Box
            as="nav"
            ref={panel}
            id={id}
            aria-label={navName}
            popover={native ? 'auto' : undefined}
            css={
              native
                ? {
                    // Phones: shut, the browser hides it; open, across the screen under the header, over the page.
                    mdDown: {
                      '&:popover-open': list,
                      position: 'fixed',
                      top: below,
                      insetX: '0',
                      bottom: 'auto',
                      width: 'auto',
                      height: 'auto',
                      m: '0',
                      borderWidth: '0',
                      borderBottomWidth: '1px',
                      color: 'fg',
                      bg: 'bg',
                      boxShadow: 'md',
                      px: '4',
                      py: '3',
                      maxH: `calc(100dvh - ${below})`,
                      overflowY: 'auto',
                      '&::backdrop': { background: 'transparent' },
                      // Where the browser places by anchors (Chrome 125 and later): right under its button, which stays
                      // in sight to shut it again.
                      '@supports (anchor-name: --a)': { positionAnchor: `--${id}`, top: 'calc(anchor(bottom) + 0.5rem)', maxH: `calc(100dvh - ${below} - 4rem)` },
                    },
                    // Wider screens: beside the page, always shown, none of the browser's popover styles.
                    md: { ...list, position: 'static', inset: 'auto', width: 'auto', height: 'auto', m: '0', p: '0', borderWidth: '0', color: 'inherit', bg: 'transparent', overflow: 'visible' },
                  }
                : { ...list, mt: { base: '3', md: '0' }, display: { base: open ? 'flex' : 'none', md: 'flex' } }
            }
          >
            {first && (
              <ShellLink to={first.to} end onClick={close}>
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
          </Box>
        </Box>
        <Box flex="1" minW="0">
          <Outlet />
        </Box>
      </Flex>
    </Container>
  );
}
