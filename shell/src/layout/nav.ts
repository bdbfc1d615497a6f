import type { OrgConfig } from 'shared-api';

export interface NavItem {
  label: string;
  to: string;
}

// spec: core §2 "Public header".
export const publicNav: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Events', to: '/events' },
  { label: 'Blog', to: '/blog' },
  { label: 'About us', to: '/about-us' },
  { label: 'Our Voice', to: '/our-voice' },
  { label: 'Our Board', to: '/board' },
  { label: 'Membership', to: '/membership' },
];

// spec: the account menu (Profile, My Issues, My Orders, Logout). The issues and orders pages live
// under /dashboard, so the menu links there rather than to /issues and /orders, which have no page.
export const accountNav: NavItem[] = [
  { label: 'Profile', to: '/profile' },
  { label: 'My Issues', to: '/dashboard/issues' },
  { label: 'My Orders', to: '/dashboard/orders' },
  { label: 'Logout', to: '/logout' },
];

export const footerNav: NavItem[] = [
  { label: 'Publications', to: '/publications' },
  { label: 'Media Mentions', to: '/media-mentions' },
  { label: 'Press Releases', to: '/press-releases' },
];

export interface NavGroup {
  label: string;
  items: NavItem[];
}

// spec: core §2 "Dashboard shell menus".
export const dashboardNav = (org: OrgConfig): NavGroup[] => [
  {
    label: 'Network',
    items: [
      { label: 'Peers', to: '/dashboard/peers' },
      { label: 'Your profile', to: '/dashboard/edit-profile' },
    ],
  },
  {
    label: 'Learn',
    items: [
      { label: 'Events', to: '/dashboard/events' },
      { label: 'Google Career Certificates', to: `/dashboard/${org.slug}-google-career-certificates` },
      { label: 'Soft Skills Program', to: `/${org.slug}-google-soft-skills` },
    ],
  },
  {
    label: 'Safety net',
    items: [
      { label: 'Issues', to: '/dashboard/issues' },
      { label: 'Discounts & Promotions', to: '/dashboard/promotions' },
    ],
  },
  {
    label: 'Contribute',
    items: [
      { label: 'Chapter Contributor', to: '/dashboard/chapter-contributor' },
      { label: 'University Ambassador', to: '/dashboard/university-ambassador' },
      { label: 'Meetups', to: '/dashboard/meetups' },
      { label: 'Speaker/Trainer', to: '/dashboard/speaker' },
    ],
  },
  { label: 'Membership', items: [{ label: 'Membership', to: '/dashboard/membership' }] },
];

export const dashboardProfileNav: NavItem[] = [
  { label: 'Edit Profile', to: '/dashboard/edit-profile' },
  { label: 'Logout', to: '/logout' },
];
