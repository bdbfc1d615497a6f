import { screen, within } from '@testing-library/react';
import type { MemberHome } from '../../shapes';
import { getMemberHome } from '../../requests';
import { getMembership } from 'shared-api/membership';
import { queryClient } from 'shared-api/query';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { answer } from '@test/api';
import { myMembership } from '../../../testing/membership-fixture';
import MemberHomePage from './index';

jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), getMemberHome: jest.fn() }));
jest.mock('shared-api/membership', () => ({ ...jest.requireActual('shared-api/membership'), getMembership: jest.fn() }));
beforeEach(() => jest.mocked(getMembership).mockResolvedValue(myMembership()));

const member: MemberHome = {
  name: 'Ayesha Khan',
  membership: { member_id: 'a1b2c3', membership_id: 'PFA-000017', member_since: '2025-03-14T09:00:00.000Z' },
  profile_completed: false,
  events: [
    { event: { id: 7, slug: 'lahore-freelancers-meetup', title: 'Lahore Freelancers Meetup', image: null, start_date: '2026-12-05T13:00:00.000Z', end_date: '2026-12-05T17:00:00.000Z', venue: 'Arfa Tower', city: 'Lahore' }, tickets: 2 },
  ],
  issues: {
    open: 3,
    unread: 1,
    items: [{ id: 31, title: 'Invoice template for a US client', topic: 'Banking', updated_at: '2026-11-20T10:00:00.000Z', unread: true }],
  },
};

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
afterEach(() => {
  i18n.activate('en');
  queryClient.clear();
});

describe('dashboard home in Urdu', () => {
  it('titles each card in Urdu, counts in Urdu, and keeps what members and staff wrote as written', async () => {
    jest.mocked(getMemberHome).mockResolvedValue(answer(member));
    i18n.activate('ur');
    renderPage(<MemberHomePage />, { path: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'ڈیش بورڈ' })).toBeInTheDocument();
    expect(await screen.findByText('خوش آمدید، Ayesha Khan۔')).toBeInTheDocument();

    const events = await screen.findByRole('region', { name: 'آپ کی اگلی تقریبات' });
    expect(within(events).getByRole('link', { name: 'Lahore Freelancers Meetup' })).toBeInTheDocument();
    expect(within(events).getByRole('listitem')).toHaveTextContent('Arfa Tower، Lahore · 2 ٹکٹ');
    expect(within(events).getByRole('link', { name: 'میرے ٹکٹ' })).toHaveAttribute('href', '/dashboard/tickets');

    const issues = screen.getByRole('region', { name: 'آپ کے کھلے مسائل' });
    expect(within(issues).getByText('3 کھلے مسائل · 1 مسئلے پر ہماری ٹیم کا نیا جواب آیا ہے')).toBeInTheDocument();
    expect(within(issues).getByText('نیا جواب')).toBeInTheDocument();

    const membership = screen.getByRole('region', { name: 'رکنیت' });
    expect(await within(membership).findByText('Seed · فعال')).toBeInTheDocument();
    expect(within(membership).getByText('رکنیت آئی ڈی')).toBeInTheDocument();
    expect(within(membership).getByText('PFA-000017')).toHaveAttribute('dir', 'ltr');
    expect(within(membership).getByRole('link', { name: 'رکنیت کی تفصیلات' })).toHaveAttribute('href', '/dashboard/membership');

    const profile = screen.getByRole('region', { name: 'آپ کا پروفائل' });
    expect(within(profile).getByRole('link', { name: 'اپنا پروفائل مکمل کریں' })).toBeInTheDocument();
    // Each card's heading keeps its own id, whatever the language.
    expect(new Set([events, issues, membership, profile].map((card) => card.getAttribute('aria-labelledby'))).size).toBe(4);
  });
});
