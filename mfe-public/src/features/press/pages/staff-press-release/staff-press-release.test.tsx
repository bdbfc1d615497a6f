import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadPdf } from 'shared-api/content-admin';
import { mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import type { StaffPressRelease } from '../../shapes';
import StaffPressReleasePage from './index';

jest.mock('shared-api/content-admin', () => ({ ...jest.requireActual('shared-api/content-admin'), uploadPdf: jest.fn() }));

const saved = (overrides: Partial<StaffPressRelease> = {}): StaffPressRelease => ({
  id: 7,
  slug: 'association-welcomes-the-rules',
  title: 'Association welcomes the rules',
  status: 'draft',
  publish_at: null,
  updated_at: '2026-11-20T05:00:00.000Z',
  created_at: '2026-11-20T05:00:00.000Z',
  featured: false,
  excerpt: 'The association welcomes the rules.',
  content: '<p>ISLAMABAD — The association welcomes the rules.</p>',
  featured_image: 'abcdef0123456789.png',
  name: 'Pakistan Freelancers Association, Press Office',
  pdf: [{ name: 'Press release', file: 'aaaaaaaaaaaaaaaa.pdf', bytes: 20480 }],
  old_slugs: [],
  ...overrides,
});

const user = () => userEvent.setup({ delay: null });

beforeEach(() => jest.mocked(uploadPdf).mockReset());

describe('staff: a new press release', () => {
  it('says what is missing before anything is sent', async () => {
    const api = mockApi({});
    renderPage(<StaffPressReleasePage />, { path: '/staff/press-releases/new' });
    await screen.findByRole('textbox', { name: /^Press release/ });
    expect(screen.getByRole('textbox', { name: /^Issued by/ })).toHaveValue('Pakistan Freelancers Association, Press Office');
    await user().click(screen.getByRole('button', { name: 'Save draft' }));
    const summary = await screen.findByRole('region', { name: 'Please correct these before saving' });
    for (const message of ['Please enter the title', 'Please upload a featured image', 'Please write the press release']) {
      expect(within(summary).getByRole('link', { name: new RegExp(message) })).toBeInTheDocument();
    }
    expect(api.calls).toEqual([]);
  });
});

describe('staff: a press release', () => {
  it('adds a PDF through storage, saves the form and publishes it now', async () => {
    let body: unknown;
    const api = mockApi({
      'GET /api/staff/press-releases/7': ok(saved()),
      'POST /api/staff/press-releases/7': ({ body: sent }) => {
        body = sent;
        return ok(saved(), 'The press release has been saved.');
      },
      'POST /api/staff/press-releases/7/publish': ok(saved({ status: 'published', publish_at: '2026-11-25T10:00:00.000Z' }), 'The press release is published: visitors can read it now.'),
    });
    jest.mocked(uploadPdf).mockResolvedValue({ message: 'PDF uploaded.', data: 'bbbbbbbbbbbbbbbb.pdf' });
    renderPage(<StaffPressReleasePage />, { path: '/staff/press-releases/:pressReleaseId', at: '/staff/press-releases/7' });
    // The browser lets a person pick any file (the input's accept is a hint): ours is checked anyway.
    const u = userEvent.setup({ delay: null, applyAccept: false });
    const add = await screen.findByLabelText('Add a PDF');
    // A file that is no PDF is refused in the browser, before any upload.
    await u.upload(add, new File(['gif'], 'photo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Please choose a PDF file.')).toBeInTheDocument();
    expect(uploadPdf).not.toHaveBeenCalled();
    const factSheet = new File(['%PDF-1.4'], 'Fact sheet.pdf', { type: 'application/pdf' });
    await u.upload(add, factSheet);
    expect(uploadPdf).toHaveBeenCalledWith(factSheet);
    const second = await screen.findByRole('group', { name: 'PDF 2' });
    expect(within(second).getByRole('textbox', { name: /^Name shown to visitors/ })).toHaveValue('Fact sheet');
    await u.click(screen.getByRole('button', { name: 'Publish now' }));
    await findNotification('Success', 'The press release is published: visitors can read it now.');
    expect(body).toMatchObject({ pdf: [{ name: 'Press release', file: 'aaaaaaaaaaaaaaaa.pdf' }, { name: 'Fact sheet', file: 'bbbbbbbbbbbbbbbb.pdf' }] });
    expect(api.calls).toEqual(['GET /api/staff/press-releases/7', 'POST /api/staff/press-releases/7', 'POST /api/staff/press-releases/7/publish']);
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it on the site' })).toHaveAttribute('href', '/press-release/association-welcomes-the-rules/7');
  });

  it('previews it as visitors will see it, with its downloads, and takes it back to a draft', async () => {
    const api = mockApi({
      'GET /api/staff/press-releases/7': ok(saved({ status: 'scheduled', publish_at: '2031-01-01T05:00:00.000Z' })),
      'GET /api/staff/press-releases/7/preview': ok({
        id: 7,
        slug: 'association-welcomes-the-rules',
        title: 'Association welcomes the rules',
        excerpt: 'The association welcomes the rules.',
        featured_image: 'abcdef0123456789.png',
        featured_image_width: 1200,
        featured_image_height: 630,
        name: 'Press Office',
        created_at: '2031-01-01T05:00:00.000Z',
        content: '<p>ISLAMABAD — The association welcomes the rules.</p>',
        pdf: [{ name: 'Press release', download_link: 'aaaaaaaaaaaaaaaa.pdf', bytes: 20480 }],
      }),
      'POST /api/staff/press-releases/7/unpublish': ok(saved(), 'The press release is a draft again: only staff can see it.'),
    });
    renderPage(<StaffPressReleasePage />, { path: '/staff/press-releases/:pressReleaseId', at: '/staff/press-releases/7' });
    const u = user();
    expect(await screen.findByText('Scheduled')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    const banner = await screen.findByRole('complementary', { name: 'Preview — not published' });
    const preview = within(banner.parentElement!);
    expect(await preview.findByRole('heading', { level: 1, name: 'Association welcomes the rules' })).toBeInTheDocument();
    expect(preview.getByRole('link', { name: 'Press release (PDF, 20 KB)' })).toHaveAttribute('href', '/api/storage/aaaaaaaaaaaaaaaa.pdf');
    await u.click(screen.getByRole('button', { name: 'Unpublish' }));
    await findNotification('Success', 'The press release is a draft again: only staff can see it.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument());
    expect(api.calls).toContain('POST /api/staff/press-releases/7/unpublish');
  });
});
