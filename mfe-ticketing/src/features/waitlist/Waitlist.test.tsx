import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { SoldOut } from './Waitlist';

describe('a sold-out package', () => {
  it('lets the member join its waitlist, then leave it', async () => {
    const api = mockApi({
      'GET /api/user/events/4/waitlist': ok([]),
      'POST /api/user/packages/8/waitlist': ok([{ package_id: 8, offered_at: null }], 'You are on the waitlist. We will e-mail you when a seat is free.'),
      'POST /api/user/packages/8/waitlist/leave': ok([], 'You have left the waitlist.'),
    });
    renderPage(<SoldOut eventId={4} pkg={{ id: 8, name: 'Workshop pass' }} />);
    const u = userEvent.setup({ delay: null });
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    await u.click(await screen.findByRole('button', { name: 'Join the waitlist for Workshop pass' }));
    await findNotification('Success', 'You are on the waitlist. We will e-mail you when a seat is free.');
    expect(screen.getByText('You are on the waitlist')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Leave the waitlist for Workshop pass' }));
    await findNotification('Success', 'You have left the waitlist.');
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /api/user/events/4/waitlist', 'POST /api/user/packages/8/waitlist', 'POST /api/user/packages/8/waitlist/leave']);
  });

  it('says when a seat was offered', async () => {
    mockApi({ 'GET /api/user/events/4/waitlist': ok([{ package_id: 8, offered_at: '2026-11-23T10:00:00.000Z' }]) });
    renderPage(<SoldOut eventId={4} pkg={{ id: 8, name: 'Workshop pass' }} />);
    expect(await screen.findByText('A seat was offered to you')).toBeInTheDocument();
  });
});
