import type { RemoteRouteTable } from 'shared-api';
import type { blogCalls } from './features/blog/calls';
import type { conferenceCalls } from './features/conferences/calls';
import type { homeContentCalls } from './features/home-content/calls';
import type { pressCalls } from './features/press/calls';
import type { publicationCalls } from './features/publications/calls';

// The routes this remote owns; the build writes this table beside its federation manifest. `data` lists
// the reads each page's first view makes, exactly as its calls make them, for the server to send along. The
// blog's, a post's, the board's, the Publications page's, the press pages', the conference editions' and the home
// page's Featured in first views read their features' own calls.
const routes: RemoteRouteTable<typeof blogCalls & typeof conferenceCalls & typeof homeContentCalls & typeof pressCalls & typeof publicationCalls> = [
  { path: '/', page: 'home', access: 'public', title: 'Home', hydrate: 'islands', data: [{ call: 'getFeaturedMediaMentions' }, { call: 'getEvents', query: { page: 1 } }], menu: [{ menu: 'header', label: 'Home', order: 10 }] },
  { path: '/about-us', page: 'about-us', access: 'public', title: 'About Us', menu: [{ menu: 'header', label: 'About us', order: 40 }] },
  { path: '/blog', page: 'blog', access: 'public', title: 'Blog', hydrate: 'islands', data: [{ call: 'getBlogs', query: { page: 1 } }], menu: [{ menu: 'header', label: 'Blog', order: 30 }] },
  { path: '/blog/:blogSlug/:blogId', page: 'blog-post', access: 'public', title: 'Blog', hydrate: 'islands', data: [{ call: 'getBlog', params: { id: ':blogId' } }] },
  { path: '/media-mentions', page: 'media-mentions', access: 'public', title: 'Media Mentions', data: [{ call: 'getMediaMentions', query: { page: 1 } }], menu: [{ menu: 'footer', label: 'Media Mentions', order: 20 }] },
  { path: '/board', page: 'board', access: 'public', title: 'Our Leadership', data: [{ call: 'getDirectors' }], menu: [{ menu: 'header', label: 'Our Board', order: 60 }] },
  { path: '/publications', page: 'publications', access: 'public', title: 'Publications', data: [{ call: 'getPublications', query: { page: 1 } }], menu: [{ menu: 'footer', label: 'Publications', order: 10 }] },
  { path: '/press-releases', page: 'press-releases', access: 'public', title: 'Press Releases', data: [{ call: 'getPressReleases', query: { page: 1 } }], menu: [{ menu: 'footer', label: 'Press Releases', order: 30 }] },
  { path: '/press-release/:prSlug/:prId', page: 'press-release', access: 'public', title: 'Press Release', data: [{ call: 'getPressRelease', params: { id: ':prId' } }] },
  { path: '/membership', page: 'membership', access: 'public', title: 'Membership', hydrate: 'islands', data: [{ call: 'getPackage', params: { name: 'Seed' } }, { call: 'getPackage', params: { name: 'Surge' } }], menu: [{ menu: 'header', label: 'Membership', order: 70 }] },
  { path: '/loans', page: 'loans', access: 'public', title: 'Loans' },
  // No first-view data: the verification call is limited per address, and the server would ask it from its own.
  { path: '/verify/:code', page: 'verify', access: 'public', title: 'Verify a certificate' },
  { path: '/help', page: 'help', access: 'public', title: 'Help' },
  { path: '/freelance-fest-2022', page: 'conference', access: 'public', title: 'Freelance Fest 2022', data: [{ call: 'getConference', params: { slug: 'freelance-fest-2022' } }] },
  { path: '/freelance-fest-2022-islamabad', page: 'conference', access: 'public', title: 'Freelance Fest 2022 Islamabad', data: [{ call: 'getConference', params: { slug: 'freelance-fest-2022-islamabad' } }] },
  { path: '/freelance-fest-islamabad-2022', page: 'conference', access: 'public', title: 'Freelance Fest 2022 Islamabad', data: [{ call: 'getConference', params: { slug: 'freelance-fest-islamabad-2022' } }] },
  { path: '/freelance-fest-2022-gilgit', page: 'conference', access: 'public', title: 'Freelance Fest 2022 Gilgit', data: [{ call: 'getConference', params: { slug: 'freelance-fest-2022-gilgit' } }] },
  // Every edition by its slug, so an edition staff make has its page without a release (the 2022 pages keep theirs).
  { path: '/conference/:conferenceSlug', page: 'conference', access: 'public', title: 'Conference', data: [{ call: 'getConference', params: { slug: ':conferenceSlug' } }] },
  { path: '/staff/publication-requests', page: 'publication-requests', access: 'staff', title: 'Publication requests', menu: [{ menu: 'staff', group: 'Content', label: 'Publication requests', order: 760 }] },
  { path: '/staff/blogs', page: 'staff-blogs', access: 'staff', title: 'Blogs', menu: [{ menu: 'staff', group: 'Content', label: 'Blogs', order: 700 }] },
  { path: '/staff/blogs/new', page: 'staff-blog', access: 'staff', title: 'New blog post' },
  { path: '/staff/blogs/:blogId', page: 'staff-blog', access: 'staff', title: 'Blog post' },
  { path: '/staff/press-releases', page: 'staff-press-releases', access: 'staff', title: 'Press releases', menu: [{ menu: 'staff', group: 'Content', label: 'Press releases', order: 710 }] },
  { path: '/staff/press-releases/new', page: 'staff-press-release', access: 'staff', title: 'New press release' },
  { path: '/staff/press-releases/:pressReleaseId', page: 'staff-press-release', access: 'staff', title: 'Press release' },
  { path: '/staff/conferences', page: 'staff-conferences', access: 'staff', title: 'Conference editions', menu: [{ menu: 'staff', group: 'Content', label: 'Conference editions', order: 705 }] },
  { path: '/staff/conferences/new', page: 'staff-conference', access: 'staff', title: 'New conference edition' },
  { path: '/staff/conferences/:conferenceId', page: 'staff-conference', access: 'staff', title: 'Conference edition' },
  { path: '/staff/publications', page: 'staff-publications', access: 'staff', title: 'Publications', menu: [{ menu: 'staff', group: 'Content', label: 'Publications', order: 720 }] },
  { path: '/staff/publications/new', page: 'staff-publication', access: 'staff', title: 'New publication' },
  { path: '/staff/publications/:publicationId', page: 'staff-publication', access: 'staff', title: 'Publication' },
  { path: '/staff/media-mentions', page: 'staff-media-mentions', access: 'staff', title: 'Media mentions', menu: [{ menu: 'staff', group: 'Content', label: 'Media mentions', order: 730 }] },
  { path: '/staff/media-mentions/new', page: 'staff-media-mention', access: 'staff', title: 'New media mention' },
  { path: '/staff/media-mentions/:mediaMentionId', page: 'staff-media-mention', access: 'staff', title: 'Media mention' },
  { path: '/staff/board', page: 'staff-board', access: 'staff', title: 'Board', menu: [{ menu: 'staff', group: 'Content', label: 'Board', order: 740 }] },
  { path: '/staff/board/new', page: 'staff-board-member', access: 'staff', title: 'New board member' },
  { path: '/staff/board/:directorId', page: 'staff-board-member', access: 'staff', title: 'Board member' },
  { path: '/staff/partners', page: 'staff-partners', access: 'staff', title: 'Partners', menu: [{ menu: 'staff', group: 'Content', label: 'Partners', order: 745 }] },
  { path: '/staff/partners/new', page: 'staff-partner', access: 'staff', title: 'New partner' },
  { path: '/staff/partners/:partnerId', page: 'staff-partner', access: 'staff', title: 'Partner' },
  { path: '/staff/highlights', page: 'staff-highlights', access: 'staff', title: 'Highlights', menu: [{ menu: 'staff', group: 'Content', label: 'Highlights', order: 750 }] },
  { path: '/staff/highlights/new', page: 'staff-highlight', access: 'staff', title: 'New highlight' },
  { path: '/staff/highlights/:highlightId', page: 'staff-highlight', access: 'staff', title: 'Highlight' },
  { path: '/staff/home-figures', page: 'staff-home-figures', access: 'staff', title: 'Home page figures', menu: [{ menu: 'staff', group: 'Content', label: 'Home page figures', order: 755 }] },
  { path: '/staff/home-figures/new', page: 'staff-home-figure', access: 'staff', title: 'New home page figure' },
  { path: '/staff/home-figures/:figureId', page: 'staff-home-figure', access: 'staff', title: 'Home page figure' },
  // The texts of the plans' cards, in English and in Urdu beside it.
  { path: '/staff/membership-plans', page: 'staff-membership-plans', access: 'staff', title: 'Membership plans', menu: [{ menu: 'staff', group: 'Content', label: 'Membership plans', order: 757 }] },
  { path: '/staff/membership-plans/:planId', page: 'staff-membership-plan', access: 'staff', title: 'Membership plan' },
];

export default routes;
