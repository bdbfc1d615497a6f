import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type EventCard } from 'shared-api';
import { getCorporatePartners, getHighlights, getHomeFigures, getPartners } from '../../features/home-content/public-calls';
import { getMembership } from 'shared-api/membership';
import { getEvents } from 'shared-api/ticketing';
import { renderPage } from '@test/render';
import { getFeaturedMediaMentions, getFeaturedPressReleases } from '../../features/press/public-calls';
import { answer, myMembership, pageOf, partner } from '../../features/testing/fixtures';
import HomePage from './index';

jest.mock('../../features/home-content/public-calls', () => ({ ...jest.requireActual('../../features/home-content/public-calls'), getCorporatePartners: jest.fn(), getPartners: jest.fn(), getHighlights: jest.fn(), getHomeFigures: jest.fn() }));
jest.mock('../../features/press/public-calls', () => ({ ...jest.requireActual('../../features/press/public-calls'), getFeaturedMediaMentions: jest.fn(), getFeaturedPressReleases: jest.fn() }));
jest.mock('shared-api/ticketing', () => ({ ...jest.requireActual('shared-api/ticketing'), getEvents: jest.fn() }));
jest.mock('shared-api/membership', () => ({ ...jest.requireActual('shared-api/membership'), getMembership: jest.fn() }));

const event = (id: number, title: string, start: string, extra: Partial<EventCard> = {}): EventCard => ({
  id,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  title,
  excerpt: 'An evening for freelancers',
  image: null,
  image_width: 0,
  image_height: 0,
  start_date: start,
  end_date: start,
  venue: 'Arfa Tower',
  city: 'Lahore',
  landing_page_link: null,
  registrations_closed: false,
  free: false,
  price_from: 1500,
  past: false,
  ...extra,
});

beforeEach(() => {
  jest.mocked(getCorporatePartners).mockResolvedValue(answer([partner(1, 'Indus Digital Bank')]));
  jest.mocked(getPartners).mockResolvedValue(answer([partner(5, 'Sukkur IT Park'), partner(6, 'Code for Karachi')]));
  jest.mocked(getFeaturedMediaMentions).mockResolvedValue(answer([]));
  jest.mocked(getFeaturedPressReleases).mockResolvedValue(answer([]));
  jest.mocked(getHighlights).mockResolvedValue(answer([]));
  jest.mocked(getHomeFigures).mockResolvedValue(
    answer([
      { id: 1, value: '2.3M', label: 'freelancers' },
      { id: 2, value: '10+ billion', label: 'hours' },
      { id: 3, value: '$400M', label: 'services annually' },
    ]),
  );
  jest.mocked(getEvents).mockResolvedValue(answer(pageOf([])));
});

afterEach(() => {
  sessionStore.getState().signOut();
});

describe('home page', () => {
  it('shows the banner with Become a member and the spec’s statistics', async () => {
    renderPage(<HomePage />);
    await screen.findByRole('img', { name: 'Indus Digital Bank' });
    expect(screen.getAllByRole('link', { name: 'Become a member' })[0]).toHaveAttribute('href', '/register');
    // The figures are the server's, as staff keep them.
    for (const figure of ['2.3M', '10+ billion', '$400M']) expect(await screen.findByText(figure)).toBeInTheDocument();
    expect(screen.getByText('services annually')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/press-releases');
  });

  it('toggles the other partners with View More and View Less', async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />);
    expect(await screen.findByRole('img', { name: 'Indus Digital Bank' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Sukkur IT Park' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(await screen.findByRole('img', { name: 'Sukkur IT Park' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Code for Karachi' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Less' }));
    expect(screen.queryByRole('img', { name: 'Sukkur IT Park' })).not.toBeInTheDocument();
  });

  it('shows the next three events, each leading to its page, with its date and price', async () => {
    jest.mocked(getEvents).mockResolvedValue(
      answer(
        pageOf([
          event(7, 'Freelancers Meetup Lahore', '2027-01-10T13:00:00.000Z', { free: true, price_from: 0 }),
          event(8, 'Digital Skills Bootcamp Islamabad', '2027-02-05T05:00:00.000Z', { price_from: 3000, city: 'Islamabad' }),
          event(9, 'Freelance Fest Karachi 2027', '2027-03-20T05:00:00.000Z', { price_from: 6000, city: 'Karachi' }),
          event(10, 'Women in Freelancing Peshawar', '2027-04-02T05:00:00.000Z'),
          event(3, 'Freelancers Iftar Multan', '2026-03-20T13:00:00.000Z', { past: true }),
        ]),
      ),
    );
    renderPage(<HomePage />);
    const list = await screen.findByRole('list', { name: 'Upcoming events' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Freelancers Meetup Lahore', '/event/freelancers-meetup-lahore/7'],
      ['Digital Skills Bootcamp Islamabad', '/event/digital-skills-bootcamp-islamabad/8'],
      ['Freelance Fest Karachi 2027', '/event/freelance-fest-karachi-2027/9'],
    ]);
    expect(within(list).getByText('Free')).toBeInTheDocument();
    expect(within(list).getByText('From Rs 3,000')).toBeInTheDocument();
    expect(within(list).getByText('Arfa Tower, Islamabad')).toBeInTheDocument();
    expect(getEvents).toHaveBeenCalledWith(1);
  });

  it('leaves Upcoming events out when no event is coming, and never says events are free for members', async () => {
    jest.mocked(getEvents).mockResolvedValue(answer(pageOf([event(3, 'Freelancers Iftar Multan', '2026-03-20T13:00:00.000Z', { past: true })])));
    renderPage(<HomePage />);
    await screen.findByRole('img', { name: 'Indus Digital Bank' });
    expect(getEvents).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Upcoming events' })).not.toBeInTheDocument();
    expect(screen.queryByText(/free for members/)).not.toBeInTheDocument();
    expect(screen.getByText(/some free, most ticketed/)).toBeInTheDocument();
  });

  it('shows a signed-in member their plan instead of Become a member, leading to their membership', async () => {
    jest.mocked(getMembership).mockResolvedValue(myMembership('Surge'));
    sessionStore.getState().signIn('token', { member_id: 'm1', is_profile_completed: true, role: 'member' });
    renderPage(<HomePage />);
    await screen.findByRole('img', { name: 'Indus Digital Bank' });
    expect(screen.queryByRole('link', { name: 'Become a member' })).not.toBeInTheDocument();
    const plans = await screen.findAllByRole('link', { name: 'Your plan: Surge' });
    expect(plans).toHaveLength(2);
    for (const link of plans) expect(link).toHaveAttribute('href', '/dashboard/membership');
  });
});
