import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffConference } from '../../shapes';
import { mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { conference as publicPage } from '../../../testing/fixtures';
import StaffConferencePage from './index';

const saved = (overrides: Partial<StaffConference> = {}): StaffConference => ({
  id: 4,
  slug: 'freelance-fest-2027-karachi',
  path: '/conference/freelance-fest-2027-karachi',
  title: 'Freelance Fest 2027 Karachi',
  edition: 'Karachi',
  starts_at: '2027-03-13T04:00:00.000Z',
  ends_at: '2027-03-14T12:00:00.000Z',
  status: 'draft',
  publish_at: null,
  updated_at: '2026-11-20T05:00:00.000Z',
  tagline: 'Two days for freelancers',
  overview: 'Talks and workshops.\n\nMentoring on day two.',
  venue: { name: 'Karachi Expo Centre', address: 'University Road', city: 'Karachi', map_url: null },
  banner: 'abcdef0123456789.png',
  speakers: [
    { name: 'Imran Shah', designation: 'Founder', company: 'Margalla Cloud', type: 'Keynote Speaker', image: null, linkdln: null },
    { name: 'Sadia Noor', designation: 'Freelancer', company: 'Web development', type: 'Speaker', image: null, linkdln: 'https://www.linkedin.com/in/sadia' },
  ],
  slots: [{ day: '2027-03-13', starts: '10:00', ends: '10:30', title: 'Opening ceremony', description: '' }],
  sponsors: [],
  faqs: [],
  old_slugs: [],
  ...overrides,
});

const user = () => userEvent.setup({ delay: null });
const edit = () => renderPage(<StaffConferencePage />, { path: '/staff/conferences/:conferenceId', at: '/staff/conferences/4' });

describe('staff: a new conference edition', () => {
  it('says what is missing before anything is sent', async () => {
    const api = mockApi({});
    renderPage(<StaffConferencePage />, { path: '/staff/conferences/new' });
    await user().click(await screen.findByRole('button', { name: 'Save draft' }));
    const summary = await screen.findByRole('region', { name: 'Please correct these before saving' });
    for (const message of ['Please enter the title', 'Please enter when the edition starts', 'Please enter the venue', 'Please upload the banner']) {
      expect(within(summary).getByRole('link', { name: new RegExp(`${message}$`) })).toBeInTheDocument();
    }
    expect(api.calls).toEqual([]);
  });
});

describe('staff: a conference edition', () => {
  it('adds a speaker and an FAQ, puts the new speaker first, saves the lists with the edition, then publishes it', async () => {
    let sent: Record<string, unknown> | undefined;
    const api = mockApi({
      'GET /api/staff/conferences/4': ok(saved()),
      'POST /api/staff/conferences/4': ({ body }) => {
        sent = body as Record<string, unknown>;
        return ok(saved(), 'The edition has been saved.');
      },
      'POST /api/staff/conferences/4/publish': ({ body }) => {
        expect(body).toEqual({ publish_at: null });
        return ok(saved({ status: 'published', publish_at: '2026-11-25T10:00:00.000Z' }), 'The edition is published: visitors see its page now, and the header links to it while it is coming.');
      },
    });
    edit();
    const u = user();
    const speakers = within(await screen.findByRole('group', { name: 'Speakers' }));
    expect(screen.getByText('Draft')).toBeInTheDocument();
    await u.click(speakers.getByRole('button', { name: 'Add a speaker' }));
    const third = within(speakers.getByRole('group', { name: 'Speaker 3' }));
    await u.type(third.getByRole('textbox', { name: /^Name/ }), 'Amna Baloch');
    await u.type(third.getByRole('textbox', { name: /^Designation/ }), 'Product designer');
    await u.type(third.getByRole('textbox', { name: /^Company/ }), 'Freelancer');
    await u.selectOptions(third.getByRole('combobox', { name: /^Role/ }), 'Guest of Honor');
    await u.click(third.getByRole('button', { name: 'Move up' }));
    await u.click(within(speakers.getByRole('group', { name: 'Speaker 2' })).getByRole('button', { name: 'Move up' }));
    expect(within(speakers.getByRole('group', { name: 'Speaker 1' })).getByText('Amna Baloch')).toBeInTheDocument();
    await u.click(within(speakers.getByRole('group', { name: 'Speaker 3' })).getByRole('button', { name: 'Remove' }));

    const faqs = within(screen.getByRole('group', { name: 'Frequently asked questions' }));
    await u.click(faqs.getByRole('button', { name: 'Add a question' }));
    await u.type(faqs.getByRole('textbox', { name: /^Question/ }), 'Is there parking?');
    await u.type(faqs.getByRole('textbox', { name: /^Answer/ }), 'Yes, at the Expo Centre.');

    await u.click(screen.getByRole('button', { name: 'Publish now' }));
    await findNotification('Success', 'The edition is published: visitors see its page now, and the header links to it while it is coming.');
    expect(api.calls).toEqual(['GET /api/staff/conferences/4', 'POST /api/staff/conferences/4', 'POST /api/staff/conferences/4/publish']);
    expect(sent?.speakers).toEqual([
      { name: 'Amna Baloch', designation: 'Product designer', company: 'Freelancer', type: 'Guest of Honor', image: null, linkdln: null },
      { name: 'Imran Shah', designation: 'Founder', company: 'Margalla Cloud', type: 'Keynote Speaker', image: null, linkdln: null },
    ]);
    expect(sent?.faqs).toEqual([{ question: 'Is there parking?', answer: 'Yes, at the Expo Centre.' }]);
    expect(sent?.starts_at).toBe('2027-03-13T04:00:00.000Z');
    expect(sent?.slots).toEqual([{ day: '2027-03-13', starts: '10:00', ends: '10:30', title: 'Opening ceremony', description: '' }]);
    expect(await screen.findByText('Published')).toBeInTheDocument();
  });

  it('refuses a slot that ends before it starts, or a day the edition does not have, before anything is sent', async () => {
    const api = mockApi({ 'GET /api/staff/conferences/4': ok(saved()) });
    edit();
    const u = user();
    const schedule = within(await screen.findByRole('group', { name: 'Schedule' }));
    await u.click(schedule.getByRole('button', { name: 'Add a slot' }));
    const slot = within(schedule.getByRole('group', { name: 'Slot 2' }));
    // The edition's two days, named as staff read them.
    expect(slot.getByRole('option', { name: 'Saturday, March 13' })).toBeInTheDocument();
    await u.selectOptions(slot.getByRole('combobox', { name: /^Day/ }), 'Sunday, March 14');
    await u.type(slot.getByLabelText(/^Starts/), '11:00');
    await u.type(slot.getByLabelText(/^Ends/), '10:00');
    await u.type(slot.getByRole('textbox', { name: /^Title/ }), 'Backwards');
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findAllByText('The slot must end after it starts')).not.toHaveLength(0);

    // The edition made a day shorter: the slot's day is no longer one of its days.
    const ends = screen.getByLabelText(/^Ends \(Karachi time\)/);
    await u.clear(ends);
    await u.type(ends, '2027-03-13T17:00');
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findAllByText('The slot must be on one of the edition’s days')).not.toHaveLength(0);
    expect(api.calls).toEqual(['GET /api/staff/conferences/4']);
  });

  it('previews the edition’s page as visitors will see it, speakers without a portrait by their initials', async () => {
    mockApi({
      'GET /api/staff/conferences/4': ok(saved()),
      'GET /api/staff/conferences/4/preview': ok({
        ...publicPage,
        title: 'Freelance Fest 2027 Karachi',
        speakers: [{ name: 'Imran Shah', designation: 'Founder', company: 'Margalla Cloud', image: null, image_width: null, image_height: null, linkdln: null, type: 'Keynote Speaker' }],
      }),
    });
    edit();
    await user().click(await screen.findByRole('button', { name: 'Preview' }));
    const banner = await screen.findByRole('complementary', { name: 'Preview — not published' });
    const preview = within(banner.parentElement!);
    expect(await preview.findByRole('heading', { level: 1, name: 'Freelance Fest 2027 Karachi' })).toBeInTheDocument();
    expect(await preview.findByRole('img', { name: 'Imran Shah (no portrait yet)' })).toHaveTextContent('IS');
    expect(screen.getByText(/Address: \/conference\/freelance-fest-2027-karachi/)).toBeInTheDocument();
  });
});
