import { sql, type Transaction } from 'kysely';
import { newStorageKey } from '../../lib/crypto.js';
import { sanitizeRichText } from '../../lib/html.js';
import type { BookingExtra } from '../../../../shared-api/src/enums.js';
import type { Storage } from '../../plugins/storage.js';
import type { Database } from '../schema.js';
import { illustrationSvg, logoSvg, portraitSvg, type SvgImage } from './content/images.js';
import { demoLink } from './content/seed-content.js';

// Demo events: free and paid, upcoming and past, one with a discounted package, one nearly full (its seats taken
// by paid orders of demo members), one leading to its conference page. Their bookings ask for what their organisers
// want: the free meetups nothing beyond the name, e-mail and phone; the festival the CNIC and the company and position;
// the bootcamp the CNIC and a postal address. Posters, speakers' portraits and sponsors' logos are drawn like the rest
// of the seed. Dates are relative to the day the site is first started.

const DAY = 86_400_000;

interface DemoEvent {
  slug: string;
  title: string;
  /** days from today; negative for past events */
  inDays: number;
  /** hours, Pakistan time */
  from: number;
  to: number;
  days?: number;
  venue: string;
  city: string;
  organizer: string;
  excerpt: string;
  paragraphs: string[];
  palette: [string, string, string];
  topic: string;
  landing?: string;
  closed?: boolean;
  /** what a booking asks beyond the holder's name, e-mail and phone (none when not said) */
  asks?: BookingExtra[];
  /** `includes`: what the package gives, in a line (shown beside its price) */
  packages: Array<{ name: string; price: number; discounted?: number; capacity: number; taken?: number; includes?: string }>;
  speakers: Array<{ name: string; position: string; company: string }>;
  sponsors: Array<{ name: string; color: string }>;
  photos?: string[];
}

