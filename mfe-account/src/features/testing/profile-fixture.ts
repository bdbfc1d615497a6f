import type { Profile } from 'shared-api';

/** A member's saved profile as GET user/profile answers it, for the tests of the account pages. */
export function savedProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    member_id: 'm-17',
    membership_id: 'PFA-000017',
    name: 'Ayesha Khan',
    email: 'ayesha@example.pk',
    phone: '03001234567',
    role_name: 'Member',
    avatar: 'avatars/ayesha.png',
    organisation: 'Khan Studio',
    designation: 'Founder',
    gender: 'Female',
    city: 'Lahore',
    state: 'Punjab',
    country: 'Pakistan',
    birthdate: '1994-03-09',
    degree: 'masters',
    field_of_study: 'Computer Science',
    institute: 'LUMS',
    title: 'Full-stack developer',
    website: 'https://ayesha.example.pk',
    linkedin: 'https://www.linkedin.com/in/ayesha',
    years_experience: 'Between 1-10 years',
    hourly_rate: 4500,
    availability: 'Part time',
    experience_level: 'expert',
    bio: 'I build web applications for clients across the world, from first sketch to production, with a focus on care.',
    skills: [
      { id: 3, name: 'Development', type: 'Primary' },
      { id: 31, name: 'Web development', type: 'Secondary' },
    ],
    profile_links: { fiverr: 'https://www.fiverr.com/ayesha', otherplatform: { name: 'Dribbble', link: 'https://dribbble.com/ayesha' } },
    primary_skill: 3,
    secondary_skill: 31,
    is_profile_completed: true,
    directory_visibility: 'members',
    ...overrides,
  };
}

/** A member who has only registered: nothing of the profile is saved yet. */
export const blankProfile = (): Profile =>
  savedProfile({
    avatar: null, organisation: null, designation: null, gender: null, city: null, state: null, country: null,
    birthdate: null, degree: null, field_of_study: null, institute: null, title: null, website: null, linkedin: null,
    years_experience: null, hourly_rate: null, availability: null, experience_level: null, bio: null, skills: [],
    profile_links: {}, primary_skill: null, secondary_skill: null, is_profile_completed: false,
  });
