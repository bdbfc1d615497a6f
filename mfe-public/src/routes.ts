import type { RemoteRouteTable } from 'shared-api';

// The routes this remote owns; the build writes this table beside its federation manifest. `data` lists
// the reads each page's first view makes, exactly as its calls make them, for the server to send along.
const routes: RemoteRouteTable = [
  { path: '/', page: 'home', access: 'public', title: 'Home', data: ['/mediamentions-order'] },
  { path: '/about-us', page: 'about-us', access: 'public', title: 'About Us' },
  { path: '/blog', page: 'blog', access: 'public', title: 'Blog', data: ['/blogs?page=1'] },
  { path: '/blog/:blogSlug/:blogId', page: 'blog-post', access: 'public', title: 'Blog', data: ['/blogs/:blogId'] },
  { path: '/media-mentions', page: 'media-mentions', access: 'public', title: 'Media Mentions', data: ['/mediamentions?page=1'] },
  { path: '/board', page: 'board', access: 'public', title: 'Our Leadership', data: ['/directors'] },
  { path: '/publications', page: 'publications', access: 'public', title: 'Publications', data: ['/publications?page=1'] },
  { path: '/press-releases', page: 'press-releases', access: 'public', title: 'Press Releases', data: ['/pressreleases?page=1'] },
  { path: '/press-release/:prSlug/:prId', page: 'press-release', access: 'public', title: 'Press Release', data: ['/pressreleases/:prId'] },
  { path: '/membership', page: 'membership', access: 'public', title: 'Membership', data: ['/packages/Seed', '/packages/Surge'] },
  { path: '/loans', page: 'loans', access: 'public', title: 'Loans' },
  { path: '/help', page: 'help', access: 'public', title: 'Help' },
  { path: '/freelance-fest-2022', page: 'conference', access: 'public', title: 'Freelance Fest 2022', data: ['/conferences/freelance-fest-2022'] },
  { path: '/freelance-fest-2022-islamabad', page: 'conference', access: 'public', title: 'Freelance Fest 2022 Islamabad', data: ['/conferences/freelance-fest-2022-islamabad'] },
  { path: '/freelance-fest-islamabad-2022', page: 'conference', access: 'public', title: 'Freelance Fest 2022 Islamabad', data: ['/conferences/freelance-fest-islamabad-2022'] },
  { path: '/freelance-fest-2022-gilgit', page: 'conference', access: 'public', title: 'Freelance Fest 2022 Gilgit', data: ['/conferences/freelance-fest-2022-gilgit'] },
];

export default routes;
