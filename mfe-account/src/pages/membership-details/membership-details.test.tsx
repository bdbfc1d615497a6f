import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPackage } from 'shared-api/content';
import { generateCertificate, getMembership } from 'shared-api/membership';
import { queryClient } from 'shared-api/query';
import { i18n } from 'shared-ui';
import { renderPage } from '@test/render';
import { answer } from '@test/api';
import { myMembership, packages } from '../../features/testing/membership-fixture';
import MembershipDetailsPage from './index';

jest.mock('shared-api/membership', () => ({ ...jest.requireActual('shared-api/membership'), getMembership: jest.fn(), generateCertificate: jest.fn() }));
jest.mock('shared-api/content', () => ({ ...jest.requireActual('shared-api/content'), getPackage: jest.fn() }));

beforeEach(() => {
  queryClient.clear();
  jest.mocked(getMembership).mockResolvedValue(myMembership());
  jest.mocked(getPackage).mockImplementation(async (name) => answer(packages[name as keyof typeof packages]));
});

const page = (path = '/dashboard/membership') => renderPage(<MembershipDetailsPage />, { path: '/dashboard/membership', at: path });

describe('membership details page', () => {
  it("shows the member's name, MEMBER ID and the record's package, status, dates and billing", async () => {
    page();
    expect(await screen.findByRole('heading', { name: 'Ayesha Khan' })).toBeInTheDocument();
    expect(screen.getByText('MEMBER ID')).toBeInTheDocument();
    expect(screen.getByText('PFA-000017')).toBeInTheDocument();
    const details = screen.getByText('Package').closest('dl') as HTMLElement;
    for (const text of ['Seed', 'Active', 'Free', '10 January 2026', 'Never expires']) expect(within(details).getByText(text)).toBeInTheDocument();
  });

  it('says the status and the dates in Urdu on the Urdu page', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Surge'));
    i18n.load('ur', require('../../locales/ur.json'));
    i18n.activate('ur');
    try {
      page();
      const details = (await screen.findByText('پیکج')).closest('dl') as HTMLElement;
      for (const text of ['Surge', 'فعال', '10 جنوری، 2026', '10 جنوری، 2027']) expect(within(details).getByText(text)).toBeInTheDocument();
      expect(within(details).queryByText(/Active|January/)).toBeNull();
    } finally {
      i18n.activate('en');
    }
  });

  it('marks the current package Active among the packages and offers the other', async () => {
    page();
    const seed = (await screen.findByRole('heading', { name: /^Seed/ })).closest('article') as HTMLElement;
    expect(within(seed).getByText('Active')).toBeInTheDocument();
    expect(within(seed).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/dashboard/membership/Surge/order');
  });

  it('shows a Surge member their end date and offers Seed as a downgrade', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Surge'));
    page('/dashboard/membership?payment=paid');
    expect(await screen.findByText('Payment received. Your Surge membership is active until 10 January 2027.')).toBeInTheDocument();
    expect(screen.getByText('10 January 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Downgrade' })).toHaveAttribute('href', '/dashboard/membership/Seed/order');
  });

  it('says when a paid membership ended and offers its renewal', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Seed', { ended_on: '2026-11-01T05:00:00.000Z', ended_package: 'Surge' }));
    page();
    expect(await screen.findByText('Your Surge membership ended on 01 November 2026. You are on Seed now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew Surge' })).toHaveAttribute('href', '/dashboard/membership/Surge/order');
  });

  it('offers renewal in the renewal window, and says when the member moves to Seed once chosen', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Surge', { can_renew: true }));
    const { unmount } = page();
    expect(await screen.findByRole('link', { name: 'Renew Surge' })).toHaveAttribute('href', '/dashboard/membership/Surge/order');
    // The package cards still mark Surge as the member's, with its Renew.
    const surge = (await screen.findByRole('heading', { name: 'Surge Active' })).closest('article');
    expect(surge?.querySelector('a')).toHaveTextContent('Renew');
    unmount();
    queryClient.clear();
    jest.mocked(getMembership).mockResolvedValue(myMembership('Surge', { moves_to_seed_on: '2027-01-10T05:00:00.000Z' }));
    page();
    expect(await screen.findByText('You chose Seed: your Surge membership stays active until 10 January 2027, then you move to Seed.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew Surge' })).not.toBeInTheDocument();
  });

  it('opens the certificate in a new tab, prepared at the click', async () => {
    jest.mocked(generateCertificate).mockResolvedValue(answer({ certificate_url: '/api/certificates/abc/certificate.pdf?expires=1&signature=s', verify_url: '/verify/abc' }));
    const tab = { document: document.implementation.createHTMLDocument(''), location: { href: '' }, opener: window, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Download your Membership Certificate' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('/api/certificates/abc/certificate.pdf?expires=1&signature=s');
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });

  it('links to the Freelancer Digital Account request', async () => {
    page();
    expect(await screen.findByRole('link', { name: 'Request a Freelancer Digital Account' })).toHaveAttribute('href', '/dashboard/bank-account');
  });
});