const demoEvents: DemoEvent[] = [
  {
    slug: 'freelancers-meetup-lahore',
    title: 'Freelancers Meetup Lahore',
    inDays: 12,
    from: 17,
    to: 20,
    venue: 'Arfa Software Technology Park, Ferozepur Road',
    city: 'Lahore',
    organizer: 'Pakistan Freelancers Association, Lahore Chapter',
    excerpt: 'An evening with Lahore’s freelancers: short talks on winning repeat clients, getting paid from abroad and pricing your work, then tea and networking.',
    paragraphs: [
      'Our monthly Lahore meetup is open to every member. Three freelancers share what worked for them this year, and the association’s banking desk answers questions about receiving payments.',
      'Bring your visiting cards: the second half of the evening is for meeting people who do the work you do, and the work you need.',
    ],
    palette: ['#0b4f3a', '#137f53', '#8fd6b4'],
    topic: 'community meetup',
    packages: [{ name: 'Free entry', price: 0, capacity: 150, includes: 'Every talk, then tea and networking' }],
    speakers: [
      { name: 'Mehwish Anwar', position: 'Brand designer', company: 'Anwar Studio' },
      { name: 'Faisal Javed', position: 'Full-stack developer', company: 'Self-employed' },
      { name: 'Rabia Nadeem', position: 'Banking desk', company: 'Pakistan Freelancers Association' },
    ],
    sponsors: [{ name: 'Sabz Cowork', color: '#137f53' }],
  },
  {
    slug: 'freelance-fest-karachi-2027',
    title: 'Freelance Fest Karachi 2027',
    inDays: 40,
    from: 10,
    to: 18,
    days: 2,
    venue: 'Karachi Expo Centre, Hall 2',
    city: 'Karachi',
    organizer: 'Pakistan Freelancers Association',
    excerpt: 'Two days of talks, workshops and a marketplace of services for Pakistan’s freelancers, with the platforms, banks and companies that work with them.',
    paragraphs: [
      'Freelance Fest comes to Karachi for two days of keynotes, hands-on workshops and a marketplace where freelancers meet the companies that hire them.',
      'The Standard pass covers both days, lunch and every talk. The Workshop pass adds the afternoon workshops on taxation, contracts and portfolio reviews, with seats limited to keep the groups small.',
    ],
    palette: ['#1e2a5a', '#3450a1', '#9fb3f0'],
    topic: 'conference stage',
    // The Expo Centre checks each visitor's CNIC at the gate; the marketplace matches freelancers with companies by trade.
    asks: ['cnic', 'company'],
    packages: [
      { name: 'Standard pass', price: 3000, capacity: 400, includes: 'Both days, lunch and every talk' },
      { name: 'Workshop pass', price: 8000, discounted: 6000, capacity: 60, includes: 'The Standard pass, plus the afternoon workshops on taxation, contracts and portfolio reviews' },
    ],
    speakers: [
      { name: 'Imran Shaikh', position: 'Founder', company: 'Clifton Digital' },
      { name: 'Saima Rizvi', position: 'Tax consultant', company: 'Hisaab Accounting' },
      { name: 'Kamran Abbasi', position: 'Top Rated Plus freelancer', company: 'Upwork' },
      { name: 'Nida Farooq', position: 'Head of freelancer banking', company: 'Raabta Bank' },
    ],
    sponsors: [
      { name: 'Raabta Internet', color: '#1d4ed8' },
      { name: 'Hisaab Accounting', color: '#b45309' },
      { name: 'Khaadim Laptops', color: '#7c3aed' },
    ],
  },
  {
    slug: 'digital-skills-bootcamp-islamabad',
    title: 'Digital Skills Bootcamp Islamabad',
    inDays: 20,
    from: 9,
    to: 17,
    venue: 'National Incubation Center, H-9',
    city: 'Islamabad',
    organizer: 'Pakistan Freelancers Association, Islamabad Chapter',
    excerpt: 'A one-day bootcamp for new freelancers: setting up a profile that wins, writing proposals, and delivering your first project well.',
    paragraphs: [
      'This bootcamp is for members who are starting out. Mentors review your platform profile with you, and you leave with three proposals ready to send.',
      'Seats are limited to keep one mentor for every eight participants. Your printed workbook is posted to you the week before, and the centre checks your CNIC at its gate.',
    ],
    palette: ['#5a1e3d', '#a23a6f', '#f0a8c9'],
    topic: 'laptop workshop',
    asks: ['cnic', 'address'],
    packages: [{ name: 'Bootcamp seat', price: 1500, capacity: 40, taken: 38, includes: 'A mentor’s review of your platform profile, and three proposals ready to send' }],
    speakers: [
      { name: 'Hassan Mirza', position: 'Mentor', company: 'Fiverr Pro' },
      { name: 'Amna Tariq', position: 'Content writer', company: 'Self-employed' },
    ],
    sponsors: [{ name: 'National Incubation Center', color: '#0f766e' }],
  },
  {
    slug: 'women-in-freelancing-peshawar',
    title: 'Women in Freelancing Peshawar',
    inDays: 27,
    from: 11,
    to: 15,
    venue: 'Peshawar Services Club',
    city: 'Peshawar',
    organizer: 'Pakistan Freelancers Association, Peshawar Chapter',
    excerpt: 'A morning for women who freelance, or want to: working from home, getting paid safely, and a panel of women who built their careers online.',
    paragraphs: ['Women freelancers from Khyber Pakhtunkhwa share how they started, how they found clients and how they handle payments and family time.'],
    palette: ['#6b2d0f', '#b45309', '#f7c98b'],
    topic: 'community panel',
    packages: [{ name: 'Free entry', price: 0, capacity: 120, includes: 'The panel and the morning’s talks' }],
    speakers: [
      { name: 'Gul Bano', position: 'Virtual assistant', company: 'Self-employed' },
      { name: 'Sana Afridi', position: 'UX designer', company: 'Khyber Creative' },
    ],
    sponsors: [],
  },
  {
    slug: 'freelance-fest-2022-islamabad',
    title: 'Freelance Fest 2022 Islamabad',
    inDays: -560,
    from: 10,
    to: 18,
    days: 2,
    venue: 'Pak-China Friendship Centre',
    city: 'Islamabad',
    organizer: 'Pakistan Freelancers Association',
    excerpt: 'The festival that brought Pakistan’s freelancers, platforms and policy makers together in Islamabad.',
    paragraphs: ['Two days of keynotes, panels and workshops with the country’s freelancers and the people who make policy for them.'],
    palette: ['#0b3d4f', '#13707f', '#8fd0d6'],
    topic: 'conference stage',
    landing: '/freelance-fest-2022-islamabad',
    closed: true,
    asks: ['cnic'],
    packages: [{ name: 'Festival pass', price: 2000, capacity: 800 }],
    speakers: [],
    sponsors: [],
  },
  {
    slug: 'freelancers-iftar-multan',
    title: 'Freelancers Iftar Multan',
    inDays: -45,
    from: 17,
    to: 20,
    venue: 'Multan Arts Council',
    city: 'Multan',
    organizer: 'Pakistan Freelancers Association, Multan Chapter',
    excerpt: 'Our members in Multan met for iftar, stories and a quiz on the year’s best freelance gigs.',
    paragraphs: ['Thank you to everyone who came. The photos are below; see you at the next meetup.'],
    palette: ['#3d2b0b', '#7a5a12', '#e8c77a'],
    topic: 'community meetup',
    closed: true,
    packages: [{ name: 'Free entry', price: 0, capacity: 80 }],
    speakers: [{ name: 'Tahir Qureshi', position: 'Chapter lead', company: 'Pakistan Freelancers Association' }],
    sponsors: [{ name: 'Multan Tech Hub', color: '#a16207' }],
    photos: ['Iftar with the members', 'The freelance gig quiz', 'Prizes for the quiz winners'],
  },
];

