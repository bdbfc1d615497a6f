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

/**
 * The small screen's menu: its button, and the menu it opens under the header (over the page, so opening it moves
 * nothing). An island of the header (docs/decisions/028): it hydrates when it is first touched, and the press that
 * woke it opens it.
 */
export function SiteMenu({ nav, featured, account, dashboard }: SiteMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const button = useRef<HTMLButtonElement>(null);
  // Escape shuts the open menu wherever the keyboard is (on its button, which keeps the focus after a press, or in the
  // menu), and gives the keyboard back to the button that opened it. The menu opens only once this has hydrated: a
  // press before then is held and given to it after (docs/decisions/028), so the server's HTML never has it open.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <>
      <IconButton
        ref={button}
        display={{ base: 'inline-flex', xl: 'none' }}
        variant="ghost"
        aria-label={open ? t`Close menu` : t`Open menu`}
        aria-expanded={open}
        aria-controls="mobile-nav"
        onClick={() => setOpen((v) => !v)}
      >
        <MenuIcon open={open} />
      </IconButton>
      {open && (
        <Box
          id="mobile-nav"
          display={{ xl: 'none' }}
          position="absolute"
          top="100%"
          insetX="0"
          bg="bg"
          borderBottomWidth="1px"
          boxShadow="md"
          px="4"
          py="3"
          maxH="calc(100dvh - 4rem)"
          overflowY="auto"
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
