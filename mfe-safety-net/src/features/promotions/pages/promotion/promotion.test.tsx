import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { safeReferrer } from 'shared-api';
import { failure, mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { promotion } from '../../fixtures';
import PromotionPage from './index';

const claim = { discount_link: 'https://raabta.example.pk/members', discount_code: 'FREELANCE25' };

const open = (at = '/dashboard/promotion/raabta-internet/7') => {
  renderPage(<PromotionPage />, { path: '/dashboard/promotion/:companyName/:promotionId', at });
  return userEvent.setup({ delay: null });
};

async function redeem(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Redeem now' }));
}

describe('a promotion', () => {
  it('shows the company, title, description and terms as safe HTML, the organizer, the discount and that it is free', async () => {
    mockApi({ 'GET /api/discount/7': ok(promotion()) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '25% off a 50 Mbps fibre plan for six months' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Raabta Internet logo' })).toBeInTheDocument();
    expect(screen.getByText('Raabta Internet offers members a fibre plan.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('One code per member.')).toBeInTheDocument();
    const action = screen.getByRole('complementary', { name: 'Redeem this promotion' });
    expect(within(action).getByText('Raabta')).toBeInTheDocument();
    // A discount has no price of its own: the block says what the discount is, and that the code is free.
    expect(within(action).getByText('Your discount').nextElementSibling).toHaveTextContent('25% off a 50 Mbps fibre plan for six months');
    expect(within(action).getByText(/^Free for members\./)).toBeInTheDocument();
    expect(within(action).queryByText('Price')).not.toBeInTheDocument();
  });

  it('leaves out the organizer, and says nothing of free, when the promotion has neither', async () => {
    mockApi({ 'GET /api/discount/7': ok(promotion({ organizer: null, free: false })) });
    open();
    const action = await screen.findByRole('complementary', { name: 'Redeem this promotion' });
    expect(within(action).queryByText('Organizer')).not.toBeInTheDocument();
    expect(within(action).queryByText(/Free/)).not.toBeInTheDocument();
    expect(within(action).queryByText('Price')).not.toBeInTheDocument();
  });

  it('says so when the promotion has ended', async () => {
    mockApi({ 'GET /api/discount/7': failure(404, 'This promotion does not exist or has ended.') });
    open();
    expect(await screen.findByText('This promotion has ended or does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the current promotions' })).toHaveAttribute('href', '/dashboard/promotions');
  });
});

describe('Redeem now', () => {
  it('asks an incomplete profile to be completed first, and leads to the complete-profile page', async () => {
    const api = mockApi({ 'GET /api/discount/7': ok(promotion()), 'GET /api/user/profile-completed': ok(false) });
    const user = open();
    await redeem(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Please complete your profile' });
    expect(within(dialog).getByText("We've noticed you haven't completed your profile. Please complete your profile before continuing")).toBeInTheDocument();
    expect(api.calls).not.toContain('GET /api/discount/7/claim');
    await user.click(within(dialog).getByRole('button', { name: 'Complete your profile' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/dashboard/complete-profile?referrer=%2Fdashboard%2Fpromotion%2Fraabta-internet%2F7');
  });

  it('brings the member back to the page with its query once the profile is complete', async () => {
    mockApi({ 'GET /api/discount/7': ok(promotion()), 'GET /api/user/profile-completed': ok(false) });
    const user = open('/dashboard/promotion/raabta-internet/7?page=2&sort=newest');
    await redeem(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Please complete your profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete your profile' }));
    const to = new URL((await screen.findByTestId('navigated')).textContent!, 'http://site.test');
    expect(to.pathname).toBe('/dashboard/complete-profile');
    // The complete-profile page follows the referrer it is given: the whole path, query and all.
    expect(safeReferrer(to.searchParams.get('referrer'))).toBe('/dashboard/promotion/raabta-internet/7?page=2&sort=newest');
  });

  it('shows the member’s code and the company’s link, and copies the code', async () => {
    mockApi({ 'GET /api/discount/7': ok(promotion()), 'GET /api/user/profile-completed': ok(true), 'GET /api/discount/7/claim': ok(claim, 'Here is your promotion code.') });
    const user = open();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await redeem(user);
    const dialog = await screen.findByRole('dialog', { name: 'Reedeem your discount' });
    expect(await within(dialog).findByRole('textbox', { name: 'Your promotion code' })).toHaveValue('FREELANCE25');
    expect(within(dialog).getByRole('link', { name: 'Raabta Internet' })).toHaveAttribute('href', claim.discount_link);
    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('FREELANCE25');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Promotion code copied to clibboard');
  });

  it('says the server’s reason when the pool is empty', async () => {
    mockApi({
      'GET /api/discount/7': ok(promotion()),
      'GET /api/user/profile-completed': ok(true),
      'GET /api/discount/7/claim': failure(409, 'All codes for this promotion have been claimed. Please check back later.'),
    });
    const user = open();
    await redeem(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('All codes for this promotion have been claimed. Please check back later.');
  });

  it('gives the spec’s text when the network fails', async () => {
    mockApi({ 'GET /api/discount/7': ok(promotion()), 'GET /api/user/profile-completed': ok(true) });
    const user = open();
    await screen.findByRole('button', { name: 'Redeem now' });
    const fetch = global.fetch as jest.Mock;
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new Request(input, init).url.endsWith('/claim')) throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    await redeem(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while making the request. Please try again later.');
  });

  it('closes and opens again with a new claim', async () => {
    const api = mockApi({ 'GET /api/discount/7': ok(promotion()), 'GET /api/user/profile-completed': ok(true), 'GET /api/discount/7/claim': ok(claim) });
    const user = open();
    await redeem(user);
    await screen.findByRole('textbox', { name: 'Your promotion code' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await redeem(user);
    await screen.findByRole('textbox', { name: 'Your promotion code' });
    expect(api.calls.filter((c) => c === 'GET /api/discount/7/claim')).toHaveLength(2);
  });
});
