import type { RemoteRouteTable } from 'shared-api';

// The routes this remote owns; the build writes this table beside its federation manifest.
const routes: RemoteRouteTable = [
  { path: '/events', page: 'events', access: 'public', title: 'Events', hydrate: 'islands', menu: [{ menu: 'header', label: 'Events', order: 20 }] },
  { path: '/event/:eventSlug/:eventId', page: 'event', access: 'public', title: 'Event', hydrate: 'islands' },
  { path: '/dashboard/events', page: 'dashboard-events', access: 'member', title: 'Events', menu: [{ menu: 'dashboard', group: 'Learn', label: 'Events', order: 210 }] },
  { path: '/dashboard/event/:eventSlug/:eventId', page: 'dashboard-event', access: 'member', title: 'Event Registration' },
  { path: '/enroll/event/:eventId/package/:packageId', page: 'book-ticket', access: 'member', redirect: '/register', title: 'Book Ticket' },
  { path: '/ticket/:ticketId/order', page: 'ticket-order', access: 'member', title: 'Ticket Order' },
  { path: '/order/thankyou', page: 'order-thankyou', access: 'complete-profile', title: 'Thank You' },
  { path: '/order/onebill', page: 'order-onebill', access: 'member', title: 'Pay with 1Bill' },
  // In the dashboard's Membership group, as the second spec's sidebar lists it (§2.8: Membership Details, Order History, Request a Freelancer Digital Account).
  { path: '/dashboard/orders', page: 'orders', access: 'member', title: 'Order History', menu: [{ menu: 'dashboard', group: 'Membership', label: 'Order History', order: 520 }] },
  // The account menu's link in the spec (first document, "Account menu links"): the page moves to /dashboard/orders.
  { path: '/orders', page: 'orders', access: 'member', title: 'Order History', menu: [{ menu: 'account', label: 'My Orders', order: 30 }] },
  { path: '/staff/orders', page: 'staff-orders', access: 'staff', title: 'Event orders', menu: [{ menu: 'staff', group: 'Events', label: 'Orders', order: 960 }] },
  { path: '/staff/reconciliation', page: 'staff-reconciliation', access: 'staff', title: 'Reconciliation', menu: [{ menu: 'staff', group: 'Events', label: 'Reconciliation', order: 965 }] },
  { path: '/staff/check-in', page: 'staff-check-in', access: 'staff', title: 'Check-in', menu: [{ menu: 'staff', group: 'Events', label: 'Check-in', order: 970 }] },
  { path: '/staff/events', page: 'staff-events', access: 'staff', title: 'Events', menu: [{ menu: 'staff', group: 'Events', label: 'Events', order: 955 }] },
  { path: '/staff/events/new', page: 'staff-event', access: 'staff', title: 'New event' },
  { path: '/staff/events/:eventId', page: 'staff-event', access: 'staff', title: 'Event' },
  { path: '/staff/events/:eventId/preview', page: 'staff-event-preview', access: 'staff', title: 'Event preview' },
  { path: '/dashboard/orders/:orderId', page: 'order-detail', access: 'member', title: 'Order', hydrate: 'islands' },
  // In the account menu, and in the dashboard menu's Learn group under Events, where the tickets' events are.
  {
    path: '/dashboard/tickets',
    page: 'my-tickets',
    access: 'member',
    title: 'My Tickets',
    menu: [
      { menu: 'account', label: 'My Tickets', order: 35 },
      { menu: 'dashboard', group: 'Learn', label: 'My Tickets', order: 215 },
    ],
  },
];

export default routes;
