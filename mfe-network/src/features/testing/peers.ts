import type { DirectoryPage, Peer } from '../directory/shapes';

/** A peer card as the directory answers it, for the network's tests. */
export function peer(overrides: Partial<Peer> = {}): Peer {
  const memberId = overrides.member_id ?? 'ayesha1234567890';
  return {
    id: memberId,
    member_id: memberId,
    name: 'Ayesha Siddiqui',
    title: 'UI/UX Designer for SaaS and fintech products',
    avatar: 'a1b2c3d4e5f6.png',
    city: 'Lahore',
    country: 'Pakistan',
    hourly_rate: 6500,
    bio: 'I design web and mobile products that people understand on the first try, for fintech and SaaS teams in Pakistan and abroad.',
    skills: [{ name: 'Design & Creative' }, { name: 'UI/UX Design' }],
    platforms: { upwork: 'https://www.upwork.com/freelancers/~01f3a9', otherplatform: { name: 'Dribbble', link: 'https://dribbble.com/ayesha' } },
    ...overrides,
  };
}

/** Page `page` of `last`, `perPage` members a page, with the cursor of the next page. */
export function directoryPage(page: number, last: number, perPage = 2): DirectoryPage {
  const items = Array.from({ length: perPage }, (_, i) => {
    const n = (page - 1) * perPage + i + 1;
    return peer({ member_id: `member${String(n).padStart(12, '0')}`, name: `Member Number${n}` });
  });
  return { items, pagination: { current_page: page, last_page: last, per_page: perPage, total: last * perPage, next_cursor: page < last ? `cursor-${page + 1}` : null } };
}
