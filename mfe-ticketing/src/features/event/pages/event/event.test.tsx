import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, sessionStore } from 'shared-api';
import { enrollInEvent, getEvent, getTicketUrl } from '../../requests';
import { findNotification, renderPage } from '@test/render';
import { answer, eventDetail, paidEvent } from '../../../testing/fixtures';
import { EventPage } from '../../EventPage';
import { BookBar } from '../../BookBar';
import { RegisterControl } from '../../RegisterControl';
import PublicEventPage from './index';

jest.mock('../../../waitlist/api', () => ({ ...jest.requireActual('../../../waitlist/api'), getWaitlist: jest.fn().mockResolvedValue({ message: '', data: [] }) }));
jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), getEvent: jest.fn(), getTicketUrl: jest.fn(), enrollInEvent: jest.fn() }));
const getEventMock = jest.mocked(getEvent);
const getTicketUrlMock = jest.mocked(getTicketUrl);
const enrollMock = jest.mocked(enrollInEvent);

const noTicket = answer({ ticket_id: null, order_id: null, status: null, url: null, code: null });
const asMember = (complete = true) => sessionStore.getState().signIn('token-1', { member_id: 'own1234567890abc', is_profile_completed: complete, role: 'member' });

beforeEach(() => {
  getEventMock.mockReset();
  getTicketUrlMock.mockReset();
  enrollMock.mockReset();
  sessionStore.getState().signOut();
});

// Each page is opened at its event's own address: another slug or id leads to the event's own (useCanonicalPath).
const PAID = 'freelance-fest-karachi-2027/8';
const openPublic = (at = 'freelancers-meetup-lahore/7') => renderPage(<PublicEventPage />, { path: '/event/:eventSlug/:eventId', at: `/event/${at}` });
const openDashboard = (at = 'freelancers-meetup-lahore/7') =>
  renderPage(<EventPage back={{ to: '/dashboard/events', label: 'All events' }} area="dashboard" />, { path: '/dashboard/event/:eventSlug/:eventId', at: `/dashboard/event/${at}` });

