// Answers of the content calls, for component tests that mock shared-api.
import type { ApiResult, Paged } from 'shared-api';
import type { Partner } from '../home-content/shapes';
import type { Conference } from '../conferences/shapes';
import type { BlogSummary } from '../blog/shapes';
import type { Publication } from '../publications/shapes';

export const answer = <T>(data: T, message = 'OK'): ApiResult<T> => ({ message, data });

export const pageOf = <T>(items: T[], page = 1, last = 1): Paged<T> => ({
  items,
  pagination: { current_page: page, last_page: last, per_page: 9, total: items.length },
});

export const blog = (id: number, extra: Partial<BlogSummary> = {}): BlogSummary => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: 'Every freelancer I mentor asks the same first question: how does the money actually reach my account? After twelve years of invoicing clients.',
  featured_image: `img${id}.svg`,
  featured_image_width: 1200,
  featured_image_height: 630,
  created_at: '2023-05-18T04:00:00.000Z',
  author: { name: 'Muhammad Usman Tariq', title: 'Full-stack developer', avatar: 'avatar.png', member_id: 'abcdefghijklmnop' },
  ...extra,
});

export const partner = (id: number, name: string): Partner => ({ id, name, logo: `logo${id}.svg`, logo_width: 240, logo_height: 96, website: null });

export const publication: Publication = {
  id: 3,
  slug: 'state-of-freelancing',
  title: 'State of Freelancing in Pakistan 2022',
  excerpt: 'Who Pakistan’s freelancers are and what holds them back.',
  name: 'Research Report',
  featured_image: 'report.svg',
  featured_image_width: 1200,
  featured_image_height: 630,
  created_at: '2022-09-20T05:00:00.000Z',
};

const slot = (id: number, day: string, start: string, title: string, description: string) => ({
  id,
  startTime: `${day}T${start}:00+05:00`,
  endTime: `${day}T${start.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, '0'))}:00+05:00`,
  topicTitle: title,
  topicDescription: description,
});

export const conference: Conference = {
  slug: 'freelance-fest-2022-islamabad',
  title: 'Freelance Fest 2022 Islamabad',
  edition: 'Islamabad',
  tagline: 'Where Pakistan’s freelancers meet',
  overview: ['Two days of talks and workshops.'],
  starts_at: '2022-03-26T04:00:00.000Z',
  ends_at: '2022-03-27T12:00:00.000Z',
  time_zone: 'Asia/Karachi',
  venue: { name: 'Margalla Convention Centre', address: 'Garden Avenue', city: 'Islamabad', map_url: null },
  banner: 'banner.svg',
  banner_width: 1200,
  banner_height: 630,
  all_speakers_link: null,
  calendar_url: '/api/conferences/freelance-fest-2022-islamabad/calendar.ics',
  speakers: [{ name: 'Syed Hammad Ali', designation: 'Federal Secretary', company: 'Government of Pakistan', image: 's.svg', image_width: 256, image_height: 256, linkdln: null, type: 'Chief Guest' }],
  schedule: [
    { date: '2022-03-26', items: [slot(1, '2022-03-26', '09', 'Registration', 'Collect your badge at the desk.'), slot(2, '2022-03-26', '10', 'Panel: Payments', 'Regulators, bankers and freelancers discuss what has changed for export proceeds this year.')] },
    { date: '2022-03-27', items: [slot(3, '2022-03-27', '10', 'Workshops', 'Hands-on workshops.')] },
  ],
  sponsors: [
    { name: 'Capital Live', image: 'c.svg', image_width: 240, image_height: 96, type: 'Live Streaming Partner', priority: 6 },
    { name: 'Indus Digital Bank', image: 'i.svg', image_width: 240, image_height: 96, type: 'Platinum Sponsor', priority: 3 },
    { name: 'Margalla Cloud', image: 'm.svg', image_width: 240, image_height: 96, type: 'Platinum Sponsor', priority: 2 },
    { name: 'Capital Institute', image: 'k.svg', image_width: 240, image_height: 96, type: 'Knowledge Partner', priority: 1 },
  ],
  faqs: [{ id: 1, question: 'Is there a fee to attend?', answer: 'No.' }],
};

/** The member's membership as GET /user/membership answers it: Seed, or a paid package with an end date. */
export const myMembership = (membership_package: string, more: Partial<{ can_renew: boolean; moves_to_seed_on: string | null }> = {}) =>
  answer({
    member_id: 'm1',
    member_id_formatted: 'PFA-000017',
    member_name: 'Ayesha Khan',
    membership_package,
    membership_package_title: membership_package,
    membership_package_id: membership_package === 'Seed' ? 1 : 2,
    membership_status: 'Active' as const,
    membership_billing: membership_package === 'Seed' ? 'Free' : 'Rs 6,000 a year',
    membership_start_date: '2026-01-10T05:00:00.000Z',
    membership_start_date_formatted: '10 January 2026',
    membership_end_date: membership_package === 'Seed' ? null : '2027-01-10T05:00:00.000Z',
    membership_end_date_formatted: membership_package === 'Seed' ? 'Never expires' : '10 January 2027',
    renewal_opens_on: null,
    can_renew: false,
    moves_to_seed_on: null,
    ended_on: null,
    ended_package: null,
    ended_package_title: null,
    pending_order: null,
    payment_methods: [3, 5],
    ...more,
  });
