import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventAdminKeys } from '../../requests';
import type { StaffEventDetail } from '../../shapes';
import { failure, mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import '@test/rich-text';
import { queryClient } from 'shared-api/query';
import StaffEventPage from './index';

const saved = (overrides: Partial<StaffEventDetail> = {}): StaffEventDetail => ({
  id: 9,
  slug: 'karachi-freelancers-summit',
  title: 'Karachi Freelancers Summit',
  excerpt: 'A day of talks.',
  content: '<p>Talks.</p>',
  image: null,
  start_date: '2026-12-20T05:00:00.000Z',
  end_date: '2026-12-20T13:00:00.000Z',
  venue: 'Expo Centre',
  city: 'Karachi',
  organizer: 'PAFLA',
  landing_page_link: null,
  booking_asks: ['cnic'],
  registrations_closed: false,
  published: true,
  packages: [
    { id: 31, name: 'Standard', price: 3000, discounted_price: 2500, includes: 'Both days and lunch', capacity: 200, seats_taken: 12, booked: true },
    { id: 32, name: 'Student', price: 0, discounted_price: null, includes: '', capacity: 50, seats_taken: 0, booked: false },
  ],
  speakers: [{ name: 'Sana Malik', position: 'Founder', company: 'Malik Studio', picture: null, linkedin: null }],
  sponsors: [],
  photos: [],
  ...overrides,
});

const user = () => userEvent.setup({ delay: null });

describe('staff: a new event', () => {
  it('says what is missing, then sends the event with its Karachi times as instants and opens it', async () => {
    let sent: Record<string, unknown> | undefined;
    mockApi({
      'POST /api/staff/events': ({ body }) => {
        sent = body as Record<string, unknown>;
        return ok(saved(), 'The event has been created.');
      },
      'GET /api/staff/events/9': ok(saved()),
    });
    renderPage(<StaffEventPage />, { path: '/staff/events/new' });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Please enter the title')).toBeInTheDocument();
    expect(screen.getByText('Please write a short summary for the event cards')).toBeInTheDocument();
    expect(screen.getByText('Please enter when the event starts')).toBeInTheDocument();
    expect(screen.getByText('Please describe the event')).toBeInTheDocument();
    expect(screen.getByText('Please enter the price in PKR (0 for a free package)')).toBeInTheDocument();
    // A summary at the top of the form leads to each field; the first has the keyboard.
    const summary = screen.getByRole('region', { name: 'Please correct these before saving' });
    expect(within(summary).getAllByRole('link')[0]).toHaveTextContent('Title: Please enter the title');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus());
    await u.click(within(summary).getByRole('link', { name: 'Package 1, Price (PKR): Please enter the price in PKR (0 for a free package)' }));
    expect(within(screen.getByRole('group', { name: 'Package 1' })).getByRole('spinbutton', { name: /^Price/ })).toHaveFocus();

    await u.type(screen.getByRole('textbox', { name: /^Title/ }), 'Karachi Freelancers Summit');
    await u.type(screen.getByRole('textbox', { name: /Summary/ }), 'A day of talks.');
    // The text is written in the editor, bold and lists from its toolbar; its pictures are the poster and the gallery.
    const toolbar = screen.getByRole('toolbar', { name: 'About the event: formatting' });
    expect(within(toolbar).getByRole('button', { name: 'Bulleted list' })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'Insert a picture' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('textbox', { name: /About the event/ }));
    await u.keyboard('Talks.');
    await u.type(screen.getByLabelText(/Starts/), '2026-12-20T10:00');
    await u.type(screen.getByLabelText(/Ends/), '2026-12-20T09:00');
    await u.type(screen.getByRole('textbox', { name: /Venue/ }), 'Expo Centre');
    await u.type(screen.getByRole('textbox', { name: /City/ }), 'Karachi');
    const pkg = screen.getByRole('group', { name: 'Package 1' });
    await u.type(within(pkg).getByRole('spinbutton', { name: /^Price/ }), '3000');
    await u.type(within(pkg).getByRole('spinbutton', { name: /Discounted/ }), '3500');
    await u.type(within(pkg).getByRole('spinbutton', { name: /Seats/ }), '200');
    await u.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('The event must end after it starts')).toBeInTheDocument();
    expect(screen.getByText('The discounted price must be lower than the price')).toBeInTheDocument();

    await u.clear(screen.getByLabelText(/Ends/));
    await u.type(screen.getByLabelText(/Ends/), '2026-12-20T18:00');
    await u.clear(within(pkg).getByRole('spinbutton', { name: /Discounted/ }));
    await u.type(within(pkg).getByRole('textbox', { name: /What it includes/ }), 'Both days and lunch');
    await u.click(screen.getByRole('button', { name: 'Add a speaker' }));
    await u.type(within(screen.getByRole('group', { name: 'Speaker 1' })).getByRole('textbox', { name: /Name/ }), 'Sana Malik');
    await u.click(screen.getByRole('button', { name: 'Create event' }));
    await findNotification('Success', 'The event has been created.');
    expect(sent).toMatchObject({
      title: 'Karachi Freelancers Summit',
      content: '<p>Talks.</p>',
      start_date: '2026-12-20T05:00:00.000Z',
      end_date: '2026-12-20T13:00:00.000Z',
      packages: [{ name: 'Standard', price: 3000, discounted_price: null, includes: 'Both days and lunch', capacity: 200 }],
      speakers: [{ name: 'Sana Malik' }],
      booking_asks: [],
    });
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/staff/events/9');
  });
});

