import type { RemoteRouteTable } from 'shared-api';

// The routes this remote owns; the build writes this table beside its federation manifest. `data` lists
// the reads each page's first view makes, exactly as its calls make them, for the server to send along.
const routes: RemoteRouteTable = [
  { path: '/', page: 'home', access: 'public', title: 'Home', data: [{ call: 'getFeaturedMediaMentions' }, { call: 'getEvents', query: { page: 1 } }], menu: [{ menu: 'header', label: 'Home', order: 10 }] },
  { path: '/about-us', page: 'about-us', access: 'public', title: 'About Us', menu: [{ menu: 'header', label: 'About us', order: 40 }] },
  { path: '/blog', page: 'blog', access: 'public', title: 'Blog', data: [{ call: 'getBlogs', query: { page: 1 } }], menu: [{ menu: 'header', label: 'Blog', order: 30 }] },
  { path: '/blog/:blogSlug/:blogId', page: 'blog-post', access: 'public', title: 'Blog', data: [{ call: 'getBlog', params: { id: ':blogId' } }] },
  { path: '/media-mentions', page: 'media-mentions', access: 'public', title: 'Media Mentions', data: [{ call: 'getMediaMentions', query: { page: 1 } }], menu: [{ menu: 'footer', label: 'Media Mentions', order: 20 }] },
  { path: '/board', page: 'board', access: 'public', title: 'Our Leadership', data: [{ call: 'getDirectors' }], menu: [{ menu: 'header', label: 'Our Board', order: 60 }] },
  { path: '/publications', page: 'publications', access: 'public', title: 'Publications', data: [{ call: 'getPublications', query: { page: 1 } }], menu: [{ menu: 'footer', label: 'Publications', order: 10 }] },
  { path: '/press-releases', page: 'press-releases', access: 'public', title: 'Press Releases', data: [{ call: 'getPressReleases', query: { page: 1 } }], menu: [{ menu: 'footer', label: 'Press Releases', order: 30 }] },
  { path: '/press-release/:prSlug/:prId', page: 'press-release', access: 'public', title: 'Press Release', data: [{ call: 'getPressRelease', params: { id: ':prId' } }] },
  { path: '/membership', page: 'membership', access: 'public', title: 'Membership', data: [{ call: 'getPackage', params: { name: 'Seed' } }, { call: 'getPackage', params: { name: 'Surge' } }], menu: [{ menu: 'header', label: 'Membership', order: 70 }] },
  { path: '/loans', page: 'loans', access: 'public', title: 'Loans' },
  // No first-view data: the verification call is limited per address, and the server would ask it from its own.
  { path: '/verify/:code', page: 'verify', access: 'public', title: 'Verify a certificate' },
  { path: '/help', page: 'help', access: 'public', title: 'Help' },
  { path: '/freelance-fest-2022', page: 'conference', access: 'public', title: 'Freelance Fest 2022', data: [{ call: 'getConference', params: { slug: 'freelance-fest-2022' } }] },
  { path: '/freelance-fest-2022-islamabad', page: 'conference', access: 'public', title: 'Freelance Fest 2022 Islamabad', data: [{ call: 'getConference', params: { slug: 'freelance-fest-2022-islamabad' } }] },
  { path: '/freelance-fest-islamabad-2022', page: 'conference', access: 'public', title: 'Freelance Fest 2022 Islamabad', data: [{ call: 'getConference', params: { slug: 'freelance-fest-islamabad-2022' } }] },
  { path: '/freelance-fest-2022-gilgit', page: 'conference', access: 'public', title: 'Freelance Fest 2022 Gilgit', data: [{ call: 'getConference', params: { slug: 'freelance-fest-2022-gilgit' } }] },
  { path: '/staff/publication-requests', page: 'publication-requests', access: 'staff', title: 'Publication requests', menu: [{ menu: 'staff', group: 'Content', label: 'Publication requests', order: 760 }] },
  { path: '/staff/blogs', page: 'staff-blogs', access: 'staff', title: 'Blogs', menu: [{ menu: 'staff', group: 'Content', label: 'Blogs', order: 700 }] },
  { path: '/staff/blogs/new', page: 'staff-blog', access: 'staff', title: 'New blog post' },
  { path: '/staff/blogs/:blogId', page: 'staff-blog', access: 'staff', title: 'Blog post' },
];

export default routes;
