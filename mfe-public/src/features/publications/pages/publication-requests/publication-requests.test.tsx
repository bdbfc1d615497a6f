import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '@test/api';
import { failure, mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import type { Publication, StaffPublicationRequest } from '../../shapes';
import PublicationRequestsPage from './index';

const NOTICE = 'We will e-mail the report to this address and keep these details as a record of your request. We will not add you to a mailing list.';

const publication = (id: number, title: string): Publication => ({
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  excerpt: '',
  name: 'Research Report',
  featured_image: 'cover.webp',
  featured_image_width: 800,
  featured_image_height: 600,
  created_at: '2026-01-10T09:00:00.000Z',
});

const survey = publication(3, 'Freelancer Survey 2026');
const banking = publication(5, 'Banking for Freelancers');

const lead = (overrides: Partial<StaffPublicationRequest> = {}): StaffPublicationRequest => ({
  id: 11,
  publication: { id: survey.id, title: survey.title },
  name: 'Nadia Parveen',
  email: 'nadia.parveen@lums.edu.pk',
  phone: '+92 321 5550198',
  organization: 'Lahore University of Management Sciences',
  designation: 'Research Associate',
  agreed_to: `${NOTICE} Requested: "${survey.title}".`,
  created_at: '2026-11-20T18:30:00.000Z',
  ...overrides,
});

const ayesha = lead({ id: 12, name: 'عائشہ صدیقی', email: 'ayesha@example.pk', publication: { id: banking.id, title: banking.title }, organization: 'جامعہ کراچی' });

const routes = (overrides = {}) => ({
  'GET /api/publications': ok(pageOf([survey, banking], { perPage: 50 })),
  'GET /api/staff/publication-requests': ok(pageOf([lead(), ayesha], { perPage: 25 })),
  ...overrides,
});

const open = (at = '/staff/publication-requests') => {
  renderPage(<PublicationRequestsPage />, { path: '/staff/publication-requests', at });
  return userEvent.setup({ delay: null });
};

describe('staff: publication requests', () => {
  it('shows its title as the page heading and each request as a table row', async () => {
    mockApi(routes());
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Publication requests' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Publication requests, newest first' });
    const nadia = within(table).getByRole('row', { name: /Nadia Parveen/ });
    expect(nadia).toHaveTextContent('Freelancer Survey 2026');
    expect(nadia).toHaveTextContent('nadia.parveen@lums.edu.pk');
    expect(nadia).toHaveTextContent('Lahore University of Management Sciences');
    // 18:30 UTC is 11:30 PM in Karachi, the same day.
    expect(nadia).toHaveTextContent(/20 November 2026.*11:30 PM/);
    expect(within(table).getByRole('row', { name: /عائشہ صدیقی/ })).toHaveTextContent('Banking for Freelancers');
  });

  it('opens a request in the side panel: the details given, the report and what the person agreed to', async () => {
    mockApi(routes());
    const u = open();
    await screen.findByRole('table');
    await u.click(within(screen.getByRole('row', { name: /Nadia Parveen/ })).getByText('Lahore University of Management Sciences'));
    const panel = await screen.findByRole('dialog', { name: 'Nadia Parveen: Freelancer Survey 2026' });
    expect(within(panel).getByRole('link', { name: 'nadia.parveen@lums.edu.pk' })).toHaveAttribute('href', 'mailto:nadia.parveen@lums.edu.pk');
    expect(within(panel).getByRole('link', { name: '+92 321 5550198' })).toHaveAttribute('href', 'tel:+923215550198');
    expect(panel).toHaveTextContent('Research Associate, Lahore University of Management Sciences');
    expect(panel).toHaveTextContent(/Asked for Freelancer Survey 2026 on 20 November 2026/);
    expect(panel).toHaveTextContent(`What they agreed to${NOTICE} Requested: "Freelancer Survey 2026".`);
  });

  it('filters by publication and days and searches through the address the server reads', async () => {
    const api = mockApi(routes({ 'GET /api/staff/publication-requests': ({ url }: { url: URL }) => ok(pageOf(url.searchParams.get('q') === 'nobody' ? [] : [lead()], { perPage: 25 })) }));
    const u = open('/staff/publication-requests?from=2026-11-01');
    await screen.findByRole('table');
    expect(api.calls).toContain('GET /api/staff/publication-requests?from=2026-11-01&page=1');
    await u.selectOptions(await screen.findByLabelText('Publication'), 'Banking for Freelancers');
    await waitFor(() => expect(api.calls).toContain('GET /api/staff/publication-requests?publication=5&from=2026-11-01&page=1'));
    await u.type(screen.getByRole('searchbox', { name: 'Search' }), 'nadia@{Enter}');
    await waitFor(() => expect(api.calls).toContain('GET /api/staff/publication-requests?publication=5&from=2026-11-01&q=nadia%40&page=1'));
    await u.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody{Enter}');
    expect(await screen.findByText('No request matches the search')).toBeInTheDocument();
  });

  it('keeps a publication named in the address chosen before the list of publications knows it', async () => {
    mockApi(routes({ 'GET /api/publications': ok(pageOf([survey], { perPage: 50 })) }));
    open('/staff/publication-requests?publication=42');
    await screen.findByRole('table');
    expect(screen.getByLabelText('Publication')).toHaveDisplayValue('Publication 42');
  });

  it('exports the filters shown as CSV, and says why when it cannot', async () => {
    let exports = 0;
    const api = mockApi(routes({ 'GET /api/staff/publication-requests/export': () => (++exports < 2 ? ok(null) : failure(403, 'You do not have access to this page.')) }));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const u = open('/staff/publication-requests?publication=3&from=2026-11-01&to=2026-11-30&q=nadia&page=2');
    await screen.findByRole('table');
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.calls).toContain('GET /api/staff/publication-requests/export?publication=3&from=2026-11-01&to=2026-11-30&q=nadia');
    expect(saved[0]).toMatch(/^publication-requests-\d{4}-\d\d-\d\d\.csv$/);

    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't export the requests: You do not have access to this page.");
    click.mockRestore();
  });
});
