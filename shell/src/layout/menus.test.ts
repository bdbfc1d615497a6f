import type { RemoteRoute } from 'shared-api';
import type { ShellRoute } from '../remotes/runtime';
import { buildMenu, type Viewer } from './menus';

const route = (path: string, access: RemoteRoute['access'], menu: RemoteRoute['menu']): ShellRoute => ({
  path,
  access,
  menu,
  page: path.slice(1).replace(/\//g, '-'),
  title: path,
  remote: 'mfe-test',
  scope: 'mfe_test',
  id: `mfe_test/${path}`,
});

const routes: ShellRoute[] = [
  route('/dashboard/promotions', 'member', [{ menu: 'dashboard', group: 'Safety net', label: 'Discounts & Promotions', order: 320 }]),
  route('/dashboard/peers', 'member', [{ menu: 'dashboard', group: 'Network', label: 'Peers', order: 110 }]),
  route('/dashboard/issues', 'member', [
    { menu: 'dashboard', group: 'Safety net', label: 'Issues', order: 310 },
    { menu: 'account', label: 'My Issues', order: 20 },
  ]),
  route('/dashboard/edit-profile', 'member', [
    { menu: 'dashboard', group: 'Network', label: 'Your profile', order: 120 },
    { menu: 'dashboard', label: 'Edit Profile', order: 900 },
  ]),
  route('/member/:memberId', 'member', [{ menu: 'dashboard', group: 'Network', label: 'Public profile', order: 130, to: '/member/me' }]),
  route('/staff/audit-log', 'staff', [{ menu: 'staff', group: 'Administration', label: 'Audit log', order: 900 }]),
  route('/staff/settings', 'admin', [{ menu: 'staff', group: 'Administration', label: 'Settings', order: 910 }]),
  route('/events', 'public', [{ menu: 'header', label: 'Events', order: 20 }]),
  route('/', 'public', [{ menu: 'header', label: 'Home', order: 10 }]),
];

const member: Viewer = { signedIn: true, role: 'member' };

describe('menus built from the pinned route tables', () => {
  it('groups the dashboard entries, groups by their first entry, entries by order, ungrouped last', () => {
    expect(buildMenu(routes, 'dashboard', member)).toEqual([
      {
        label: 'Network',
        items: [
          { label: 'Peers', to: '/dashboard/peers' },
          { label: 'Your profile', to: '/dashboard/edit-profile' },
          { label: 'Public profile', to: '/member/me' },
        ],
      },
      {
        label: 'Safety net',
        items: [
          { label: 'Issues', to: '/dashboard/issues' },
          { label: 'Discounts & Promotions', to: '/dashboard/promotions' },
        ],
      },
      { label: '', items: [{ label: 'Edit Profile', to: '/dashboard/edit-profile' }] },
    ]);
  });

  it('lists a flat menu in order', () => {
    expect(buildMenu(routes, 'header', { signedIn: false, role: null })).toEqual([
      { label: '', items: [{ label: 'Home', to: '/' }, { label: 'Events', to: '/events' }] },
    ]);
  });

  it('shows an entry only to whoever can open its page', () => {
    expect(buildMenu(routes, 'dashboard', { signedIn: false, role: null })).toEqual([]);
    expect(buildMenu(routes, 'staff', member)).toEqual([]);
    expect(buildMenu(routes, 'staff', { signedIn: true, role: 'staff' })).toEqual([
      { label: 'Administration', items: [{ label: 'Audit log', to: '/staff/audit-log' }] },
    ]);
    expect(buildMenu(routes, 'staff', { signedIn: true, role: 'admin' })[0].items.map((i) => i.label)).toEqual(['Audit log', 'Settings']);
  });

  it('merges one group’s entries from several remotes in their order: Order History sits in Membership, between the remotes’ own entries', () => {
    const fromRemotes = [
      { ...route('/dashboard/bank-account', 'complete-profile', [{ menu: 'dashboard', group: 'Membership', label: 'Request a Freelancer Digital Account', order: 530 }]), remote: 'mfe-safety-net' },
      { ...route('/dashboard/orders', 'member', [{ menu: 'dashboard', group: 'Membership', label: 'Order History', order: 520 }]), remote: 'mfe-ticketing' },
      { ...route('/dashboard/membership', 'member', [{ menu: 'dashboard', group: 'Membership', label: 'Membership', order: 510 }]), remote: 'mfe-account' },
      ...routes,
    ];
    const membership = buildMenu(fromRemotes, 'dashboard', member).find((g) => g.label === 'Membership');
    expect(membership?.items).toEqual([
      { label: 'Membership', to: '/dashboard/membership' },
      { label: 'Order History', to: '/dashboard/orders' },
      { label: 'Request a Freelancer Digital Account', to: '/dashboard/bank-account' },
    ]);
    // The Membership group comes after Safety net (3xx), before the ungrouped entries.
    expect(buildMenu(fromRemotes, 'dashboard', member).map((g) => g.label)).toEqual(['Network', 'Safety net', 'Membership', '']);
  });

  it('shows a page a newly pinned remote adds, with no change to the shell', () => {
    const added = [...routes, route('/dashboard/jobs', 'member', [{ menu: 'dashboard', group: 'Safety net', label: 'Jobs', order: 330 }])];
    const safetyNet = buildMenu(added, 'dashboard', member).find((g) => g.label === 'Safety net');
    expect(safetyNet?.items.map((i) => i.label)).toEqual(['Issues', 'Discounts & Promotions', 'Jobs']);
  });
});