describe('staff: an event', () => {
  const open = () => renderPage(<StaffEventPage />, { path: '/staff/events/:eventId', at: '/staff/events/9' });

  it('keeps a booked package: it cannot be removed, and says how many seats are taken', async () => {
    mockApi({ 'GET /api/staff/events/9': ok(saved()) });
    open();
    // 05:00 UTC is 10:00 in Karachi, whatever the computer's clock.
    expect(await screen.findByLabelText(/Starts/)).toHaveValue('2026-12-20T10:00');
    const booked = await screen.findByRole('group', { name: 'Package 1' });
    expect(within(booked).getByText('12 seats are taken or held by orders.')).toBeInTheDocument();
    expect(within(booked).getByRole('textbox', { name: /What it includes/ })).toHaveValue('Both days and lunch');
    expect(screen.getByRole('textbox', { name: /About the event/ })).toContainHTML('<p>Talks.</p>');
    expect(within(booked).getByRole('button', { name: 'Remove this package' })).toBeDisabled();
    const unbooked = screen.getByRole('group', { name: 'Package 2' });
    await user().click(within(unbooked).getByRole('button', { name: 'Remove this package' }));
    expect(screen.queryByRole('group', { name: 'Package 2' })).not.toBeInTheDocument();
  });

  it('shows what a booking asks, and saves the organisers’ new choice', async () => {
    let sent: Record<string, unknown> | undefined;
    mockApi({
      'GET /api/staff/events/9': ok(saved()),
      'POST /api/staff/events/9': ({ body }) => {
        sent = body as Record<string, unknown>;
        return ok(saved({ booking_asks: ['company', 'address'] }), 'The event has been saved.');
      },
    });
    open();
    const asks = await screen.findByRole('group', { name: 'What a booking asks' });
    const cnic = within(asks).getByRole('checkbox', { name: /^CNIC/ });
    const company = within(asks).getByRole('checkbox', { name: 'Company and position' });
    const address = within(asks).getByRole('checkbox', { name: /^Postal address/ });
    expect(cnic).toBeChecked();
    expect(company).not.toBeChecked();
    expect(address).not.toBeChecked();
    const u = user();
    await u.click(cnic);
    await u.click(address);
    await u.click(company);
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await findNotification('Success', 'The event has been saved.');
    expect(sent?.booking_asks).toEqual(['address', 'company']);
  });

  it('closes registrations', async () => {
    mockApi({
      'GET /api/staff/events/9': ok(saved()),
      'POST /api/staff/events/9/close': ok(saved({ registrations_closed: true }), 'Registrations are closed.'),
    });
    open();
    await user().click(await screen.findByRole('button', { name: 'Close registrations' }));
    await findNotification('Success', 'Registrations are closed.');
    await waitFor(() => expect(screen.getByText('Registrations closed')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open registrations' })).toBeInTheDocument();
  });

  it('refreshes the one staff events list that the events page and the orders filter both read', async () => {
    queryClient.setQueryData(eventAdminKeys.list, [{ id: 9, title: 'Karachi Freelancers Summit' }]);
    mockApi({
      'GET /api/staff/events/9': ok(saved()),
      'POST /api/staff/events/9/close': ok(saved({ registrations_closed: true }), 'Registrations are closed.'),
    });
    open();
    await user().click(await screen.findByRole('button', { name: 'Close registrations' }));
    await findNotification('Success', 'Registrations are closed.');
    expect(queryClient.getQueryState(eventAdminKeys.list)?.isInvalidated).toBe(true);
  });
});

describe('staff: a draft event', () => {
  const open = () => renderPage(<StaffEventPage />, { path: '/staff/events/:eventId', at: '/staff/events/9' });

  it('is marked a draft with its preview, and is published', async () => {
    mockApi({
      'GET /api/staff/events/9': ok(saved({ published: false })),
      'POST /api/staff/events/9/publish': ok(saved({ published: true }), 'The event is published: members and visitors can see it.'),
    });
    open();
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview as visitors will see it' })).toHaveAttribute('href', '/staff/events/9/preview');
    expect(screen.queryByRole('link', { name: 'See its page' })).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Publish the event' }));
    await findNotification('Success', 'The event is published: members and visitors can see it.');
    await waitFor(() => expect(screen.getByText('Published')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'See its page' })).toHaveAttribute('href', '/event/karachi-freelancers-summit/9');
    expect(screen.getByRole('button', { name: 'Make it a draft again' })).toBeInTheDocument();
  });

  it('says why a published event members ordered for cannot become a draft again', async () => {
    mockApi({
      'GET /api/staff/events/9': ok(saved()),
      'POST /api/staff/events/9/unpublish': failure(409, 'Members hold 13 orders for this event, and their tickets lead to its page: it cannot become a draft again. Close registrations instead.'),
    });
    open();
    await user().click(await screen.findByRole('button', { name: 'Make it a draft again' }));
    await findNotification('Error', 'Members hold 13 orders for this event, and their tickets lead to its page: it cannot become a draft again. Close registrations instead.');
    expect(screen.getByText('Published')).toBeInTheDocument();
  });
});
