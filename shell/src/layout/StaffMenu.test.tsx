import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from 'shared-api';
import { renderPage } from '@test/render';
import type { ShellRoute } from '../remotes/runtime';
import { RoutesContext } from './ShellLink';
import { StaffCountsContext } from './staff-counts';
import { StaffMenu } from './StaffMenu';

const route = (path: string, label: string, order: number): ShellRoute => ({
  path,
  access: 'staff',
  menu: [{ menu: 'staff', group: 'Support', label, order }],
  page: path.slice(1).replace(/\//g, '-'),
  title: label,
  remote: 'mfe-test',
  scope: 'mfe_test',
  id: `mfe_test${path}`,
});

const routes = [route('/staff/issues', 'Member issues', 930), route('/staff/leads', 'Bank-account requests', 950), route('/staff/promotions', 'Partner promotions', 940)];

function Staff({ counts }: { counts: Map<string, number> }) {
  return (
    <RoutesContext.Provider value={routes}>
      <StaffCountsContext.Provider value={counts}>
        <StaffMenu />
      </StaffCountsContext.Provider>
    </RoutesContext.Provider>
  );
}

describe('the staff menu', () => {
  beforeEach(() => sessionStore.getState().signIn('t', { member_id: 'staff1', is_profile_completed: true, role: 'staff' }));
  afterEach(() => sessionStore.getState().signOut());

  it('opens with the staff home and shows beside each list how many items wait in it', async () => {
    renderPage(<Staff counts={new Map([['/staff/issues', 4], ['/staff/leads', 0]])} />, { path: '*', at: '/staff/issues' });
    // A phone shows the menu behind its button.
    await userEvent.setup().click(screen.getByRole('button', { name: /Staff menu/ }));
    const nav = screen.getByRole('navigation', { name: 'Staff' });
    const links = within(nav).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Staff home');
    expect(links[0]).toHaveAttribute('href', '/staff');
    expect(within(nav).getByRole('link', { name: /Member issues/ })).toContainElement(within(nav).getByLabelText('4 waiting'));
    // Nothing waiting, no badge.
    expect(within(within(nav).getByRole('link', { name: 'Bank-account requests' })).queryByText('0')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Partner promotions' })).toBeInTheDocument();
  });
});
