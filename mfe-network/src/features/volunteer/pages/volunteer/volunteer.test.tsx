import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INCOMPLETE_PROFILE_MESSAGE } from 'shared-api/validation';
import { failure, mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import VolunteerPage from './index';

/** The applications the page sent, and the server's answer to each. */
const applications = (answer: Extract<Parameters<typeof mockApi>[0][string], { body: unknown }>) => {
  const sent: unknown[] = [];
  mockApi({
    'POST /api/user/volunteer': ({ body }) => {
      sent.push(body);
      return answer;
    },
  });
  return sent;
};

const open = (path: string) => {
  renderPage(<VolunteerPage />, { path });
  return userEvent.setup({ delay: null });
};
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit application' }));

describe('volunteer applications', () => {
  it.each([
    ['/dashboard/chapter-contributor', 'Chapter Contributor', 'chapter'],
    ['/dashboard/university-ambassador', 'University Ambassador', 'ambassador'],
    ['/dashboard/meetups', 'Meetups', 'meetup'],
    ['/dashboard/speaker', 'Speaker/Trainer', 'speaker'],
  ])('%s is the %s form and sends for=%s with the description', async (path, title, kind) => {
    const sent = applications({ status: 201, ...ok({ id: 1, for: kind, description: 'About me', created_at: '2026-11-23T10:00:00.000Z' }, 'Thank you for volunteering! We will get in touch with you soon.') });
    const user = open(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/About you/), '  I organise freelancer meetups in Multan.  ');
    await submit(user);
    await findNotification('Success', 'Thank you for volunteering! We will get in touch with you soon.');
    expect(sent).toEqual([{ for: kind, description: 'I organise freelancer meetups in Multan.' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for volunteering!');
    expect(screen.getByRole('button', { name: 'Send another application' })).toBeInTheDocument();
  });

  it('shows "Please tell us a bit about yourself" when the description is empty, and sends nothing', async () => {
    const sent = applications(ok(null));
    const user = open('/dashboard/meetups');
    await submit(user);
    expect(await screen.findByText('Please tell us a bit about yourself')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal of an incomplete profile in an Error notification', async () => {
    applications(failure(403, INCOMPLETE_PROFILE_MESSAGE));
    const user = open('/dashboard/speaker');
    await user.type(screen.getByLabelText(/About you/), 'I train teams in Figma.');
    await submit(user);
    await findNotification('Error', INCOMPLETE_PROFILE_MESSAGE);
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeInTheDocument();
  });
});
