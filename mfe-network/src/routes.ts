import type { RemoteRouteTable } from 'shared-api';

// The routes this remote owns; the build writes this table beside its federation manifest.
const routes: RemoteRouteTable = [
  { path: '/our-voice', page: 'our-voice', access: 'public', title: 'Our Voice' },
  { path: '/dashboard/peers', page: 'peers', access: 'member', title: 'Peers' },
  { path: '/member/:memberId', page: 'member', access: 'member', title: 'Member Profile' },
  { path: '/dashboard/chapter-contributor', page: 'volunteer', access: 'complete-profile', title: 'Chapter Contributor' },
  { path: '/dashboard/university-ambassador', page: 'volunteer', access: 'complete-profile', title: 'University Ambassador' },
  { path: '/dashboard/meetups', page: 'volunteer', access: 'complete-profile', title: 'Meetups' },
  { path: '/dashboard/speaker', page: 'volunteer', access: 'complete-profile', title: 'Speaker/Trainer' },
];

export default routes;
