import { screen } from '@testing-library/react';
import { renderPage } from '@test/render';
import MembershipOrderPage from './index';

describe('membership order page', () => {
  it('says plan purchases open soon, naming the plan, and links back to the membership details', () => {
    renderPage(<MembershipOrderPage />, { path: '/dashboard/membership/:packageName/order', at: '/dashboard/membership/surge/order' });
    expect(screen.getByRole('heading', { name: 'Plan purchases open soon' })).toBeInTheDocument();
    expect(screen.getByText(/buy the Surge plan online/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Membership Details' })).toHaveAttribute('href', '/dashboard/membership');
  });
});
