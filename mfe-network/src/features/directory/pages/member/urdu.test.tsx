import { screen } from '@testing-library/react';
import { sessionStore } from 'shared-api';
import { i18n } from '#i18n';
import { answer } from '@test/api';
import { renderPage } from '@test/render';
import { getPublicMember } from '../../api';
import type { PublicMember } from '../../shapes';
import MemberPage from './index';

jest.mock('../../api', () => ({ ...jest.requireActual('../../api'), getPublicMember: jest.fn() }));

const member: PublicMember = {
  avatar: null,
  name: 'Sana Malik',
  title: 'Bookkeeper for small businesses',
  city: 'Multan',
  country: 'Pakistan',
  hourly_rate: 1800,
  website: 'https://sanamalik.pk',
  linkedin: null,
  profile_links: {},
  availability: 'Full time',
  years_experience: 'Between 10-20 years',
  experience_level: 'expert',
  bio: '',
  skills: [{ name: 'Accounting & Consulting' }],
  institute: 'Bahauddin Zakariya University',
  degree: 'graduate',
  field_of_study: 'Commerce',
};

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
afterEach(() => {
  i18n.activate('en');
  sessionStore.getState().signOut();
});

describe('a member’s profile in Urdu', () => {
  it('shows the profile’s frame and fixed answers in Urdu, what the member wrote as they wrote it', async () => {
    i18n.activate('ur');
    sessionStore.getState().signIn('token-1', { member_id: 'sana1234567890ab', is_profile_completed: true, role: 'member' });
    jest.mocked(getPublicMember).mockResolvedValue(answer(member));
    renderPage(<MemberPage />, { path: '/member/:memberId', at: '/member/sana1234567890ab' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sana Malik' })).toBeInTheDocument();
    expect(screen.getByText(/دوسرے اراکین کو آپ کی پروفائل ایسی ہی نظر آتی ہے/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اپنی پروفائل میں ترمیم کریں' })).toHaveAttribute('href', '/dashboard/edit-profile');
    expect(screen.getByRole('heading', { level: 2, name: 'تعارف' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'تعلیم' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ویب سائٹ (نئے ٹیب میں کھلتا ہے)' })).toHaveAttribute('href', 'https://sanamalik.pk');
    expect(screen.getByText('1,800 روپے فی گھنٹہ')).toBeInTheDocument();
    expect(screen.getByText('دستیابی')).toBeInTheDocument();
    expect(screen.getByText('کل وقتی')).toBeInTheDocument();
    expect(screen.getByText('10 سے 20 سال کے درمیان')).toBeInTheDocument();
    expect(screen.getByText('ماہر')).toBeInTheDocument();
    expect(screen.getByText('گریجویٹ')).toBeInTheDocument();
    expect(screen.getByText('ابھی کوئی تعارف شامل نہیں کیا گیا۔')).toBeInTheDocument();
    expect(screen.getByText('Bahauddin Zakariya University')).toBeInTheDocument();
    expect(screen.getByText('Accounting & Consulting')).toBeInTheDocument();
  });
});
