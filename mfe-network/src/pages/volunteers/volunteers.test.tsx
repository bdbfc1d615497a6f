import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type StaffVolunteerApplication } from 'shared-api';
import { downloadVolunteerApplications, getVolunteerApplications } from 'shared-api/staff';
import { answer, pageOf } from '@test/api';
import { renderPage } from '@test/render';
import VolunteersPage from './index';

jest.mock('shared-api/staff', () => ({ ...jest.requireActual('shared-api/staff'), getVolunteerApplications: jest.fn(), downloadVolunteerApplications: jest.fn() }));
const listMock = jest.mocked(getVolunteerApplications);

const application = (overrides: Partial<StaffVolunteerApplication> = {}): StaffVolunteerApplication => ({
  id: 7,
  for: 'meetup',
  description: 'I have hosted three meetups in Multan.',
  created_at: '2026-11-20T13:30:00.000Z',
  applicant: { member_id: 'sana1234567890ab', name: 'Sana Malik' },
  ...overrides,
});

const open = (at = '/staff/volunteers') => {
  renderPage(<VolunteersPage />, { path: '/staff/volunteers', at });
  return userEvent.setup({ delay: null });
};

beforeEach(() => {
  jest.resetAllMocks();
  listMock.mockResolvedValue(answer(pageOf([application()], { perPage: 25 })));
});

describe('staff: volunteer applications', () => {
  it('shows its title as the page heading', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Volunteer applications' })).toBeInTheDocument();
    await screen.findByText('I have hosted three meetups in Multan.');
  });

  it('lists each application with its kind, when, and the applicant linking to their profile', async () => {
    open();
    expect(await screen.findByRole('link', { name: 'Sana Malik' })).toHaveAttribute('href', '/member/sana1234567890ab');
    expect(screen.getAllByText('Meetups').length).toBeGreaterThan(0);
    expect(screen.getByText(/November 20, 2026.*6:30 PM/)).toBeInTheDocument();
    expect(listMock).toHaveBeenCalledWith({ page: 1 });
  });

  it('filters by kind and by days, through the address', async () => {
    const user = open('/staff/volunteers?from=2026-11-01');
    await screen.findByRole('link', { name: 'Sana Malik' });
    expect(listMock).toHaveBeenCalledWith({ from: '2026-11-01', page: 1 });
    await user.selectOptions(screen.getByLabelText('Application'), 'Speaker/Trainer');
    await waitFor(() => expect(listMock).toHaveBeenLastCalledWith({ for: 'speaker', from: '2026-11-01', page: 1 }));
  });

  it('exports the same filter as CSV, and says why when it cannot', async () => {
    const objectUrl = jest.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    jest.mocked(downloadVolunteerApplications).mockResolvedValueOnce(new Blob(['"Applied"'])).mockRejectedValueOnce(new ApiError('You do not have access to this page.', 403));
    const user = open('/staff/volunteers?for=meetup');
    await screen.findByRole('link', { name: 'Sana Malik' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(downloadVolunteerApplications).toHaveBeenCalledWith({ for: 'meetup' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this page.');
    click.mockRestore();
  });
});
