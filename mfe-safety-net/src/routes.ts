import type { RemoteRouteTable } from 'shared-api';

// The routes this remote owns; the build writes this table beside its federation manifest.
const routes: RemoteRouteTable = [
  { path: '/dashboard/issues', page: 'issues', access: 'member', title: 'Your Issues', menu: [{ menu: 'dashboard', group: 'Safety net', label: 'Issues', order: 310 }] },
  { path: '/dashboard/issues/new', page: 'new-issue', access: 'member', title: 'New Issue' },
  // The account menu's link in the spec (first document, "Account menu links"): the page moves to /dashboard/issues.
  { path: '/issues', page: 'issues', access: 'member', title: 'Your Issues', menu: [{ menu: 'account', label: 'My Issues', order: 20 }] },
  { path: '/dashboard/issues/:issueId', page: 'issue', access: 'member', title: 'Issue' },
  { path: '/dashboard/promotions', page: 'promotions', access: 'member', title: 'Discounts & Promotions', menu: [{ menu: 'dashboard', group: 'Safety net', label: 'Discounts & Promotions', order: 320 }] },
  { path: '/dashboard/promotion/:companyName/:promotionId', page: 'promotion', access: 'member', title: 'Promotion' },
  { path: '/dashboard/bank-account', page: 'bank-account', access: 'complete-profile', title: 'Request a Freelancer Digital Account', menu: [{ menu: 'dashboard', group: 'Membership', label: 'Request a Freelancer Digital Account', order: 530 }] },
  // The success message's Submit Another Request link, spelt as the product spells it (second spec §2.8).
  { path: '/dasboard/bank-account', page: 'bank-account', access: 'complete-profile', title: 'Request a Freelancer Digital Account' },
  { path: '/dashboard/jobs', page: 'services', access: 'member', title: 'Jobs' },
  { path: '/dashboard/mentorship', page: 'services', access: 'member', title: 'Mentorship' },
  { path: '/dashboard/training', page: 'services', access: 'member', title: 'Training' },
  { path: '/dashboard/tests', page: 'services', access: 'member', title: 'Tests' },
  { path: '/dashboard/filings', page: 'services', access: 'member', title: 'Filings' },
  { path: '/dashboard/insurance', page: 'services', access: 'member', title: 'Insurance' },
  { path: '/staff/issues', page: 'staff-issues', access: 'staff', title: 'Member issues', menu: [{ menu: 'staff', group: 'Support', label: 'Member issues', order: 930 }] },
  { path: '/staff/issues/saved-replies', page: 'staff-saved-replies', access: 'staff', title: 'Saved replies' },
  { path: '/staff/issues/:issueId', page: 'staff-issue', access: 'staff', title: 'Member issue' },
  { path: '/staff/promotions', page: 'staff-promotions', access: 'staff', title: 'Partner promotions', menu: [{ menu: 'staff', group: 'Support', label: 'Partner promotions', order: 940 }] },
  { path: '/staff/promotions/new', page: 'staff-promotion', access: 'staff', title: 'New partner promotion' },
  { path: '/staff/promotions/:promotionId', page: 'staff-promotion', access: 'staff', title: 'Partner promotion' },
  { path: '/staff/promotions/:promotionId/preview', page: 'staff-promotion-preview', access: 'staff', title: 'Partner promotion preview' },
  { path: '/staff/leads', page: 'staff-leads', access: 'staff', title: 'Bank-account requests', menu: [{ menu: 'staff', group: 'Support', label: 'Bank-account requests', order: 950 }] },
];

export default routes;
