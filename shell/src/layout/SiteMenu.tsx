import { useEffect, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Button, IconButton, RouterLink, Stack } from 'shared-ui';
import type { NavItem as MenuItem } from './menus';
import { NavItem } from './NavItem';
import { ShellLink } from './ShellLink';

export interface SiteMenuProps {
  /** the header's menu */
  nav: MenuItem[];
  /** the featured event's link */
  featured: MenuItem;
  /** the account menu, for a signed-in member; null for a visitor */
  account: MenuItem[] | null;
  /** where "My Dashboard" leads */
  dashboard: string;
}

/** Whether this browser opens a `popover` by itself (Chrome and Edge 114, Safari 17, Firefox 125 and later). */
const opensPopovers = () => typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.togglePopover === 'function';

/**
 * The small screen's menu: its button, and the menu it opens under the header (over the page, so opening it moves
 * nothing). The menu is a `popover` its button names (decision 038): the browser opens it at the first press, shuts it
 * on Escape or a press outside it and gives the keyboard back to the button, all before and without this script. It is
 * an island of the header (docs/decisions/028) that hydrates when first touched, and then only follows what the browser
 * did. Where a browser has no popovers, the script opens and shuts it once it has hydrated.
 */
export function SiteMenu({ nav, featured, account, dashboard }: SiteMenuProps) {
  const [open, setOpen] = useState(false);
  // Drawn as a popover on the server and at hydration; a browser without them is told once hydrated.
  const [native, setNative] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = () => {
    if (native && panel.current?.matches(':popover-open')) panel.current.hidePopover();
    setOpen(false);
  };
  useEffect(() => {
    if (!opensPopovers()) {
      setNative(false);
      return;
    }
    // The press that woke this island may have opened the menu already.
    const menu = panel.current;
    if (!menu) return;
    setOpen(menu.matches(':popover-open'));
    const follow = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    menu.addEventListener('toggle', follow);
    return () => menu.removeEventListener('toggle', follow);
  }, []);
  // Without popovers: Escape shuts the open menu wherever the keyboard is, and gives the keyboard back to its button.
  useEffect(() => {
    if (native || !open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [native, open]);
  return (
    <>
      <IconButton
        ref={button}
        display={{ base: 'inline-flex', xl: 'none' }}
        variant="ghost"
        aria-label={open ? t`Close menu` : t`Open menu`}
        // A popover's button is expanded or not by the browser's own reckoning, before this script too.
        aria-expanded={native ? undefined : open}
        aria-controls="mobile-nav"
        popoverTarget={native ? 'mobile-nav' : undefined}
        onClick={native ? undefined : () => setOpen((v) => !v)}
      >
        <MenuIcon open={open} />
      </IconButton>
      {(native || open) && (
        <Box
          ref={panel}
          id="mobile-nav"
          popover={native ? 'auto' : undefined}
          display={{ xl: 'none' }}
          // The popover's place in the top layer: across the screen, under the header (4rem), over the page.
          position={native ? 'fixed' : 'absolute'}
          top={native ? '4rem' : '100%'}
          insetX="0"
          bottom="auto"
          width="auto"
          height="auto"
          m="0"
          borderWidth="0"
          color="fg"
          bg="bg"
          borderBottomWidth="1px"
          boxShadow="md"
          px="4"
          py="3"
          maxH="calc(100dvh - 4rem)"
          overflowY="auto"
          css={{ '&::backdrop': { background: 'transparent' } }}
        >
          <Stack as="nav" aria-label={t`Main`} gap="1">
            {nav.map((item) => (
              <ShellLink key={item.to} to={item.to} end={item.to === '/'} onClick={close}>
                <NavItem display="block">{item.label}</NavItem>
              </ShellLink>
            ))}
            <ShellLink to={featured.to} onClick={close}>
              <NavItem display="block">{featured.label}</NavItem>
            </ShellLink>
          </Stack>
          <Stack gap="2" mt="3" pt="3" borderTopWidth="1px">
            {account ? (
              <>
                <Button asChild colorPalette="brand" onClick={close}>
                  <RouterLink to={dashboard}>
                    <Trans>My Dashboard</Trans>
                  </RouterLink>
                </Button>
                <Stack as="nav" aria-label={t`Account`} gap="1">
                  {account.map((item) => (
                    <ShellLink key={item.to} to={item.to} onClick={close}>
                      <NavItem display="block">{item.label}</NavItem>
                    </ShellLink>
                  ))}
                </Stack>
              </>
            ) : (
              <>
                <Button asChild variant="outline" onClick={close}>
                  <RouterLink to="/login">
                    <Trans>Login</Trans>
                  </RouterLink>
                </Button>
                <Button asChild colorPalette="brand" onClick={close}>
                  <RouterLink to="/register">
                    <Trans>Become a member</Trans>
                  </RouterLink>
                </Button>
              </>
            )}
          </Stack>
        </Box>
      )}
    </>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
