import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { checkInTicket } from 'shared-api/ticketing';
import { renderPage } from '@test/render';
import { answer } from '../../features/testing/fixtures';
import StaffCheckInPage from './index';

jest.mock('shared-api/ticketing', () => ({ ...jest.requireActual('shared-api/ticketing'), checkInTicket: jest.fn() }));
const checkInMock = jest.mocked(checkInTicket);

beforeEach(() => checkInMock.mockReset());

const result = (kind: 'checked-in' | 'already') => ({ result: kind, checked_in_at: '2027-06-01T05:10:00.000Z', holder: 'Ayesha Siddiqui', event: 'Freelance Fest Karachi 2027', package: 'Standard pass' });

describe('check-in', () => {
  it('checks the typed code in, and a second time says when the holder came in', async () => {
    checkInMock.mockResolvedValueOnce(answer(result('checked-in'))).mockResolvedValueOnce(answer(result('already')));
    const user = userEvent.setup();
    renderPage(<StaffCheckInPage />, { path: '/staff/check-in' });
    await user.type(screen.getByLabelText(/Ticket code/), ' T17.abc ');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Ayesha Siddiqui is checked in.')).toBeInTheDocument();
    expect(checkInMock).toHaveBeenCalledWith({ code: 'T17.abc' });
    await user.type(screen.getByLabelText(/Ticket code/), 'T17.abc');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Ayesha Siddiqui was already checked in at June 01, 2027 at 10:10 AM.')).toBeInTheDocument();
  });

  it('a forged code is refused on the field', async () => {
    checkInMock.mockRejectedValue(new ApiError('This is not a valid ticket code.', 422, { code: 'This is not a valid ticket code.' }));
    const user = userEvent.setup();
    renderPage(<StaffCheckInPage />, { path: '/staff/check-in' });
    await user.type(screen.getByLabelText(/Ticket code/), 'T17.forged');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findAllByText('This is not a valid ticket code.')).toHaveLength(2);
  });

  it('needs a code', async () => {
    const user = userEvent.setup();
    renderPage(<StaffCheckInPage />, { path: '/staff/check-in' });
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Please enter the ticket code')).toBeInTheDocument();
    expect(checkInMock).not.toHaveBeenCalled();
  });
});
