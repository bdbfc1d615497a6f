import { render, screen } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { MemoryRouter, Route, Routes, UiProvider, useLocation } from 'shared-ui';
import { safeReferrer, sessionStore, type RouteAccess, type RouteRedirect } from 'shared-api';
import { Guard } from './Guard';

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

function visit(at: string, access: RouteAccess, redirect?: RouteRedirect) {
  const path = at.split('?')[0];
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route
            path={path}
            element={
              <Guard route={{ access, redirect, title: 'Protected page' }}>
                <p>page content</p>
              </Guard>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

const member = { member_id: 'm1', phone: '0300', name: 'Ayesha Khan', email: 'a@example.pk', role: 'member' as const };

afterEach(() => sessionStore.getState().signOut());

describe('route guard', () => {
  it('sends a visitor on a protected route to /login carrying the current path as referrer', () => {
    visit('/dashboard/issues?tab=open', 'member');
    expect(screen.getByTestId('where')).toHaveTextContent('/login?referrer=%2Fdashboard%2Fissues%3Ftab%3Dopen');
  });

  it('sends a visitor to /register when the route is flagged so', () => {
    visit('/dashboard/membership/surge/order', 'member', '/register');
    expect(screen.getByTestId('where')).toHaveTextContent('/register?referrer=%2Fdashboard%2Fmembership%2Fsurge%2Forder');
  });

  it('sends a visitor on /profile to the home page', () => {
    visit('/profile', 'member', '/');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('shows a member the page', () => {
    sessionStore.getState().signIn('token', { ...member, is_profile_completed: true });
    visit('/dashboard/issues', 'member');
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(document.title).toMatch(/^Protected page \| /);
  });

  it('shows the Complete your profile notice instead of a page that needs a complete profile, once the server agrees', async () => {
    const api = mockApi({ 'GET /api/user/profile-completed': ok(false) });
    sessionStore.getState().signIn('token', { ...member, is_profile_completed: false });
    visit('/dashboard/bank-account', 'complete-profile');
    expect(screen.queryByText('page content')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/dashboard/complete-profile?referrer=%2Fdashboard%2Fbank-account',
    );
    expect(api.calls).toEqual(['GET /api/user/profile-completed']);
  });

  it('opens the page to a member whose profile was completed on another device, and updates the cookie', async () => {
    mockApi({ 'GET /api/user/profile-completed': ok(true) });
    sessionStore.getState().signIn('token', { ...member, is_profile_completed: false });
    visit('/dashboard/bank-account', 'complete-profile');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('page content')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Complete your profile' })).not.toBeInTheDocument();
    expect(sessionStore.getState().user?.is_profile_completed).toBe(true);
    expect(decodeURIComponent(document.cookie)).toMatch(/"is_profile_completed":true/);
  });

  it('keeps to the cookie when the server cannot be asked', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    sessionStore.getState().signIn('token', { ...member, is_profile_completed: false });
    visit('/dashboard/bank-account', 'complete-profile');
    expect(await screen.findByRole('link', { name: 'Complete your profile' })).toBeInTheDocument();
  });

  it('does not ask the server when the cookie already says the profile is complete', () => {
    const api = mockApi({});
    sessionStore.getState().signIn('token', { ...member, is_profile_completed: true });
    visit('/dashboard/bank-account', 'complete-profile');
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends a signed-in member away from the login page to the referrer', () => {
    sessionStore.getState().signIn('token', { ...member, is_profile_completed: true });
    visit('/login?referrer=%2Fdashboard%2Fpeers', 'guest');
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/peers');
  });

  it('only follows referrers that stay on this site', () => {
    expect(safeReferrer('/dashboard/events')).toBe('/dashboard/events');
    expect(safeReferrer('//evil.example/x')).toBeNull();
    expect(safeReferrer('/\\evil.example/x')).toBeNull();
    expect(safeReferrer('https://evil.example')).toBeNull();
    expect(safeReferrer(null)).toBeNull();
  });

  describe('staff and admin pages', () => {
    it('sends a visitor to /login with the referrer', () => {
      visit('/staff/audit-log', 'staff');
      expect(screen.getByTestId('where')).toHaveTextContent('/login?referrer=%2Fstaff%2Faudit-log');
    });

    it('shows a member the no-access page, never the page', () => {
      sessionStore.getState().signIn('token', { ...member, is_profile_completed: true });
      visit('/staff/audit-log', 'staff');
      expect(screen.queryByText('page content')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard/membership');
    });

    it('opens staff pages to staff and admins, and admin pages to admins only', () => {
      sessionStore.getState().signIn('token', { ...member, is_profile_completed: true, role: 'staff' });
      const staffView = visit('/staff/audit-log', 'staff');
      expect(screen.getByText('page content')).toBeInTheDocument();
      staffView.unmount();
      const adminPage = visit('/staff/settings', 'admin');
      expect(screen.queryByText('page content')).not.toBeInTheDocument();
      adminPage.unmount();
      sessionStore.getState().updateUser({ role: 'admin' });
      visit('/staff/settings', 'admin');
      expect(screen.getByText('page content')).toBeInTheDocument();
    });
  });
});
