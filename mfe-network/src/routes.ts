import type { RemoteRouteTable } from 'shared-api';
import type { directoryCalls } from './features/directory/calls';

// The routes this remote owns; the build writes this table beside its federation manifest. Our Voice's first view
// reads the directory's own call.
const routes: RemoteRouteTable<typeof directoryCalls> = [
  { path: '/our-voice', page: 'our-voice', access: 'public', title: 'Our Voice', hydrate: 'islands', data: [{ call: 'getPublicPeers', query: { page: 1 } }, { call: 'getPrimarySkills' }], menu: [{ menu: 'header', label: 'Our Voice', order: 50 }] },
  { path: '/dashboard/peers', page: 'peers', access: 'member', title: 'Peers', menu: [{ menu: 'dashboard', group: 'Network', label: 'Peers', order: 110 }] },
  { path: '/member/:memberId', page: 'member', access: 'member', title: 'Member Profile', menu: [{ menu: 'dashboard', group: 'Network', label: 'Your profile', order: 120, to: '/member/me' }] },
  { path: '/dashboard/chapter-contributor', page: 'volunteer', access: 'complete-profile', title: 'Chapter Contributor', menu: [{ menu: 'dashboard', group: 'Contribute', label: 'Chapter Contributor', order: 410 }] },
  { path: '/dashboard/university-ambassador', page: 'volunteer', access: 'complete-profile', title: 'University Ambassador', menu: [{ menu: 'dashboard', group: 'Contribute', label: 'University Ambassador', order: 420 }] },
  { path: '/dashboard/meetups', page: 'volunteer', access: 'complete-profile', title: 'Meetups', menu: [{ menu: 'dashboard', group: 'Contribute', label: 'Meetups', order: 430 }] },
  { path: '/dashboard/speaker', page: 'volunteer', access: 'complete-profile', title: 'Speaker/Trainer', menu: [{ menu: 'dashboard', group: 'Contribute', label: 'Speaker/Trainer', order: 440 }] },
  { path: '/staff/volunteers', page: 'volunteers', access: 'staff', title: 'Volunteer applications', menu: [{ menu: 'staff', group: 'Community', label: 'Volunteers', order: 950 }] },
];

export default routes;
