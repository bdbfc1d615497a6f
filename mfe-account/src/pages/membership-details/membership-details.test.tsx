import { screen } from '@testing-library/react';
import { getProfile } from 'shared-api';
import { renderPage } from '@test/render';
import { answer } from '@test/api';
import { savedProfile } from '../../features/testing/profile-fixture';
import MembershipDetailsPage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), getProfile: jest.fn() }));

beforeEach(() => jest.mocked(getProfile).mockResolvedValue(answer(savedProfile())));

describe('membership details page', () => {
  it("shows the member's name and MEMBER ID", async () => {
    renderPage(<MembershipDetailsPage />, { path: '/dashboard/membership' });
    expect(await screen.findByRole('heading', { name: 'Ayesha Khan' })).toBeInTheDocument();
    expect(screen.getByText('MEMBER ID')).toBeInTheDocument();
    expect(screen.getByText('PFA-000017')).toBeInTheDocument();
  });

  it('says the free Seed membership is active and never expires', async () => {
    renderPage(<MembershipDetailsPage />, { path: '/dashboard/membership' });
    expect(await screen.findByText('Your free Seed membership is active and never expires.')).toBeInTheDocument();
  });

  it('links to the Freelancer Digital Account request', async () => {
    renderPage(<MembershipDetailsPage />, { path: '/dashboard/membership' });
    expect(await screen.findByRole('link', { name: 'Request a Freelancer Digital Account' })).toHaveAttribute('href', '/dashboard/bank-account');
  });
});
