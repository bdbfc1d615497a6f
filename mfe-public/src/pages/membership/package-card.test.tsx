import { screen } from '@testing-library/react';
import { renderPage } from '@test/render';
import { sessionStore, type MembershipPackage } from 'shared-api';
import { getMembership } from 'shared-api/membership';
import { myMembership as membership } from '../../features/testing/fixtures';
import { PackageCard } from './PackageCard';

jest.mock('shared-api/membership', () => ({ ...jest.requireActual('shared-api/membership'), getMembership: jest.fn() }));

const signIn = () => sessionStore.getState().signIn('token', { member_id: 'm1', is_profile_completed: true, role: 'member' });
const both = () => (
  <>
    <PackageCard pkg={seed} />
    <PackageCard pkg={surge} />
  </>
);

const pkg = (name: string, price: number, buttonText: string): MembershipPackage => ({
  id: price ? 2 : 1,
  name,
  title: name,
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

afterEach(() => {
  sessionStore.getState().signOut();
});

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

  it("marks a Seed member's own plan Active, not choosable, and offers Surge", async () => {
    jest.mocked(getMembership).mockResolvedValue(membership('Seed'));
    signIn();
    renderPage(both());
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('Downgrade')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/dashboard/membership/Surge/order');
  });

  it('marks a Surge member’s Surge Active and offers Seed as a downgrade', async () => {
    jest.mocked(getMembership).mockResolvedValue(membership('Surge'));
    signIn();
    renderPage(both());
    expect(await screen.findByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Downgrade' })).toHaveAttribute('href', '/dashboard/membership/Seed/order');
    expect(screen.queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('offers Renew on the member’s paid plan in its renewal window, and nothing on Seed once it is chosen', async () => {
    jest.mocked(getMembership).mockResolvedValue(membership('Surge', { can_renew: true, moves_to_seed_on: '2027-01-10T05:00:00.000Z' }));
    signIn();
    renderPage(both());
    expect(await screen.findByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/dashboard/membership/Surge/order');
    // Still the member's package: marked Active while it can be renewed.
    expect(screen.getByRole('heading', { name: 'Surge Active' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chosen for your next year' })).toBeDisabled();
  });

  it('offers no choice while the member’s membership loads', () => {
    jest.mocked(getMembership).mockReturnValue(new Promise(() => {}));
    signIn();
    renderPage(both());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a package staff disabled without a way to choose it', async () => {
    jest.mocked(getMembership).mockResolvedValue(membership('Seed'));
    signIn();
    renderPage(<PackageCard pkg={{ ...surge, disabled: true }} />);
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });
});
