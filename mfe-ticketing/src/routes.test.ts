import { i18n } from '#i18n';
import { buildMenu } from '../../shell/src/layout/menus';
import { loadRouteTexts, shellRoutes } from '../../shell/src/remotes/routes';
import routes from './routes';

// This remote's menu entries as the shell builds its menus from the pinned route table (docs/decisions/006), with the
// Urdu its build writes beside it from its own catalog of texts (decision 044).
const manifest = { remotes: [{ name: 'mfe-ticketing', scope: 'mfe_ticketing', version: '1.0.0', entry: '/remotes/mfe-ticketing/1.0.0/mf-manifest.json', routes, texts: { ur: require('./locales/texts.ur.json') } }] };
const pinned = shellRoutes(manifest);
const member = { signedIn: true, role: 'member' as const };

describe('My Tickets in the menus', () => {
  afterEach(() => i18n.activate('en'));

  it('sits in the dashboard menu’s Learn group, under Events, and stays in the account menu', () => {
    const learn = buildMenu(pinned, 'dashboard', member).find((group) => group.label === 'Learn');
    expect(learn?.items).toEqual([
      { label: 'Events', to: '/dashboard/events' },
      { label: 'My Tickets', to: '/dashboard/tickets' },
    ]);
    expect(buildMenu(pinned, 'account', member).flatMap((group) => group.items)).toContainEqual({ label: 'My Tickets', to: '/dashboard/tickets' });
    // A visitor is shown neither.
    expect(buildMenu(pinned, 'dashboard', { signedIn: false, role: null })).toEqual([]);
  });

  it('reads in Urdu on an Urdu page', () => {
    loadRouteTexts(manifest);
    i18n.activate('ur');
    const learn = buildMenu(pinned, 'dashboard', member).find((group) => group.items.some((item) => item.to === '/dashboard/tickets'));
    expect(learn?.items.find((item) => item.to === '/dashboard/tickets')?.label).toBe('میرے ٹکٹ');
    expect(learn?.label).not.toBe('Learn');
  });
});
