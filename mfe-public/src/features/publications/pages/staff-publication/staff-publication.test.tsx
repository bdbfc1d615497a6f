import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadPdf } from 'shared-api/content-admin';
import { mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import type { StaffPublication } from '../../shapes';
import StaffPublicationPage from './index';

jest.mock('shared-api/content-admin', () => ({ ...jest.requireActual('shared-api/content-admin'), uploadPdf: jest.fn() }));

const saved = (overrides: Partial<StaffPublication> = {}): StaffPublication => ({
  id: 4,
  slug: 'freelancers-and-banks',
  title: 'Freelancers and Banks',
  name: 'Policy Brief',
  status: 'draft',
  publish_at: null,
  updated_at: '2026-11-20T05:00:00.000Z',
  created_at: '2026-11-20T05:00:00.000Z',
  excerpt: 'What banks ask of freelancers.',
  featured_image: 'abcdef0123456789.png',
  report: 'cccccccccccccccc.pdf',
  report_bytes: 2 * 1024 * 1024,
  old_slugs: [],
  ...overrides,
});

const user = () => userEvent.setup({ delay: null });

beforeEach(() => jest.mocked(uploadPdf).mockReset());

describe('staff: a new publication', () => {
  it('asks for the report and the rest before anything is sent', async () => {
    const api = mockApi({});
    renderPage(<StaffPublicationPage />, { path: '/staff/publications/new' });
    await user().click(await screen.findByRole('button', { name: 'Save draft' }));
    const summary = await screen.findByRole('region', { name: 'Please correct these before saving' });
    for (const message of ['Please enter the title', 'Please write a short summary', 'Please upload a featured image', 'Please upload the report (PDF)']) {
      expect(within(summary).getByRole('link', { name: new RegExp(message.replace(/[()]/g, '\\$&')) })).toBeInTheDocument();
    }
    expect(api.calls).toEqual([]);
  });
});

describe('staff: a publication', () => {
  it('replaces the report through storage and schedules the publication in Karachi time', async () => {
    let body: unknown;
    let published: unknown;
    mockApi({
      'GET /api/staff/publications/4': ok(saved()),
      'POST /api/staff/publications/4': ({ body: sent }) => {
        body = sent;
        return ok(saved({ report: 'dddddddddddddddd.pdf' }));
      },
      'POST /api/staff/publications/4/publish': ({ body: sent }) => {
        published = sent;
        return ok(saved({ status: 'scheduled', publish_at: '2031-01-01T05:00:00.000Z' }), 'The publication is scheduled: visitors see it from the time you chose.');
      },
    });
    renderPage(<StaffPublicationPage />, { path: '/staff/publications/:publicationId', at: '/staff/publications/4' });
    expect(await screen.findByRole('link', { name: 'Open the PDF' })).toHaveAttribute('href', '/api/storage/cccccccccccccccc.pdf');
    expect(screen.getByText(/\(PDF, 2 MB\)/)).toBeInTheDocument();
    jest.mocked(uploadPdf).mockResolvedValue({ message: 'PDF uploaded.', data: 'dddddddddddddddd.pdf' });
    const u = user();
    await u.upload(screen.getByLabelText(/^Report/), new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('link', { name: 'Open the PDF' })).toHaveAttribute('href', '/api/storage/dddddddddddddddd.pdf');
    await u.type(screen.getByLabelText(/^Publish at \(Karachi time\)/), '2031-01-01T10:00');
    await u.click(screen.getByRole('button', { name: 'Schedule' }));
    await findNotification('Success', 'The publication is scheduled: visitors see it from the time you chose.');
    expect(body).toMatchObject({ report: 'dddddddddddddddd.pdf', title: 'Freelancers and Banks' });
    expect(published).toEqual({ publish_at: '2031-01-01T05:00:00.000Z' });
    expect(await screen.findByText('Scheduled')).toBeInTheDocument();
  });
});
