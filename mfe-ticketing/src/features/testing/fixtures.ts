// Answers of the ticketing calls, for component tests that mock shared-api/ticketing.
import type { ApiResult, EventCard, EventDetail, MemberOrder, Paged, PackageDetail, PendingPayment } from 'shared-api';
import type { Ticket } from '../order/shapes';

export const answer = <T>(data: T, message = 'OK'): ApiResult<T> => ({ message, data });

export const pageOf = <T>(items: T[], page = 1, last = 1): Paged<T> => ({
  items,
  pagination: { current_page: page, last_page: last, per_page: 12, total: items.length },
});

export const eventCard = (id: number, extra: Partial<EventCard> = {}): EventCard => ({
  id,
  slug: `event-${id}`,
  title: `Event ${id}`,
  excerpt: 'An evening with Lahore’s freelancers: short talks on winning repeat clients, getting paid from abroad and pricing your work.',
  image: `poster${id}.svg`,
  image_width: 1200,
  image_height: 630,
  start_date: '2027-05-14T12:00:00.000Z',
  end_date: '2027-05-14T15:00:00.000Z',
  venue: 'Arfa Software Technology Park',
  city: 'Lahore',
  landing_page_link: null,
  registrations_closed: false,
  free: true,
  price_from: 0,
  past: false,
  ...extra,
});

export const eventDetail = (extra: Partial<EventDetail> = {}): EventDetail => ({
  ...eventCard(7),
  title: 'Freelancers Meetup Lahore',
  slug: 'freelancers-meetup-lahore',
  content: '<p>Our monthly Lahore meetup is open to every member.</p>',
  organizer: 'Pakistan Freelancers Association, Lahore Chapter',
  booking_asks: [],
  packages: [{ id: 21, name: 'Free entry', price: 0, discounted_price: null, seats_left: 120, includes: 'Every talk, then tea and networking' }],
  speakers: [{ name: 'Mehwish Anwar', position: 'Brand designer', company: 'Anwar Studio', picture: 'mehwish.svg', linkedin: 'https://example.org/?demo=speaker' }],
  sponsors: [{ name: 'Sabz Cowork', logo: 'sabz.svg' }],
  gallery: [],
  calendar_url: '/api/events/7/freelancers-meetup-lahore/calendar.ics',
  ...extra,
});

export const paidEvent = (extra: Partial<EventDetail> = {}): EventDetail =>
  eventDetail({
    id: 8,
    slug: 'freelance-fest-karachi-2027',
    title: 'Freelance Fest Karachi 2027',
    free: false,
    price_from: 3000,
    booking_asks: ['cnic', 'company'],
    packages: [
      { id: 31, name: 'Standard pass', price: 3000, discounted_price: null, seats_left: 400, includes: 'Both days, lunch and every talk' },
      { id: 32, name: 'Workshop pass', price: 8000, discounted_price: 6000, seats_left: 0, includes: 'The Standard pass, plus the afternoon workshops' },
    ],
    ...extra,
  });

export const packageDetail = (extra: Partial<PackageDetail> = {}): PackageDetail => ({
  id: 32,
  name: 'Workshop pass',
  price: 8000,
  discounted_price: 6000,
  seats_left: 12,
  includes: 'The Standard pass, plus the afternoon workshops',
  registrations_closed: false,
  // the ticket form as the spec draws it: every detail asked
  booking_asks: ['cnic', 'company', 'address'],
  event: { id: 8, slug: 'freelance-fest-karachi-2027', title: 'Freelance Fest Karachi 2027', image: 'poster8.svg', start_date: '2027-06-01T05:00:00.000Z', end_date: '2027-06-02T13:00:00.000Z', venue: 'Karachi Expo Centre', city: 'Karachi' },
  ...extra,
});

/** A JazzCash payment of an order, waiting for JazzCash's answer since 2 May 2027, 3:00 PM in Karachi. */
export const waitingPayment = (extra: Partial<PendingPayment> = {}): PendingPayment => ({ method: 6, gateway: 'jazzcash', started_at: '2027-05-02T10:00:00.000Z', ...extra });

/** An order as its member reads it; no payment waiting for an answer unless `pending_payment` says. */
export const order = (extra: Partial<MemberOrder> = {}): MemberOrder => ({
  id: 41,
  kind: 'ticket',
  ticket_id: 17,
  status: 'paid',
  payment_method: 3,
  payment_method_name: 'Card',
  subtotal: 8000,
  discount: 2000,
  grand_total: 6000,
  event_name: 'Freelance Fest Karachi 2027',
  package_name: 'Workshop pass',
  package_title: 'Workshop pass',
  bill_reference: null,
  bank_reference: null,
  expires_at: null,
  paid_at: '2027-05-02T10:00:00.000Z',
  refunded_at: null,
  refund: null,
  created_at: '2027-05-02T09:58:00.000Z',
  pending_payment: null,
  ...extra,
});

/** A ticket as GET user/tickets/{id} answers it on a site with a card gateway: card and bill payment, or Free alone. */
export const ticket = (extra: Partial<Ticket> = {}): Ticket => {
  const price = extra.price ?? 8000;
  const discounted = extra.discounted_price === undefined ? 6000 : extra.discounted_price;
  return {
    id: 17,
    first_name: 'Ayesha',
    last_name: 'Siddiqui',
    email: 'ayesha.siddiqui@example.com',
    cnic: '3520212345671',
    company: 'Siddiqui Studio',
    position: 'Designer',
    phone_number: '03001234567',
    physical_address: '12 Main Boulevard, Gulberg III',
    city: 'Lahore',
    state: 'Punjab',
    country: 'Pakistan',
    price,
    discounted_price: discounted,
    package_id: 32,
    package_name: 'Workshop pass',
    event: packageDetail().event,
    order: null,
    payment_methods: (discounted ?? price) === 0 ? [4] : [3, 5],
    ...extra,
  };
};
