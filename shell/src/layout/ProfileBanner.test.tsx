import { render, screen, within } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { sessionStore } from 'shared-api';
import { MemoryRouter, Route, Routes, UiProvider } from 'shared-ui';
import { Guard } from '../Guard';
import { ProfileBanner } from './ProfileBanner';

function visit(at: string, access: 'member' | 'complete-profile') {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[at]}>
        <ProfileBanner />
        <Routes>
          <Route
            path={new URL(at, 'http://site').pathname}
            element={
              <Guard route={{ access, title: 'A page' }}>
                <p>page content</p>
              </Guard>
            }
          />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Complete your profile' });

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.getState().signIn('token', { member_id: 'm1', is_profile_completed: false, role: 'member' });
});
afterEach(() => sessionStore.getState().signOut());

describe('the profile-incomplete banner', () => {
  it('invites a member with an incomplete profile on an ordinary page', () => {
    visit('/dashboard/peers', 'member');
    expect(banner()).toBeInTheDocument();
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('leads to the complete-profile form and back to this page, query and all', () => {
    visit('/dashboard/membership/Surge/order?from=plans', 'member');
    expect(within(banner()!).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/dashboard/complete-profile?referrer=%2Fdashboard%2Fmembership%2FSurge%2Forder%3Ffrom%3Dplans',
    );
  });

  it('steps aside where the page shows the complete-profile notice, so the member reads it once', async () => {
    mockApi({ 'GET /api/user/profile-completed': ok(false) });
    visit('/dashboard/meetups', 'complete-profile');
    expect(banner()).not.toBeInTheDocument(); // not even while the server is asked
    expect(await screen.findByRole('heading', { name: 'Please complete your profile' })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Complete your profile' })).toHaveLength(1);
  });

  it('is gone once the profile is complete', () => {
    sessionStore.getState().updateUser({ is_profile_completed: true });
    visit('/dashboard/peers', 'member');
    expect(banner()).not.toBeInTheDocument();
  });
});
