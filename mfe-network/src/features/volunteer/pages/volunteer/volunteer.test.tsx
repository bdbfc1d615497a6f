import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { applyToVolunteer } from 'shared-api/requests';
import { INCOMPLETE_PROFILE_MESSAGE } from 'shared-api/validation';
import { answer } from '@test/api';
import { findNotification, renderPage } from '@test/render';
import VolunteerPage from './index';

jest.mock('shared-api/requests', () => ({ ...jest.requireActual('shared-api/requests'), applyToVolunteer: jest.fn() }));
const applyMock = jest.mocked(applyToVolunteer);

const open = (path: string) => {
  renderPage(<VolunteerPage />, { path });
  return userEvent.setup({ delay: null });
};
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit application' }));

beforeEach(() => applyMock.mockReset());

describe('volunteer applications', () => {
  it.each([
    ['/dashboard/chapter-contributor', 'Chapter Contributor', 'chapter'],
    ['/dashboard/university-ambassador', 'University Ambassador', 'ambassador'],
    ['/dashboard/meetups', 'Meetups', 'meetup'],
    ['/dashboard/speaker', 'Speaker/Trainer', 'speaker'],
  ])('%s is the %s form and sends for=%s with the description', async (path, title, kind) => {
    applyMock.mockResolvedValue(answer({ id: 1, for: kind as never, description: 'About me', created_at: '2026-11-23T10:00:00.000Z' }, 'Thank you for volunteering! We will get in touch with you soon.'));
    const user = open(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/About you/), '  I organise freelancer meetups in Multan.  ');
    await submit(user);
    await findNotification('Success', 'Thank you for volunteering! We will get in touch with you soon.');
    expect(applyMock).toHaveBeenCalledWith({ for: kind, description: 'I organise freelancer meetups in Multan.' });
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for volunteering!');
    expect(screen.getByRole('button', { name: 'Send another application' })).toBeInTheDocument();
  });

  it('shows "Please tell us a bit about yourself" when the description is empty, and sends nothing', async () => {
    const user = open('/dashboard/meetups');
    await submit(user);
    expect(await screen.findByText('Please tell us a bit about yourself')).toBeInTheDocument();
    expect(applyMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of an incomplete profile in an Error notification', async () => {
    applyMock.mockRejectedValue(new ApiError(INCOMPLETE_PROFILE_MESSAGE, 403));
    const user = open('/dashboard/speaker');
    await user.type(screen.getByLabelText(/About you/), 'I train teams in Figma.');
    await submit(user);
    await findNotification('Error', INCOMPLETE_PROFILE_MESSAGE);
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeInTheDocument();
  });
});
