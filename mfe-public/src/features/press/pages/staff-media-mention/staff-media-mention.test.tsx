import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import type { StaffMediaMention } from '../../shapes';
import StaffMediaMentionPage from './index';

const saved = (overrides: Partial<StaffMediaMention> = {}): StaffMediaMention => ({
  id: 12,
  title: 'Freelancers ask for fair payment terms',
  outlet: 'The Daily Indus',
  published_on: '2026-11-20',
  featured_order: null,
  status: 'draft',
  publish_at: null,
  updated_at: '2026-11-20T05:00:00.000Z',
  excerpt: 'The association asked platforms for faster payouts.',
  logo: 'abcdef0123456789.png',
  link: 'https://example.org/article',
  ...overrides,
});

const user = () => userEvent.setup({ delay: null });

describe('staff: a new media mention', () => {
  it('says what is missing before anything is sent', async () => {
    const api = mockApi({});
    renderPage(<StaffMediaMentionPage />, { path: '/staff/media-mentions/new' });
    await user().click(await screen.findByRole('button', { name: 'Save draft' }));
    const summary = await screen.findByRole('region', { name: 'Please correct these before saving' });
    for (const message of ['Please enter the outlet', "Please upload the outlet's logo", 'Please enter the title', 'Please enter the link to the article', 'Please enter the date of the article']) {
      expect(within(summary).getByRole('link', { name: new RegExp(message) })).toBeInTheDocument();
    }
    expect(api.calls).toEqual([]);
  });
});

describe('staff: a media mention', () => {
  it('takes only an http or https link, then saves its place on the home page', async () => {
    let body: unknown;
    mockApi({
      'GET /api/staff/media-mentions/12': ok(saved()),
      'POST /api/staff/media-mentions/12': ({ body: sent }) => {
        body = sent;
        return ok(saved({ featured_order: 2 }), 'The media mention has been saved.');
      },
    });
    renderPage(<StaffMediaMentionPage />, { path: '/staff/media-mentions/:mediaMentionId', at: '/staff/media-mentions/12' });
    const u = user();
    const link = await screen.findByRole('textbox', { name: /^Link to the article/ });
    await u.clear(link);
    await u.type(link, 'ftp://example.org/article');
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findAllByText('Please enter a link that starts with http:// or https://')).not.toHaveLength(0);
    expect(body).toBeUndefined();
    await u.clear(link);
    await u.type(link, 'https://example.org/article');
    await u.type(screen.getByRole('textbox', { name: /^Place in the home page/ }), '2');
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    await findNotification('Success', 'The media mention has been saved.');
    expect(body).toEqual({
      title: 'Freelancers ask for fair payment terms',
      outlet: 'The Daily Indus',
      excerpt: 'The association asked platforms for faster payouts.',
      logo: 'abcdef0123456789.png',
      link: 'https://example.org/article',
      published_on: '2026-11-20',
      featured_order: 2,
    });
  });

  it('previews the card visitors will see and publishes it now', async () => {
    mockApi({
      'GET /api/staff/media-mentions/12': ok(saved()),
      'GET /api/staff/media-mentions/12/preview': ok({
        id: 12,
        title: 'Freelancers ask for fair payment terms',
        excerpt: 'The association asked platforms for faster payouts.',
        outlet: 'The Daily Indus',
        logo: 'abcdef0123456789.png',
        logo_width: 240,
        logo_height: 96,
        link: 'https://example.org/article',
        published_at: '2026-11-20T07:00:00.000Z',
      }),
      'POST /api/staff/media-mentions/12': ok(saved()),
      'POST /api/staff/media-mentions/12/publish': ok(saved({ status: 'published', publish_at: '2026-11-25T10:00:00.000Z' }), 'The media mention is published: visitors see it now.'),
    });
    renderPage(<StaffMediaMentionPage />, { path: '/staff/media-mentions/:mediaMentionId', at: '/staff/media-mentions/12' });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Preview' }));
    const banner = await screen.findByRole('complementary', { name: 'Preview — not published' });
    expect(await within(banner.parentElement!).findByRole('link', { name: /Read Full Article/ })).toHaveAttribute('href', 'https://example.org/article');
    await u.click(screen.getByRole('button', { name: 'Publish now' }));
    await findNotification('Success', 'The media mention is published: visitors see it now.');
    expect(await screen.findByText('Published')).toBeInTheDocument();
  });
});
