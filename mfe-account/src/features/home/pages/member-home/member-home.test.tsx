import { screen, within } from '@testing-library/react';
import type { MemberHome } from '../../shapes';
import { getMemberHome } from '../../requests';
import { getMembership } from 'shared-api/membership';
import { queryClient } from 'shared-api/query';
import { renderPage } from '@test/render';
import { answer } from '@test/api';
import { myMembership } from '../../../testing/membership-fixture';
import MemberHomePage from './index';

jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), getMemberHome: jest.fn() }));
jest.mock('shared-api/membership', () => ({ ...jest.requireActual('shared-api/membership'), getMembership: jest.fn() }));
beforeEach(() => jest.mocked(getMembership).mockResolvedValue(myMembership()));
const homeMock = jest.mocked(getMemberHome);

const newMember: MemberHome = {
  name: 'Ayesha Khan',
  membership: { member_id: 'a1b2c3', membership_id: 'PFA-000017', member_since: '2025-03-14T09:00:00.000Z' },
  profile_completed: false,
  events: [],
  issues: { open: 0, unread: 0, items: [] },
};

const busyMember: MemberHome = {
  ...newMember,
  profile_completed: true,
  events: [
    { event: { id: 7, slug: 'lahore-freelancers-meetup', title: 'Lahore Freelancers Meetup', image: null, start_date: '2026-12-05T13:00:00.000Z', end_date: '2026-12-05T17:00:00.000Z', venue: 'Arfa Tower', city: 'Lahore' }, tickets: 2 },
    { event: { id: 9, slug: 'karachi-design-day', title: 'Karachi Design Day', image: null, start_date: '2027-01-20T05:00:00.000Z', end_date: '2027-01-20T12:00:00.000Z', venue: 'Beach Luxury Hotel', city: 'Karachi' }, tickets: 1 },
  ],
  issues: {
    open: 2,
    unread: 1,
    items: [
      { id: 31, title: 'Invoice template for a US client', topic: 'Banking', updated_at: '2026-11-20T10:00:00.000Z', unread: true },
      { id: 30, title: 'Company registration', topic: 'Company Formaton & Taxation', updated_at: '2026-11-18T10:00:00.000Z', unread: false },
    ],
  },
};

const openHome = () => renderPage(<MemberHomePage />, { path: '/dashboard' });
const section = async (name: string) => screen.findByRole('region', { name });

afterEach(() => queryClient.clear());

describe('dashboard home', () => {
  it('welcomes a new member with what to do first: browse events, raise an issue, complete the profile', async () => {
    homeMock.mockResolvedValue(answer(newMember));
    openHome();
    expect(await screen.findByText('Welcome, Ayesha Khan.')).toBeInTheDocument();
    const events = await section('Your next events');
    expect(within(events).getByText(/You have no tickets for upcoming events yet/)).toBeInTheDocument();
    expect(within(events).getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
    const issues = await section('Your open issues');
    expect(within(issues).getByText(/You have no open issues/)).toBeInTheDocument();
    expect(within(issues).getByRole('link', { name: 'Raise an issue' })).toHaveAttribute('href', '/dashboard/issues/new');
    const profile = await section('Your profile');
    expect(within(profile).getByText(/Your profile is not complete yet/)).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/dashboard/complete-profile?referrer=%2Fdashboard');
  });

  it('shows the membership record and links to the membership page', async () => {
    homeMock.mockResolvedValue(answer(newMember));
    openHome();
    const membership = await section('Membership');
    expect(await within(membership).findByText('Seed · Active')).toBeInTheDocument();
    expect(within(membership).getByText('PFA-000017')).toBeInTheDocument();
    expect(within(membership).getByText('Member since 14 March 2025')).toBeInTheDocument();
    expect(within(membership).getByRole('link', { name: 'Membership details' })).toHaveAttribute('href', '/dashboard/membership');
  });

  it('lists the next events with their dates, each linking to its event page, and leads to My Tickets', async () => {
    homeMock.mockResolvedValue(answer(busyMember));
    openHome();
    const events = await section('Your next events');
    const items = within(events).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Lahore Freelancers Meetup' })).toHaveAttribute('href', '/event/lahore-freelancers-meetup/7');
    expect(items[0]).toHaveTextContent('05 December 2026 at 6:00 PM');
    expect(items[0]).toHaveTextContent('Arfa Tower, Lahore · 2 tickets');
    expect(within(items[1]).getByRole('link', { name: 'Karachi Design Day' })).toHaveAttribute('href', '/event/karachi-design-day/9');
    expect(within(events).getByRole('link', { name: 'My Tickets' })).toHaveAttribute('href', '/dashboard/tickets');
  });

  it('marks the open issues that have an unread staff reply, each linking to the issue', async () => {
    homeMock.mockResolvedValue(answer(busyMember));
    openHome();
    const issues = await section('Your open issues');
    expect(within(issues).getByText('2 open issues · 1 has a new reply from our team')).toBeInTheDocument();
    const [answered, waiting] = within(issues).getAllByRole('listitem');
    expect(within(answered).getByRole('link', { name: 'Invoice template for a US client' })).toHaveAttribute('href', '/dashboard/issues/31');
    expect(within(answered).getByText('New reply')).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'Company registration' })).toHaveAttribute('href', '/dashboard/issues/30');
    expect(within(waiting).queryByText('New reply')).not.toBeInTheDocument();
  });

  it('offers to edit a complete profile', async () => {
    homeMock.mockResolvedValue(answer(busyMember));
    openHome();
    const profile = await section('Your profile');
    expect(within(profile).getByText(/Your profile is complete/)).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/dashboard/edit-profile');
  });
});