interface DemoHolder {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  cnic: string;
  company: string;
  position: string;
  physical_address: string;
  city: string;
  state: string;
}

/** A holder's details as their event's booking keeps them: what it does not ask for stays empty. */
function askedOf({ company, position, ...holder }: DemoHolder, asks: readonly BookingExtra[]) {
  const address = asks.includes('address');
  const order = {
    ...holder,
    cnic: asks.includes('cnic') ? holder.cnic : '',
    physical_address: address ? holder.physical_address : '',
    city: address ? holder.city : '',
    state: address ? holder.state : '',
    country: address ? 'Pakistan' : '',
  };
  return { order, ticket: { ...order, company: asks.includes('company') ? company : '', position: asks.includes('company') ? position : '' } };
}

/** Karachi is UTC+5 all year. */
const karachiTime = (day: Date, hour: number) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 5));

export async function seedEvents(trx: Transaction<Database>, storage: Storage, today = new Date()) {
  const image = async (img: SvgImage) => {
    const key = newStorageKey('svg');
    await storage.put(key, Buffer.from(img.svg, 'utf8'), 'image/svg+xml');
    return { key, width: img.width, height: img.height };
  };
  const members = await trx.selectFrom('users').select(['id', 'name', 'email', 'phone']).where('role', '=', 'member').orderBy('id').execute();
  // The seats of the nearly full event go to generated members, not to the hand-written demo accounts.
  const attendees = members.filter((m) => !m.email.endsWith('@example.com') || !['ayesha.siddiqui', 'usman.tariq', 'hira.baloch', 'bilal.khan'].includes(m.email.split('@')[0]));
  let orderKey = 0;

  for (const [i, e] of demoEvents.entries()) {
    const day = new Date(today.getTime() + e.inDays * DAY);
    const poster = await image(illustrationSvg(e.title, e.palette, i, e.topic));
    const { id: eventId } = await trx
      .insertInto('events')
      .values({
        slug: e.slug,
        title: e.title,
        excerpt: e.excerpt,
        content: sanitizeRichText(e.paragraphs.map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join('\n')),
        image: poster.key,
        image_width: poster.width,
        image_height: poster.height,
        start_date: karachiTime(day, e.from),
        end_date: karachiTime(new Date(day.getTime() + ((e.days ?? 1) - 1) * DAY), e.to),
        venue: e.venue,
        city: e.city,
        organizer: e.organizer,
        landing_page_link: e.landing ?? null,
        registrations_closed: e.closed ?? false,
        booking_asks: e.asks ?? [],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [n, s] of e.speakers.entries()) {
      const [light, dark] = [['#d9ecf2', '#2f6f8f'], ['#f4e6d8', '#9a5b2e'], ['#e8e3f3', '#5b4a9a'], ['#dff1ee', '#2c7c70']][n % 4];
      const portrait = await image(portraitSvg(s.name, light, dark));
      await trx.insertInto('event_speakers').values({ event_id: eventId, name: s.name, position: s.position, company: s.company, picture: portrait.key, linkedin: demoLink('speaker', s.name), sort_order: n }).execute();
    }
    for (const [n, s] of e.sponsors.entries()) {
      const logo = await image(logoSvg(s.name, s.color));
      await trx.insertInto('event_sponsors').values({ event_id: eventId, name: s.name, logo: logo.key, sort_order: n }).execute();
    }
    for (const [n, caption] of (e.photos ?? []).entries()) {
      const photo = await image(illustrationSvg(caption, e.palette, n + 1, e.topic));
      await trx.insertInto('event_photos').values({ event_id: eventId, image: photo.key, caption, sort_order: n }).execute();
    }
    for (const [n, p] of e.packages.entries()) {
      const { id: packageId } = await trx
        .insertInto('event_packages')
        .values({ event_id: eventId, name: p.name, price: p.price, discounted_price: p.discounted ?? null, capacity: p.capacity, position: n, includes: p.includes ?? '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The nearly full event's seats are demo members' paid card orders.
      for (const member of attendees.slice(0, p.taken ?? 0)) {
        const space = member.name.indexOf(' ');
        const holder = askedOf(
          {
            first_name: space > 0 ? member.name.slice(0, space) : member.name,
            last_name: space > 0 ? member.name.slice(space + 1) : '',
            email: member.email,
            cnic: `35202${String(1000000 + member.id * 7919).slice(-7)}${member.id % 10}`,
            phone_number: member.phone,
            company: 'Self-employed',
            position: 'Freelancer',
            city: e.city,
            state: 'Islamabad Capital Territory',
            physical_address: 'House 12, Street 4, G-9/2',
          },
          e.asks ?? [],
        );
        const key = `seed-${++orderKey}`;
        const { id: ticketId } = await trx
          .insertInto('tickets')
          .values({ user_id: member.id, event_id: eventId, package_id: packageId, idempotency_key: key, ...holder.ticket, price: p.price, discounted_price: p.discounted ?? null })
          .returning('id')
          .executeTakeFirstOrThrow();
        const total = p.discounted ?? p.price;
        await trx
          .insertInto('orders')
          .values({ user_id: member.id, ticket_id: ticketId, event_id: eventId, package_id: packageId, idempotency_key: key, payment_method: 3, status: 'paid', subtotal: p.price, discount: p.price - total, grand_total: total, ...holder.order, paid_at: new Date(today.getTime() - (orderKey % 9) * DAY) })
          .execute();
      }
      // Ayesha Siddiqui (a demo member) enrolled in the first free event and owes a bill payment for the festival.
      const ayesha = members.find((m) => m.email === 'ayesha.siddiqui@example.com');
      const demoOrder = (i === 0 && n === 0 && { method: 4 as const, status: 'paid' as const }) || (e.slug === 'freelance-fest-karachi-2027' && n === 0 && { method: 5 as const, status: 'pending' as const });
      if (ayesha && demoOrder) {
        const holder = askedOf(
          { first_name: 'Ayesha', last_name: 'Siddiqui', email: ayesha.email, cnic: '3520212345671', phone_number: ayesha.phone, company: 'Siddiqui Studio', position: 'Designer', city: 'Lahore', state: 'Punjab', physical_address: '12 Main Boulevard, Gulberg III' },
          e.asks ?? [],
        );
        const key = `seed-${++orderKey}`;
        const { id: ticketId } = await trx
          .insertInto('tickets')
          .values({ user_id: ayesha.id, event_id: eventId, package_id: packageId, idempotency_key: key, ...holder.ticket, price: p.price, discounted_price: p.discounted ?? null })
          .returning('id')
          .executeTakeFirstOrThrow();
        const total = p.discounted ?? p.price;
        await trx
          .insertInto('orders')
          .values({ user_id: ayesha.id, ticket_id: ticketId, event_id: eventId, package_id: packageId, idempotency_key: key, payment_method: demoOrder.method, status: demoOrder.status, subtotal: p.price, discount: p.price - total, grand_total: total, ...holder.order, paid_at: demoOrder.status === 'paid' ? new Date(today.getTime() - 3 * DAY) : null })
          .execute();
        await trx.updateTable('event_packages').set({ seats_taken: sql<number>`seats_taken + 1` }).where('id', '=', packageId).execute();
      }
      if (p.taken) await trx.updateTable('event_packages').set({ seats_taken: sql<number>`seats_taken + ${p.taken}` }).where('id', '=', packageId).execute();
    }
  }
}
