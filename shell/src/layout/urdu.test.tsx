import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultOrg, sessionStore } from 'shared-api';
import { Outlet, Route, Routes } from 'shared-ui';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { loadRouteTexts } from '../remotes/routes';
import type { ShellRoute } from '../remotes/runtime';
import { RemoteFallback } from '../remotes/RemotePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { DashboardLayout } from './DashboardLayout';
import { Header } from './Header';
import { Footer } from './Footer';
import { RoutesContext } from './ShellLink';

const route = (path: string, access: ShellRoute['access'], menu: ShellRoute['menu']): ShellRoute => ({
  path,
  access,
  menu,
  page: path.slice(1).replace(/\//g, '-'),
  title: path,
  remote: 'mfe-test',
  scope: 'mfe_test',
  id: `mfe_test${path}`,
});

const routes: ShellRoute[] = [
  route('/', 'public', [{ menu: 'header', label: 'Home', order: 10 }]),
  route('/events', 'public', [{ menu: 'header', label: 'Events', order: 20 }]),
  route('/publications', 'public', [{ menu: 'footer', label: 'Publications', order: 10 }]),
  route('/dashboard', 'member', []),
  route('/dashboard/membership', 'member', [{ menu: 'dashboard', group: 'Membership', label: 'Membership', order: 510 }]),
  route('/dashboard/peers', 'member', [{ menu: 'dashboard', group: 'Network', label: 'Peers', order: 110 }]),
  route('/dashboard/new-thing', 'member', [{ menu: 'dashboard', group: 'Network', label: 'A newer entry', order: 130 }]),
  route('/dashboard/edit-profile', 'member', [{ menu: 'dashboard', label: 'Edit Profile', order: 900 }]),
  route('/staff/audit-log', 'staff', [{ menu: 'staff', group: 'Administration', label: 'Audit log', order: 900 }]),
];

function Site() {
  return (
    <RoutesContext.Provider value={routes}>
      <Header org={defaultOrg} />
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route path="/dashboard/peers" element={<p>peers page</p>} />
        </Route>
        <Route path="*" element={<Outlet />} />
      </Routes>
      <Footer org={defaultOrg} />
    </RoutesContext.Provider>
  );
}

describe('the shell in Urdu', () => {
  beforeAll(() => {
    i18n.load('ur', require('../locales/ur.json'));
    i18n.loadTexts(require('shared-api/locales/ur.json'));
    // The menus' labels come from the remotes' route tables, with the Urdu each remote's build writes beside them from
    // its own catalog of texts (routes.json's `texts`, decision 044).
    const remotes = ['mfe-public', 'mfe-account', 'mfe-network', 'mfe-ticketing', 'mfe-learning', 'mfe-safety-net'];
    loadRouteTexts({ remotes: remotes.map((name) => ({ name, scope: name, version: '1.0.0', entry: '', routes: [], texts: { ur: require(`../../../${name}/src/locales/texts.ur.json`) } })) });
  });
  beforeEach(() => i18n.activate('ur'));
  afterEach(() => {
    cleanup();
    i18n.activate('en');
    sessionStore.getState().signOut();
  });

  it('shows the page-not-found page in Urdu', () => {
    renderPage(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'صفحہ نہیں ملا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ہوم پیج پر جائیں' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Page not found/)).not.toBeInTheDocument();
  });

  it('offers a visitor sign-in and membership in Urdu, with the header menu and footer in Urdu', async () => {
    renderPage(<Site />, { path: '*', at: '/events' });
    expect(screen.getByRole('link', { name: 'PAFLA ہوم پیج' })).toHaveAttribute('href', '/');
    // A phone's menu, behind its button.
    await userEvent.setup().click(screen.getByRole('button', { name: 'مینو کھولیں' }));
    expect(screen.getByRole('button', { name: 'مینو بند کریں' })).toHaveAttribute('aria-expanded', 'true');
    const main = screen.getByRole('navigation', { name: 'مرکزی مینو' });
    expect(within(main).getByRole('link', { name: 'ہوم' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'تقریبات' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: 'سائن ان' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'رکن بنیں' })).toHaveAttribute('href', '/register');
    const footer = screen.getByRole('navigation', { name: 'فوٹر' });
    expect(within(footer).getByRole('link', { name: 'مطبوعات' })).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} ${defaultOrg.name}۔ جملہ حقوق محفوظ ہیں۔`)).toBeInTheDocument();
  });

  it("shows a member's dashboard menu in Urdu, an entry the shell does not know yet as its remote wrote it", async () => {
    sessionStore.getState().signIn('t', { member_id: 'm1', is_profile_completed: true, role: 'member' });
    renderPage(<Site />, { path: '*', at: '/dashboard/peers' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'مینو کھولیں' }));
    expect(screen.getByRole('link', { name: 'میرا ڈیش بورڈ' })).toHaveAttribute('href', '/dashboard');
    expect(within(screen.getByRole('navigation', { name: 'اکاؤنٹ' })).getByRole('link', { name: 'سائن آؤٹ' })).toHaveAttribute('href', '/logout');
    await user.click(screen.getByRole('button', { name: /ڈیش بورڈ مینو/ }));
    const nav = screen.getByRole('navigation', { name: 'ڈیش بورڈ' });
    expect(within(nav).getByText('نیٹ ورک')).toBeInTheDocument();
    expect(within(nav).getByText('رکنیت', { selector: 'p' })).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['ڈیش بورڈ', 'ساتھی اراکین', 'A newer entry', 'رکنیت', 'پروفائل میں ترمیم', 'سائن آؤٹ']);
    expect(within(nav).getByRole('link', { name: 'سائن آؤٹ' })).toHaveAttribute('href', '/logout');
  });

  it('keeps the staff menu in English', async () => {
    sessionStore.getState().signIn('t', { member_id: 's1', is_profile_completed: true, role: 'staff' });
    renderPage(
      <RoutesContext.Provider value={routes}>
        <DashboardLayout menu="staff" name="Staff" />
      </RoutesContext.Provider>,
      { path: '*', at: '/staff/audit-log' },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /Staff menu/ }));
    const nav = screen.getByRole('navigation', { name: 'Staff' });
    expect(within(nav).getByText('Administration')).toBeInTheDocument();
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Audit log', 'Logout']);
  });

  it('offers to try again in Urdu when a section could not load', async () => {
    const retry = jest.fn();
    renderPage(<RemoteFallback onRetry={retry} />);
    expect(screen.getByRole('heading', { name: 'یہ حصہ عارضی طور پر دستیاب نہیں' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'دوبارہ کوشش کریں' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
