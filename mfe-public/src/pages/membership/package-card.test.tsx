import { screen } from '@testing-library/react';
import { renderPage } from '@test/render';
import { sessionStore, type MembershipPackage } from 'shared-api';
import { PackageCard } from './PackageCard';

const pkg = (name: string, price: number, buttonText: string): MembershipPackage => ({
  id: price ? 2 : 1,
  name,
  memberPrice: price,
  memberPriceDiscounted: null,
  discountText: null,
  description: `${name} plan`,
  features: [{ name: 'Voice & Support Group', description: 'Join the members’ groups.' }],
  type: price ? 'per month' : 'Free',
  buttonText,
  buttonLink: `/dashboard/membership/${name}/order`,
  disabled: false,
  price,
  discounted_price: null,
});
const seed = pkg('Seed', 0, 'Downgrade');
const surge = pkg('Surge', 500, 'Subscribe');

afterEach(() => sessionStore.getState().signOut());

describe('a membership package card', () => {
  it('invites a visitor to join: Seed leads to registration, Surge to registration and back to its order', () => {
    renderPage(
      <>
        <PackageCard pkg={seed} />
        <PackageCard pkg={surge} />
      </>,
    );
    expect(screen.queryByText('Downgrade')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/register?referrer=%2Fdashboard%2Fmembership%2FSurge%2Forder');
  });

  it("marks a Seed member's own plan Active, not choosable, and offers Surge", () => {
    sessionStore.getState().signIn('token', { member_id: 'm1', is_profile_completed: true, role: 'member' });
    renderPage(
      <>
        <PackageCard pkg={seed} />
        <PackageCard pkg={surge} />
      </>,
    );
    expect(screen.queryByText('Downgrade')).not.toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/dashboard/membership/Surge/order');
  });
});
