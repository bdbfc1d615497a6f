import { Menu, Portal } from 'shared-ui/overlays';
import { RouterLink } from 'shared-ui';
import type { NavItem } from './menus';
import { AccountButton } from './AccountButton';

/**
 * The account menu itself: loaded (with the overlay components) when a member reaches for its button. It always opens
 * below its button, which sits at the top of the page. Allowed to flip, its first placement on the first open (the
 * menu still taking its size) could be above the button, pushed against the page's top edge, and a later frame moved
 * it down: a press in that moment began on an item and ended on the header, and was lost.
 */
export default function ProfileMenu({ items: accountNav, defaultOpen = false }: { items: NavItem[]; defaultOpen?: boolean }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end', flip: false }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <AccountButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {accountNav.map((item) => (
              <Menu.Item key={item.to} value={item.to} asChild>
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
