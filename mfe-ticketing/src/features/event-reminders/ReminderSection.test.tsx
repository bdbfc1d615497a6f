import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { ReminderSection } from './ReminderSection';
import type { EventReminder } from './shapes';

const due: EventReminder = { sent_at: null, sent_by: null, members: 14, due_at: '2026-12-19T04:00:00.000Z', ended: false };
const user = () => userEvent.setup({ delay: null });

describe('staff: the reminder the day before an event', () => {
  it('says when it goes by itself, and sends it now only once staff confirm', async () => {
    let sends = 0;
    mockApi({
      'GET /api/staff/events/9/reminder': ok(due),
      'POST /api/staff/events/9/reminder': () => {
        sends++;
        return ok({ ...due, sent_at: '2026-12-18T10:00:00.000Z', sent_by: 'Zainab Hussain', due_at: null }, 'The reminder was sent.');
      },
    });
    renderPage(<ReminderSection eventId={9} />);
    const section = await screen.findByRole('region', { name: 'Reminder the day before' });
    expect(await within(section).findByText(/^It goes by itself .+ to the members holding a ticket then \(14 members now\)\.$/)).toBeInTheDocument();
    const u = user();
    await u.click(within(section).getByRole('button', { name: 'Send the reminder now' }));
    expect(within(section).getByText('Send it now to 14 members? It goes once: it will not go again the day before.')).toBeInTheDocument();
    await u.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(sends).toBe(0);
    await u.click(within(section).getByRole('button', { name: 'Send the reminder now' }));
    await u.click(within(section).getByRole('button', { name: 'Send it now' }));
    await findNotification('Success', 'The reminder was sent.');
    expect(sends).toBe(1);
    expect(await within(section).findByText(/^Sent .+ by Zainab Hussain, to 14 members\.$/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Send the reminder now' })).not.toBeInTheDocument();
  });

  it('says a reminder sent by the day’s run went by itself; an ended event offers nothing; a refusal is shown', async () => {
    mockApi({ 'GET /api/staff/events/9/reminder': ok({ ...due, sent_at: '2026-12-19T04:00:01.000Z', due_at: null, members: 1 }) });
    const { unmount } = renderPage(<ReminderSection eventId={9} />);
    expect(await screen.findByText(/^Sent .+ by itself, the day before, to 1 member\.$/)).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/staff/events/10/reminder': ok({ ...due, due_at: null, ended: true }) });
    const ended = renderPage(<ReminderSection eventId={10} />);
    expect(await screen.findByText('The event has ended: no reminder went.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the reminder now' })).not.toBeInTheDocument();
    ended.unmount();

    mockApi({
      'GET /api/staff/events/11/reminder': ok({ ...due, due_at: null }),
      'POST /api/staff/events/11/reminder': failure(409, 'This event’s reminder was sent already: it goes once.'),
    });
    renderPage(<ReminderSection eventId={11} />);
    expect(await screen.findByText('It has not gone: send it now to the 14 members holding a ticket.')).toBeInTheDocument();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Send the reminder now' }));
    await u.click(screen.getByRole('button', { name: 'Send it now' }));
    await findNotification('Error', 'This event’s reminder was sent already: it goes once.');
  });
});
