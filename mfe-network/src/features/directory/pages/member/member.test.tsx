import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, sessionStore } from 'shared-api';
import { answer } from '@test/api';
import { renderPage } from '@test/render';
import { getPublicMember } from '../../api';
import type { PublicMember } from '../../shapes';
import MemberPage from './index';

jest.mock('../../api', () => ({ ...jest.requireActual('../../api'), getPublicMember: jest.fn() }));
const memberMock = jest.mocked(getPublicMember);

const member = (overrides: Partial<PublicMember> = {}): PublicMember => ({
  avatar: 'a1b2c3d4.png',
  name: 'Hira Baloch',
  title: 'Content writer and Urdu–English translator',
  city: 'Quetta',
  country: 'Pakistan',
  hourly_rate: 2500,
  website: null,
  linkedin: 'https://www.linkedin.com/in/hira-baloch-writer',
  profile_links: { fiverr: 'https://www.fiverr.com/hirabaloch' },
  availability: 'Part time',
  years_experience: 'Between 1-10 years',
  experience_level: 'intermediate',
  bio: 'I write blog posts, website copy and reports in clear English, and I translate between Urdu and English.',
  skills: [{ name: 'Writing & Translation' }, { name: 'Urdu–English Translation' }],
  institute: 'University of Balochistan',
  degree: 'masters',
  field_of_study: 'English Literature',
  ...overrides,
});

const open = (memberId: string) => renderPage(<MemberPage />, { path: '/member/:memberId', at: `/member/${memberId}` });

beforeEach(() => memberMock.mockReset());
afterEach(() => {
  sessionStore.getState().signOut();
  jest.restoreAllMocks();
});

describe('a member’s profile', () => {
  it('shows the header, explore links, availability, experience, expertise level, overview with skills and education', async () => {
    memberMock.mockResolvedValue(answer(member()));
    open('hira1234567890ab');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hira Baloch' })).toBeInTheDocument();
    expect(memberMock).toHaveBeenCalledWith('hira1234567890ab');
    expect(screen.getByText('Content writer and Urdu–English translator')).toBeInTheDocument();
    expect(screen.getByText('Quetta, Pakistan')).toBeInTheDocument();
    expect(screen.getByText('Rs 2,500/hr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toHaveAttribute('href', 'https://www.linkedin.com/in/hira-baloch-writer');
    expect(screen.getByRole('link', { name: 'fiverr.com (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
    expect(screen.getByText('Part time')).toBeInTheDocument();
    expect(screen.getByText('Between 1-10 years')).toBeInTheDocument();
    expect(screen.getByText('Intermediate')).toBeInTheDocument();
    expect(screen.getByText('Urdu–English Translation')).toBeInTheDocument();
    expect(screen.getByText('University of Balochistan')).toBeInTheDocument();
    expect(screen.getByText('Masters')).toBeInTheDocument();
    expect(screen.getByText('English Literature')).toBeInTheDocument();
    expect(screen.queryByText(/as other members see it/)).not.toBeInTheDocument();
  });

  it('collapses the overview to 15 rows with More/Less', async () => {
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(360);
    memberMock.mockResolvedValue(answer(member()));
    open('hira1234567890ab');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'More' }));
    expect(screen.getByRole('button', { name: 'Less' })).toBeInTheDocument();
  });

  it('says a hidden or unknown profile was not found, with the way back to the directory', async () => {
    memberMock.mockRejectedValue(new ApiError('This member profile was not found.', 404));
    open('hidden1234567890');
    expect(await screen.findByRole('heading', { name: 'This member profile was not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the directory' })).toHaveAttribute('href', '/dashboard/peers');
  });

  it('“Your profile” opens the member’s own profile, as others see it', async () => {
    sessionStore.getState().signIn('token-1', { member_id: 'own1234567890abc', is_profile_completed: true, role: 'member' });
    memberMock.mockResolvedValue(answer(member({ name: 'Sana Malik' })));
    renderPage(<MemberPage />, { path: '/member/:memberId', at: '/member/me' });
    expect(await screen.findByText(/This is your profile as other members see it/)).toBeInTheDocument();
    expect(memberMock).toHaveBeenCalledWith('own1234567890abc');
    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute('href', '/dashboard/edit-profile');
  });
});