describe('event page', () => {
  it('shows the sidebar’s dates, venue, city, organizer, price and sponsors, and the calendar file', async () => {
    getEventMock.mockResolvedValue(answer(eventDetail()));
    openPublic();
    const sidebar = await screen.findByRole('complementary', { name: 'Event details' });
    expect(within(sidebar).getByText('Start Date')).toBeInTheDocument();
    expect(within(sidebar).getByText('14 May 2027 at 5:00 PM')).toBeInTheDocument();
    expect(within(sidebar).getByText('14 May 2027 at 8:00 PM')).toBeInTheDocument();
    expect(within(sidebar).getByText('Pakistan Freelancers Association, Lahore Chapter')).toBeInTheDocument();
    expect(within(sidebar).getByText('Free')).toBeInTheDocument();
    expect(within(sidebar).getByRole('img', { name: 'Sabz Cowork' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/events/7/freelancers-meetup-lahore/calendar.ics');
    expect(getEventMock).toHaveBeenCalledWith('7');
    expect(await screen.findByRole('tab', { name: 'Speakers' })).toBeInTheDocument();
    expect(screen.getByText('Mehwish Anwar')).toBeInTheDocument();
  });

  it('its headings descend one level at a time: the speakers’ names sit under a Speakers heading', async () => {
    getEventMock.mockResolvedValue(answer(eventDetail()));
    openPublic();
    await screen.findByRole('tab', { name: 'Speakers' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual(levels[i] + 1));
    expect(screen.getByRole('heading', { level: 2, name: 'Speakers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Mehwish Anwar' })).toBeInTheDocument();
  });

  it('a visitor sees Register Now, which signs in and comes back', async () => {
    getEventMock.mockResolvedValue(answer(eventDetail()));
    openPublic();
    const sidebar = await screen.findByRole('complementary', { name: 'Event details' });
    expect(within(sidebar).getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/login?referrer=%2Fevent%2Ffreelancers-meetup-lahore%2F7');
    expect(getTicketUrlMock).not.toHaveBeenCalled();
  });

  it('a bar at the foot of a phone’s screen shows the price and the main action, without scrolling past the description', async () => {
    getEventMock.mockResolvedValue(answer(paidEvent()));
    openPublic(PAID);
    const bar = await screen.findByRole('region', { name: 'Register for this event' });
    expect(within(bar).getByText('From Rs 3,000')).toBeInTheDocument();
    // A visitor's action is the register control's own: sign in and come back.
    expect(within(bar).getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/login?referrer=%2Fevent%2Ffreelance-fest-karachi-2027%2F8');
    // It stays in view at the bottom of a phone's screen and makes way for the control beside the content on a wide one.
    expect(bar).toHaveStyle({ position: 'fixed', bottom: '0px' });
    // The bar and the event page share the page: the bar's own content comes after the description in reading order.
    const description = screen.getByText('Our monthly Lahore meetup is open to every member.');
    expect(description.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('the bar makes way once the register control itself is on screen, and comes back when it is below again', async () => {
    let seen: (entries: Array<Partial<IntersectionObserverEntry>>) => void = () => {};
    const observed: Element[] = [];
    class Observer {
      constructor(callback: typeof seen) {
        seen = callback;
      }
      observe(target: Element) {
        observed.push(target);
      }
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: Observer });
    try {
      getEventMock.mockResolvedValue(answer(eventDetail()));
      openPublic();
      const bar = await screen.findByRole('region', { name: 'Register for this event' });
      expect(bar).toBeVisible();
      const sidebar = screen.getByRole('complementary', { name: 'Event details' });
      expect(observed).toHaveLength(1);
      expect(within(observed[0] as HTMLElement).getByRole('link', { name: 'Register Now' })).toBe(within(sidebar).getByRole('link', { name: 'Register Now' }));
      act(() => seen([{ isIntersecting: true, boundingClientRect: { top: 300 } as DOMRectReadOnly }]));
      expect(screen.queryByRole('region', { name: 'Register for this event' })).not.toBeInTheDocument();
      // Scrolled back up: the control is below the screen again.
      act(() => seen([{ isIntersecting: false, boundingClientRect: { top: 900 } as DOMRectReadOnly }]));
      expect(screen.getByRole('region', { name: 'Register for this event' })).toBeVisible();
      // Scrolled past it (to the sponsors and the footer): the bar stays away.
      act(() => seen([{ isIntersecting: false, boundingClientRect: { top: -200 } as DOMRectReadOnly }]));
      expect(screen.queryByRole('region', { name: 'Register for this event' })).not.toBeInTheDocument();
    } finally {
      Object.assign(window, { IntersectionObserver: undefined });
    }
  });

  it('a member’s Register on the bar of a free event registers them in one press', async () => {
    getEventMock.mockResolvedValue(answer(eventDetail()));
    getTicketUrlMock.mockResolvedValue(noTicket);
    enrollMock.mockResolvedValue(answer({ ticket_id: 17, order_id: 41, confirmed_pdf_path: '/api/tickets/17/ticket.pdf?expires=1&signature=abc' }));
    asMember();
    const user = userEvent.setup();
    openDashboard();
    const bar = await screen.findByRole('region', { name: 'Register for this event' });
    expect(within(bar).getByText('Free')).toBeInTheDocument();
    // A link to the register control, which it still is before the bar's code has come.
    const action = await within(bar).findByRole('link', { name: 'Register' });
    expect(action).toHaveAttribute('href', '#register');
    await user.click(action);
    expect(await screen.findByRole('dialog', { name: 'You are registered' })).toBeInTheDocument();
    expect(enrollMock).toHaveBeenCalledTimes(1);
  });

  it('a member’s Register on the bar of a paid event with one package books that package straight away', async () => {
    getEventMock.mockResolvedValue(answer(paidEvent({ packages: [paidEvent().packages[0]] })));
    getTicketUrlMock.mockResolvedValue(noTicket);
    asMember();
    openDashboard(PAID);
    const bar = await screen.findByRole('region', { name: 'Register for this event' });
    await waitFor(() => expect(within(bar).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/enroll/event/8/package/31'));
  });

  it('a member’s Register on the bar of a free event that asks for more (a CNIC) opens its only package’s ticket form', async () => {
    getEventMock.mockResolvedValue(answer(eventDetail({ booking_asks: ['cnic'] })));
    getTicketUrlMock.mockResolvedValue(noTicket);
    asMember();
    openDashboard();
    const bar = await screen.findByRole('region', { name: 'Register for this event' });
    await waitFor(() => expect(within(bar).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/enroll/event/7/package/21'));
    expect(enrollMock).not.toHaveBeenCalled();
  });

  it('a member’s Register on the bar of a paid event with several packages shows them, with the keyboard on the first one’s Book', async () => {
    getEventMock.mockResolvedValue(answer(paidEvent()));
    getTicketUrlMock.mockResolvedValue(noTicket);
    asMember();
    const user = userEvent.setup();
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    openDashboard(PAID);
    const bar = await screen.findByRole('region', { name: 'Register for this event' });
    const sidebar = screen.getByRole('complementary', { name: 'Event details' });
    await within(sidebar).findByRole('button', { name: 'Register' });
    await user.click(within(bar).getByRole('link', { name: 'Register' }));
    const packages = within(sidebar).getByRole('group', { name: 'Packages' });
    expect(within(packages).getByRole('link', { name: 'Book Standard pass' })).toHaveFocus();
    // The packages are brought into view, where the bar's press took the member.
    expect(scrolled.mock.contexts).toContain(packages);
    expect(within(sidebar).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    scrolled.mockRestore();
  });

  it('a member whose profile is incomplete is asked to complete it by the bar’s Register, as by the control’s', async () => {
    getEventMock.mockResolvedValue(answer(paidEvent({ packages: [paidEvent().packages[0]] })));
    getTicketUrlMock.mockResolvedValue(noTicket);
    asMember(false);
    const user = userEvent.setup();
    openDashboard(PAID);
    const bar = await screen.findByRole('region', { name: 'Register for this event' });
    await within(screen.getByRole('complementary', { name: 'Event details' })).findByRole('button', { name: 'Register' });
    const action = within(bar).getByRole('link', { name: 'Register' });
    expect(action).toHaveAttribute('href', '#register');
    await user.click(action);
    expect(await screen.findByRole('dialog', { name: 'Please complete your profile' })).toBeInTheDocument();
  });

  it('the bar’s Register is answered by the register control when that hydrates later, as a separate island', async () => {
    const event = paidEvent();
    getTicketUrlMock.mockResolvedValue(noTicket);
    asMember();
    const user = userEvent.setup();
    // The bar alone, as on a page of islands whose register control has not hydrated yet.
    renderPage(
      <>
        <div id="register" />
        <BookBar event={{ ...event, packages: event.packages }} />
      </>,
    );
    const bar = await screen.findByRole('region', { name: 'Register for this event' });
    await user.click(await within(bar).findByRole('link', { name: 'Register' }));
    // Its code comes: the control, in a root of its own, shows the packages with the keyboard on the first Book.
    renderPage(<RegisterControl event={event} />);
    const packages = await screen.findByRole('group', { name: 'Packages' });
    expect(within(packages).getByRole('link', { name: 'Book Standard pass' })).toHaveFocus();
    // Answered once: the control shown again later starts with Register.
    cleanup();
    renderPage(<RegisterControl event={event} />);
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Packages' })).not.toBeInTheDocument();
  });

  it('a member who holds a ticket finds it from the bar', async () => {
    getEventMock.mockResolvedValue(answer(eventDetail()));
    getTicketUrlMock.mockResolvedValue(answer({ ticket_id: 17, order_id: 41, status: 'paid', url: '/api/tickets/17/ticket.pdf?expires=2&signature=x', code: 'T17.abc' }));
    asMember();
    const user = userEvent.setup();
    openDashboard();
    const bar = await screen.findByRole('region', { name: 'Register for this event' });
    await user.click(await within(bar).findByRole('link', { name: 'Your ticket' }));
    expect(screen.getByRole('link', { name: 'Download Ticket' })).toHaveFocus();
  });

  it('no bar once registrations are closed or the event is over', async () => {
    getEventMock.mockResolvedValue(answer(eventDetail({ registrations_closed: true })));
    const { unmount } = openPublic();
    expect(await screen.findByText('Registrations are closed.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Register for this event' })).not.toBeInTheDocument();
    unmount();
    getEventMock.mockResolvedValue(answer(eventDetail({ past: true })));
    openPublic();
    expect(await screen.findByText('Registrations are closed.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Register for this event' })).not.toBeInTheDocument();
  });

  it('no register control once registrations are closed', async () => {
    getEventMock.mockResolvedValue(answer(eventDetail({ registrations_closed: true })));
    asMember();
    openDashboard();
    expect(await screen.findByText('Registrations are closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('a member with an incomplete profile is asked to complete it', async () => {
    getEventMock.mockResolvedValue(answer(eventDetail()));
    getTicketUrlMock.mockResolvedValue(noTicket);
    asMember(false);
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please complete your profile' });
    expect(within(dialog).getByText("We've noticed you haven't completed your profile. Please complete your profile before continuing")).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/dashboard/complete-profile?referrer=%2Fdashboard%2Fevent%2Ffreelancers-meetup-lahore%2F7');
    expect(enrollMock).not.toHaveBeenCalled();
  });

  it('a free event enrols at once: the confirmation, and the button becomes Download Ticket', async () => {
    getEventMock.mockResolvedValue(answer(eventDetail()));
    getTicketUrlMock.mockResolvedValue(noTicket);
    enrollMock.mockResolvedValue(answer({ ticket_id: 17, order_id: 41, confirmed_pdf_path: '/api/tickets/17/ticket.pdf?expires=1&signature=abc' }));
    asMember();
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'You are registered' });
    expect(within(dialog).getByRole('link', { name: 'Download Ticket' })).toHaveAttribute('href', '/api/tickets/17/ticket.pdf?expires=1&signature=abc');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('link', { name: 'Download Ticket' })).toHaveAttribute('href', '/api/tickets/17/ticket.pdf?expires=1&signature=abc');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(enrollMock).toHaveBeenCalledWith(7);
  });

  it('a free event whose booking asks for more (a CNIC) is booked through the ticket form, not at one press', async () => {
    getEventMock.mockResolvedValue(answer(eventDetail({ booking_asks: ['cnic'] })));
    getTicketUrlMock.mockResolvedValue(noTicket);
    asMember();
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const packages = screen.getByRole('group', { name: 'Packages' });
    expect(within(packages).getByRole('link', { name: 'Book Free entry' })).toHaveAttribute('href', '/enroll/event/7/package/21');
    expect(enrollMock).not.toHaveBeenCalled();
  });

  it('a member who holds a paid ticket sees Download Ticket; one with a pending order is led back to it', async () => {
    getEventMock.mockResolvedValue(answer(eventDetail()));
    getTicketUrlMock.mockResolvedValueOnce(answer({ ticket_id: 17, order_id: 41, status: 'paid', url: '/api/tickets/17/ticket.pdf?expires=2&signature=x', code: 'T17.abc' }));
    asMember();
    const { unmount } = openDashboard();
    expect(await screen.findByRole('link', { name: 'Download Ticket' })).toHaveAttribute('href', '/api/tickets/17/ticket.pdf?expires=2&signature=x');
    expect(screen.getByText('Ticket code: T17.abc')).toBeInTheDocument();
    unmount();
    getTicketUrlMock.mockResolvedValueOnce(answer({ ticket_id: 18, order_id: 42, status: 'pending', url: null, code: null }));
    openDashboard();
    expect(await screen.findByRole('link', { name: 'Complete your order' })).toHaveAttribute('href', '/ticket/18/order');
  });

  it('a paid event leads to its packages: prices, the discount beside the struck-through price, sold out', async () => {
    getEventMock.mockResolvedValue(answer(paidEvent()));
    getTicketUrlMock.mockResolvedValue(noTicket);
    asMember();
    const user = userEvent.setup();
    openDashboard(PAID);
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const packages = screen.getByRole('group', { name: 'Packages' });
    expect(within(packages).getByRole('link', { name: 'Book Standard pass' })).toHaveAttribute('href', '/enroll/event/8/package/31');
    expect(within(packages).getByText('Rs 6,000')).toBeInTheDocument();
    // Each package says what it includes and, while seats are left, how many.
    expect(within(packages).getByText('Both days, lunch and every talk')).toBeInTheDocument();
    expect(within(packages).getByText('The Standard pass, plus the afternoon workshops')).toBeInTheDocument();
    expect(within(packages).getByText('400 seats left')).toBeInTheDocument();
    expect(within(packages).queryByText('0 seats left')).not.toBeInTheDocument();
    expect(within(packages).getByLabelText('regular price Rs 8,000')).toBeInTheDocument();
    // A sold-out package offers its waitlist instead of a booking.
    expect(within(packages).getByText('Sold out')).toBeInTheDocument();
    expect(await within(packages).findByRole('button', { name: /^Join the waitlist for / })).toBeEnabled();
    expect(enrollMock).not.toHaveBeenCalled();
  });

  it('a package with few seats says how few', async () => {
    getEventMock.mockResolvedValue(
      answer(paidEvent({ packages: [{ id: 41, name: 'Bootcamp seat', price: 1500, discounted_price: null, seats_left: 1, includes: '' }, { id: 42, name: 'Mentor table', price: 2500, discounted_price: null, seats_left: 2, includes: '' }] })),
    );
    getTicketUrlMock.mockResolvedValue(noTicket);
    asMember();
    const user = userEvent.setup();
    openDashboard(PAID);
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const packages = screen.getByRole('group', { name: 'Packages' });
    expect(within(packages).getByText('1 seat left')).toBeInTheDocument();
    expect(within(packages).getByText('2 seats left')).toBeInTheDocument();
  });

  it('a failed enrolment says so and leaves Register', async () => {
    getEventMock.mockResolvedValue(answer(eventDetail()));
    getTicketUrlMock.mockResolvedValue(noTicket);
    enrollMock.mockRejectedValue(new ApiError('An error occurred while making the request. Please try again later.', 0));
    asMember();
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    await findNotification('Error', 'An error occurred while making the request. Please try again later.');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('an unknown event says so', async () => {
    getEventMock.mockRejectedValue(new ApiError('This event does not exist.', 404));
    openPublic();
    expect(await screen.findByRole('heading', { name: 'This event does not exist', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All events' })).toHaveAttribute('href', '/events');
  });

  it('a member who holds a ticket for a paid event may book another package', async () => {
    getEventMock.mockResolvedValue(answer(paidEvent()));
    getTicketUrlMock.mockResolvedValue(answer({ ticket_id: 17, order_id: 41, status: 'paid', url: '/api/tickets/17/ticket.pdf?expires=2&signature=x', code: 'T17.abc' }));
    asMember();
    const user = userEvent.setup();
    openDashboard(PAID);
    expect(await screen.findByRole('link', { name: 'Download Ticket' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book another ticket' }));
    expect(within(screen.getByRole('group', { name: 'Packages' })).getByRole('link', { name: 'Book Standard pass' })).toHaveAttribute('href', '/enroll/event/8/package/31');
  });
});
