import { useState, type ComponentType } from 'react';
import { AccountButton } from './AccountButton';
import type { NavItem } from './menus';

type Menu = ComponentType<{ items: NavItem[]; defaultOpen?: boolean }>;
const loadMenu = (): Promise<Menu> => import('./ProfileMenu').then((m) => m.default);

/**
 * The header's account menu. Its button is drawn at once, on the server too; the menu and the overlay components
 * it needs (~44 KB) load when the button is pointed at, focused or pressed, and a press opens the menu once loaded.
 * A load that fails leaves the button as it was, and the next press tries again. An island of the header
 * (docs/decisions/028): its entries come as data.
 */
export function AccountMenu({ items }: { items: NavItem[] }) {
  const [LoadedMenu, setLoadedMenu] = useState<Menu | null>(null);
  if (LoadedMenu) return <LoadedMenu items={items} defaultOpen />;
  const warm = () => void loadMenu().catch(() => undefined);
  return (
    <AccountButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => loadMenu().then((menu) => setLoadedMenu(() => menu), () => undefined)}
    />
  );
}
