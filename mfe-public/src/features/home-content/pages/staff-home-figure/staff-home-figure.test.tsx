import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffHomeFigure } from '../../shapes';
import { mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import StaffHomeFigurePage from './index';

const saved = (overrides: Partial<StaffHomeFigure> = {}): StaffHomeFigure => ({
  id: 1,
  value: '2.3M',
  label: 'freelancers',
  sort_order: 0,
  status: 'published',
  publish_at: '2026-01-01T05:00:00.000Z',
  created_at: '2026-01-01T05:00:00.000Z',
  updated_at: '2026-01-01T05:00:00.000Z',
  ...overrides,
});

describe('staff: a home page figure', () => {
  it('corrects a published figure with Save changes, and previews the band as visitors will see it', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/staff/home-figures/1': ok(saved()),
      'POST /api/staff/home-figures/1': ({ body }) => {
        sent = body;
        return ok(saved({ value: '2.5M' }), 'The figure has been saved.');
      },
      'GET /api/staff/home-figures/1/preview': ok([
        { id: 1, value: '2.5M', label: 'freelancers' },
        { id: 2, value: '10+ billion', label: 'hours' },
      ]),
    });
    renderPage(<StaffHomeFigurePage />, { path: '/staff/home-figures/:figureId', at: '/staff/home-figures/1' });
    const u = userEvent.setup({ delay: null });
    const value = await screen.findByRole('textbox', { name: /^Figure/ });
    expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
    await u.clear(value);
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('Please enter the figure')).not.toHaveLength(0);
    await u.type(value, '2.5M');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await findNotification('Success', 'The figure has been saved.');
    expect(sent).toEqual({ value: '2.5M', label: 'freelancers' });
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    const banner = await screen.findByRole('complementary', { name: 'Preview — published' });
    const band = within(banner.parentElement!);
    expect(await band.findByRole('heading', { name: 'Freelancing in Pakistan' })).toBeInTheDocument();
    expect(band.getByText('10+ billion')).toBeInTheDocument();
  });
});
