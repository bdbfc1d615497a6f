import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffVolunteerApplication } from '../../shapes';
import { pageOf } from '@test/api';
import { failure, mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import VolunteersPage from './index';

const application = (overrides: Partial<StaffVolunteerApplication> = {}): StaffVolunteerApplication => ({
  id: 7,
  for: 'meetup',
  description: 'I have hosted three meetups in Multan.\nI can host one every month.',
  created_at: '2026-11-20T13:30:00.000Z',
  applicant: { member_id: 'sana1234567890ab', name: 'Sana Malik' },
  ...overrides,
});

const usman = application({ id: 9, for: 'speaker', description: 'I give talks on WordPress security.', applicant: { member_id: 'usman1234567890a', name: 'Usman Tariq' } });

const open = (at = '/staff/volunteers') => {
  renderPage(<VolunteersPage />, { path: '/staff/volunteers', at });
  return userEvent.setup({ delay: null });
};

describe('staff: volunteer applications', () => {
  it('shows its title as the page heading and each application as a table row', async () => {
    mockApi({ 'GET /api/staff/volunteers': ok(pageOf([application(), usman], { perPage: 25 })) });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Volunteer applications' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Volunteer applications' });
    const sana = within(table).getByRole('row', { name: /Sana Malik/ });
    expect(within(sana).getByText('Meetups')).toBeInTheDocument();
    expect(sana).toHaveTextContent(/20 November 2026.*6:30 PM/);
    expect(sana).toHaveTextContent('I have hosted three meetups in Multan.');
    expect(within(table).getByRole('row', { name: /Usman Tariq/ })).toHaveTextContent('Speaker/Trainer');
  });

  it('opens an application in the side panel: what the applicant wrote in full and a link to their profile', async () => {
    mockApi({ 'GET /api/staff/volunteers': ok(pageOf([application(), usman], { perPage: 25 })) });
    const u = open();
    await screen.findByRole('table');
    await u.click(within(screen.getByRole('row', { name: /Sana Malik/ })).getByText(/^I have hosted three meetups/));
    const panel = await screen.findByRole('dialog', { name: 'Sana Malik: Meetups' });
    expect(within(panel).getByRole('link', { name: 'Sana Malik' })).toHaveAttribute('href', '/member/sana1234567890ab');
    expect(within(panel).getByText(/I can host one every month\./)).toHaveTextContent('I have hosted three meetups in Multan. I can host one every month.');
    expect(panel).toHaveTextContent(/Applied 20 November 2026/);
  });

  it('filters by kind and days, searches and sorts through the address the server reads', async () => {
    const api = mockApi({ 'GET /api/staff/volunteers': ({ url }) => ok(pageOf(url.searchParams.get('q') === 'nobody' ? [] : [application()], { perPage: 25 })) });
    const u = open('/staff/volunteers?from=2026-11-01');
    await screen.findByRole('table');
    expect(api.calls).toContain('GET /api/staff/volunteers?from=2026-11-01&sort=created_at&dir=desc&page=1');
    await u.selectOptions(screen.getByLabelText('Application'), 'Speaker/Trainer');
    await waitFor(() => expect(api.calls).toContain('GET /api/staff/volunteers?for=speaker&from=2026-11-01&sort=created_at&dir=desc&page=1'));
    await u.click(await screen.findByRole('button', { name: /^Member/ }));
    await waitFor(() => expect(api.calls).toContain('GET /api/staff/volunteers?for=speaker&from=2026-11-01&sort=name&dir=asc&page=1'));
    await u.type(screen.getByRole('searchbox', { name: 'Search' }), 'FAP-7K3M-Q9TD{Enter}');
    await waitFor(() => expect(api.calls).toContain('GET /api/staff/volunteers?for=speaker&from=2026-11-01&q=FAP-7K3M-Q9TD&sort=name&dir=asc&page=1'));
    await u.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody{Enter}');
    expect(await screen.findByText('No application matches the search')).toBeInTheDocument();
  });

  it('exports the filter shown, or just the selected applications, as CSV; and says why when it cannot', async () => {
    let exports = 0;
    const api = mockApi({
      'GET /api/staff/volunteers': ok(pageOf([application(), usman, application({ id: 4, applicant: { member_id: 'hira1234567890ab', name: 'Hira Baloch' } })], { perPage: 25 })),
      'GET /api/staff/volunteers.csv': () => (++exports < 3 ? ok(null) : failure(403, 'You do not have access to this page.')),
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const u = open('/staff/volunteers?for=meetup');
    await screen.findByRole('table');
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.calls).toContain('GET /api/staff/volunteers.csv?for=meetup');
    expect(saved[0]).toMatch(/^volunteer-applications-\d{4}-\d\d-\d\d\.csv$/);

    await u.click(screen.getByRole('checkbox', { name: "Select Sana Malik's application (Meetups)" }));
    await u.click(screen.getByRole('checkbox', { name: "Select Hira Baloch's application (Meetups)" }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('2 applications selected');
    await u.click(within(bar).getByRole('button', { name: 'Export the selection' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(decodeURIComponent(api.calls.at(-1)!)).toBe('GET /api/staff/volunteers.csv?for=meetup&ids=4,7');
    expect(saved[1]).toMatch(/^volunteer-applications-selected-\d{4}-\d\d-\d\d\.csv$/);

    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't export the applications: You do not have access to this page.");
    click.mockRestore();
  });
});
