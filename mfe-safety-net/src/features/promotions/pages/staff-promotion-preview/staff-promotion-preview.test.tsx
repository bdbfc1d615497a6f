import { screen, within } from '@testing-library/react';
import { failure, mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { promotion } from '../../fixtures';
import StaffPromotionPreviewPage from './index';

const open = () => renderPage(<StaffPromotionPreviewPage />, { path: '/staff/promotions/:promotionId/preview', at: '/staff/promotions/7/preview' });

describe('staff: a promotion’s preview', () => {
  it('shows the draft’s page as members will see it, under a banner that says it is not published', async () => {
    const api = mockApi({ 'GET /api/staff/promotions/7/preview': ok({ ...promotion({ title: 'Draft: 10% off headsets' }), published: false }) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft: 10% off headsets' })).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'Preview — not published' });
    expect(within(banner).getByRole('link', { name: 'Back to the promotion to edit or publish it' })).toHaveAttribute('href', '/staff/promotions/7');
    expect(screen.getByText('Raabta Internet offers members a fibre plan.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    const action = screen.getByRole('complementary', { name: 'Redeem this promotion' });
    // Members redeem here once it is published; the preview hands out no code.
    expect(within(action).getByRole('button', { name: 'Redeem now' })).toBeDisabled();
    expect(api.calls).toEqual(['GET /api/staff/promotions/7/preview']);
  });

  it('says over a published promotion’s preview that members see it now', async () => {
    mockApi({ 'GET /api/staff/promotions/7/preview': ok({ ...promotion({ title: '10% off headsets' }), published: true }) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '10% off headsets' })).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'Preview — published' });
    expect(within(banner).getByText(/^Members see this page now\./)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Back to the promotion to edit it' })).toHaveAttribute('href', '/staff/promotions/7');
  });

  it('says so when the promotion does not exist', async () => {
    mockApi({ 'GET /api/staff/promotions/7/preview': failure(404, 'This promotion does not exist or has ended.') });
    open();
    expect(await screen.findByText('This promotion does not exist')).toBeInTheDocument();
  });
});
