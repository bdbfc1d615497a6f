import { screen, within } from '@testing-library/react';
import { sessionStore } from 'shared-api';
import { failure, mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { eventDetail } from '../../../testing/fixtures';
import StaffEventPreviewPage from './index';

const open = () => renderPage(<StaffEventPreviewPage />, { path: '/staff/events/:eventId/preview', at: '/staff/events/7/preview' });

beforeEach(() => sessionStore.getState().signIn('token-1', { member_id: 'staff1234567890a', is_profile_completed: true, role: 'staff' }));
afterEach(() => sessionStore.getState().signOut());

describe('staff: an event’s preview', () => {
  it('shows the draft’s page as visitors will see it, under a banner that says it is not published', async () => {
    const api = mockApi({ 'GET /api/staff/events/7/preview': ok({ ...eventDetail({ title: 'Draft: Freelancers Meetup Quetta' }), published: false }) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft: Freelancers Meetup Quetta' })).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'Preview — not published' });
    expect(within(banner).getByRole('link', { name: 'Back to the event to edit or publish it' })).toHaveAttribute('href', '/staff/events/7');
    const sidebar = screen.getByRole('complementary', { name: 'Event details' });
    expect(within(sidebar).getByText('Pakistan Freelancers Association, Lahore Chapter')).toBeInTheDocument();
    // The visitor's control, which books nothing: a draft cannot be booked, and staff are not booking.
    expect(within(sidebar).getByRole('button', { name: 'Register Now' })).toBeDisabled();
    expect(api.calls).toEqual(['GET /api/staff/events/7/preview']);
  });

  it('says over a published event’s preview that visitors see it now', async () => {
    mockApi({ 'GET /api/staff/events/7/preview': ok({ ...eventDetail({ title: 'Freelancers Meetup Quetta' }), published: true }) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Freelancers Meetup Quetta' })).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'Preview — published' });
    expect(within(banner).getByText(/^Members and visitors see this page now\./)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Back to the event to edit it' })).toHaveAttribute('href', '/staff/events/7');
    expect(screen.queryByRole('complementary', { name: 'Preview — not published' })).not.toBeInTheDocument();
  });

  it('says so when the event does not exist', async () => {
    mockApi({ 'GET /api/staff/events/7/preview': failure(404, 'This event does not exist.') });
    open();
    expect(await screen.findByRole('heading', { name: 'This event does not exist', level: 1 })).toBeInTheDocument();
  });
});
