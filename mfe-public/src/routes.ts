import type { RemoteRouteTable } from 'shared-api';

// The routes this remote owns; the build writes this table beside its federation manifest.
const routes: RemoteRouteTable = [
  { path: '/', page: 'home', access: 'public', title: 'Home' },
  { path: '/about-us', page: 'about-us', access: 'public', title: 'About Us' },
  { path: '/blog', page: 'blog', access: 'public', title: 'Blog' },
  { path: '/blog/:blogSlug/:blogId', page: 'blog-post', access: 'public', title: 'Blog' },
  { path: '/media-mentions', page: 'media-mentions', access: 'public', title: 'Media Mentions' },
  { path: '/board', page: 'board', access: 'public', title: 'Our Leadership' },
  { path: '/publications', page: 'publications', access: 'public', title: 'Publications' },
  { path: '/press-releases', page: 'press-releases', access: 'public', title: 'Press Releases' },
  { path: '/press-release/:prSlug/:prId', page: 'press-release', access: 'public', title: 'Press Release' },
  { path: '/membership', page: 'membership', access: 'public', title: 'Membership' },
  { path: '/loans', page: 'loans', access: 'public', title: 'Loans' },
  { path: '/help', page: 'help', access: 'public', title: 'Help' },
  { path: '/freelance-fest-2022', page: 'conference', access: 'public', title: 'Freelance Fest 2022' },
  { path: '/freelance-fest-2022-islamabad', page: 'conference', access: 'public', title: 'Freelance Fest 2022 Islamabad' },
  { path: '/freelance-fest-islamabad-2022', page: 'conference', access: 'public', title: 'Freelance Fest 2022 Islamabad' },
  { path: '/freelance-fest-2022-gilgit', page: 'conference', access: 'public', title: 'Freelance Fest 2022 Gilgit' },
];

export default routes;
