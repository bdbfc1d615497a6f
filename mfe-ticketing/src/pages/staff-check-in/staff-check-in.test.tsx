import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { checkInTicket, getStaffEvents } from 'shared-api/ticketing';
import { renderPage } from '@test/render';
import { answer } from '../../features/testing/fixtures';
import StaffCheckInPage from './index';

jest.mock('shared-api/ticketing', () => ({ ...jest.requireActual('shared-api/ticketing'), checkInTicket: jest.fn(), getStaffEvents: jest.fn() }));
const checkInMock = jest.mocked(checkInTicket);
const eventsMock = jest.mocked(getStaffEvents);

const EVENTS = [
  { id: 7, title: 'Freelance Fest Karachi 2027', start_date: '2027-06-01T04:00:00.000Z', paid: 3, pending: 1 },
  { id: 8, title: 'Freelancers Meetup Lahore', start_date: '2027-07-01T12:00:00.000Z', paid: 1, pending: 0 },
];
const AT = '/staff/check-in?event=7';

beforeEach(() => {
  checkInMock.mockReset();
  eventsMock.mockReset().mockResolvedValue(answer(EVENTS));
});

const result = (kind: 'checked-in' | 'already') => ({ result: kind, checked_in_at: '2027-06-01T05:10:00.000Z', holder: 'Ayesha Siddiqui', event: 'Freelance Fest Karachi 2027', package: 'Standard pass' });

describe('check-in', () => {
  it('checks the typed code in, and a second time says when the holder came in', async () => {
    checkInMock.mockResolvedValueOnce(answer(result('checked-in'))).mockResolvedValueOnce(answer(result('already')));
    const user = userEvent.setup();
    renderPage(<StaffCheckInPage />, { path: '/staff/check-in', at: AT });
    await user.type(screen.getByLabelText(/Ticket code/), ' T17.abc ');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Ayesha Siddiqui is checked in.')).toBeInTheDocument();
    expect(checkInMock).toHaveBeenCalledWith({ event_id: 7, code: 'T17.abc' });
    await user.type(screen.getByLabelText(/Ticket code/), 'T17.abc');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Ayesha Siddiqui was already checked in at June 01, 2027 at 10:10 AM.')).toBeInTheDocument();
  });

  it('a forged code is refused on the field', async () => {
    checkInMock.mockRejectedValue(new ApiError('This is not a valid ticket code.', 422, { code: 'This is not a valid ticket code.' }));
    const user = userEvent.setup();
    renderPage(<StaffCheckInPage />, { path: '/staff/check-in', at: AT });
    await user.type(screen.getByLabelText(/Ticket code/), 'T17.forged');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findAllByText('This is not a valid ticket code.')).toHaveLength(2);
  });

  it('needs a code', async () => {
    const user = userEvent.setup();
    renderPage(<StaffCheckInPage />, { path: '/staff/check-in', at: AT });
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Please enter the ticket code')).toBeInTheDocument();
    expect(checkInMock).not.toHaveBeenCalled();
  });

  it('asks for the event first, and checks in for the one chosen', async () => {
    checkInMock.mockResolvedValue(answer(result('checked-in')));
    const user = userEvent.setup();
    renderPage(<StaffCheckInPage />, { path: '/staff/check-in' });
    await user.type(screen.getByLabelText(/Ticket code/), 'T17.abc');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Please choose the event')).toBeInTheDocument();
    expect(checkInMock).not.toHaveBeenCalled();
    // The typed code waits for the choice.
    await user.selectOptions(await screen.findByLabelText('Event'), '8');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(checkInMock).toHaveBeenCalledWith({ event_id: 8, code: 'T17.abc' });
  });

  it('names the event a ticket is for when it is another one', async () => {
    checkInMock.mockRejectedValue(new ApiError('This ticket is for Freelancers Meetup Lahore, not Freelance Fest Karachi 2027.', 422, { code: 'This ticket is for Freelancers Meetup Lahore, not Freelance Fest Karachi 2027.' }));
    const user = userEvent.setup();
    renderPage(<StaffCheckInPage />, { path: '/staff/check-in', at: AT });
    await user.type(screen.getByLabelText(/Ticket code/), 'T18.other');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findAllByText('This ticket is for Freelancers Meetup Lahore, not Freelance Fest Karachi 2027.')).toHaveLength(2);
  });
});
