import type { RemoteRouteTable } from 'shared-api';

// The routes this remote owns; the build writes this table beside its federation manifest.
const routes: RemoteRouteTable = [
  { path: '/register', page: 'register', access: 'guest', title: 'Register' },
  { path: '/login', page: 'login', access: 'guest', title: 'Login', hydrate: 'islands' },
  { path: '/forgot-password', page: 'forgot-password', access: 'public', title: 'Forgot Password' },
  { path: '/reset-password', page: 'reset-password', access: 'public', title: 'Reset Password' },
  { path: '/unsubscribe', page: 'unsubscribe', access: 'public', title: 'Unsubscribe' },
  { path: '/confirm-email', page: 'confirm-email', access: 'public', title: 'Confirm your new e-mail' },
  { path: '/undo-email-change', page: 'undo-email-change', access: 'public', title: 'Undo the e-mail change' },
  { path: '/profile', page: 'profile', access: 'member', redirect: '/', title: 'Profile', menu: [{ menu: 'account', label: 'Profile', order: 10 }] },
  { path: '/dashboard/complete-profile', page: 'complete-profile', access: 'member', redirect: '/', title: 'Complete Profile' },
  { path: '/dashboard/edit-profile', page: 'edit-profile', access: 'member', redirect: '/', title: 'Edit Profile', menu: [{ menu: 'dashboard', label: 'Edit Profile', order: 900 }] },
  { path: '/dashboard/membership', page: 'membership-details', access: 'member', title: 'Membership Details', hydrate: 'islands', menu: [{ menu: 'dashboard', group: 'Membership', label: 'Membership', order: 510 }] },
  { path: '/dashboard/membership/:packageName/order', page: 'membership-order', access: 'member', redirect: '/register', title: 'Membership Order' },
  // Staff land here after signing in (shared-api landingFor); the shell's staff layout links it first.
  { path: '/staff', page: 'staff-home', access: 'staff', title: 'Staff home' },
  { path: '/staff/memberships', page: 'staff-memberships', access: 'staff', title: 'Memberships', menu: [{ menu: 'staff', group: 'Members', label: 'Memberships', order: 980 }] },
  { path: '/staff/memberships/:memberId', page: 'staff-member-membership', access: 'staff', title: 'Member’s membership' },
  { path: '/staff/notices', page: 'staff-notices', access: 'staff', title: 'Notices', menu: [{ menu: 'staff', group: 'Members', label: 'WhatsApp and SMS notices', order: 985 }] },
  { path: '/staff/audit-log', page: 'audit-log', access: 'staff', title: 'Audit Log', menu: [{ menu: 'staff', group: 'Administration', label: 'Audit log', order: 900 }] },
  // Admins only: staff who are not admins do not see it in their menu, and the server refuses them its call.
  { path: '/staff/system', page: 'staff-system', access: 'admin', title: 'System', menu: [{ menu: 'staff', group: 'Administration', label: 'System', order: 910 }] },
  { path: '/dashboard', page: 'member-home', access: 'member', title: 'Dashboard', hydrate: 'islands' },
  { path: '/staff/members', page: 'staff-members', access: 'staff', title: 'Members', menu: [{ menu: 'staff', group: 'Members', label: 'Members', order: 970 }] },
  { path: '/staff/members/:memberId', page: 'staff-member', access: 'staff', title: 'Member' },
];

export default routes;
