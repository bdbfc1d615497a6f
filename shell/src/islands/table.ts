// The shell's islands (docs/decisions/028), by the name its layout gives each `Island`: each loaded when it hydrates.
import type { IslandComponent, IslandTable } from 'shared-ui';

const island = <P>(load: () => Promise<React.ComponentType<P>>) => load as unknown as () => Promise<IslandComponent>;

export const shellIslands: IslandTable = {
  'site-menu': island(() => import('../layout/SiteMenu').then((m) => m.SiteMenu)),
  'account-menu': island(() => import('../layout/AccountMenu').then((m) => m.AccountMenu)),
  'profile-banner': island(() => import('../layout/ProfileNotice').then((m) => m.ProfileNotice)),
};
