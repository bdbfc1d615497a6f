import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ApiError, track } from 'shared-api';
import { UiProvider } from 'shared-ui';
import { getConference } from '../../public-calls';
import { renderPage } from '@test/render';
import { i18n } from '#i18n';
import { answer, conference } from '../../../testing/fixtures';
import { ConferenceContent } from '../../ConferenceContent';
import { formatDateRange, formatDayTab, formatTime } from '../../dates';
import ConferencePage from './index';
import { groupSponsorsByTier } from '../../sponsors';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), track: jest.fn() }));
jest.mock('../../public-calls', () => ({ ...jest.requireActual('../../public-calls'), getConference: jest.fn() }));
const getConferenceMock = jest.mocked(getConference);

beforeEach(() => {
  getConferenceMock.mockReset();
  jest.mocked(track).mockReset();
});
afterEach(() => jest.restoreAllMocks());

describe('conference dates', () => {
  it('shows a two-day edition as one range, in Asia/Karachi', () => {
    expect(formatDateRange('2022-03-26T04:00:00Z', '2022-03-27T12:00:00Z')).toBe('26–27 March 2022');
    expect(formatDateRange('2022-08-16T04:00:00Z', '2022-08-17T11:00:00Z')).toBe('16–17 August 2022');
    // 23:30 UTC on the 25th is already the 26th in Karachi.
    expect(formatDateRange('2022-03-25T23:30:00Z', '2022-03-26T10:00:00Z')).toBe('26 March 2022');
    expect(formatDateRange('2022-07-30T04:00:00Z', '2022-08-01T12:00:00Z')).toBe('30 July – 1 August 2022');
  });

  it('names the day tabs as the spec does', () => {
    expect(formatDayTab('2022-03-26')).toBe('March 26th');
    expect(formatDayTab('2022-08-17')).toBe('August 17th');
    expect(formatDayTab('2022-08-01')).toBe('August 1st');
    expect(formatDayTab('2022-08-22')).toBe('August 22nd');
    expect(formatDayTab('2022-08-13')).toBe('August 13th');
  });

  it('shows slot times in Karachi time', () => {
    expect(formatTime('2022-08-16T04:00:00Z')).toBe('9:00 AM');
  });

  it('shows an Urdu page’s slot times with the part of the day in Urdu words, not AM or PM', () => {
    i18n.activate('ur');
    try {
      expect(formatTime('2022-08-16T04:00:00Z')).toBe('9:00 صبح');
      expect(formatTime('2022-08-16T14:30:00Z')).toBe('7:30 شام');
    } finally {
      i18n.activate('en');
    }
  });
});

describe('sponsor grouping', () => {
  it('groups sponsors in the spec’s order of tiers, by priority within a tier, leaving out empty tiers', () => {
    const groups = groupSponsorsByTier(conference.sponsors);
    expect(groups.map((g) => g.tier)).toEqual(['Knowledge Partner', 'Platinum Sponsor', 'Live Streaming Partner']);
    expect(groups[1].sponsors.map((s) => s.name)).toEqual(['Margalla Cloud', 'Indus Digital Bank']);
  });
});

describe('conference page', () => {
  it('shows the edition with its date linking to the calendar event, day tabs and sponsors by tier, and tracks the view', async () => {
    getConferenceMock.mockResolvedValue(answer(conference));
    renderPage(<ConferencePage />, { path: '/freelance-fest-islamabad-2022' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Freelance Fest 2022 Islamabad' })).toBeInTheDocument();
    expect(getConferenceMock).toHaveBeenCalledWith('freelance-fest-islamabad-2022');
    expect(screen.getByRole('link', { name: '26–27 March 2022: add to your calendar' })).toHaveAttribute('href', conference.calendar_url);
    expect(await screen.findByRole('tab', { name: 'March 26th' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'March 27th' })).toBeInTheDocument();
    const sponsors = screen.getByRole('region', { name: 'Sponsors and partners' });
    expect(within(sponsors).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Knowledge Partner', 'Platinum Sponsor', 'Live Streaming Partner']);
    for (const id of ['overview', 'speakers', 'schedule', 'faqs']) expect(document.getElementById(id)).not.toBeNull();
    expect(track).toHaveBeenCalledWith('ViewContent', { content_type: 'conference', content_id: 'freelance-fest-islamabad-2022' });
  });

  it('gives More/Less only to descriptions over ten words that overflow their two lines', async () => {
    // Every text overflows its box here (jsdom lays nothing out); the word rule still keeps short ones whole.
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(96);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(40);
    getConferenceMock.mockResolvedValue(answer(conference));
    const user = userEvent.setup();
    renderPage(<ConferencePage />, { path: '/freelance-fest-2022-islamabad' });
    await screen.findByRole('tab', { name: 'March 26th' });
    expect(screen.getAllByRole('button', { name: 'More' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('button', { name: 'Less' })).toBeInTheDocument();
  });

  it('links to all speakers when the edition has the link, as the Gilgit page does, and not otherwise', async () => {
    getConferenceMock.mockResolvedValue(answer({ ...conference, all_speakers_link: '/freelance-fest-2022#speakers' }));
    const view = renderPage(<ConferencePage />, { path: '/freelance-fest-2022-gilgit' });
    const speakers = await screen.findByRole('region', { name: 'Speakers' });
    expect(within(speakers).getByRole('link', { name: 'View all speakers' })).toHaveAttribute('href', '/freelance-fest-2022#speakers');
    view.unmount();
    getConferenceMock.mockResolvedValue(answer(conference));
    renderPage(<ConferencePage />, { path: '/freelance-fest-2022-islamabad' });
    expect(await screen.findByRole('region', { name: 'Speakers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View all speakers' })).not.toBeInTheDocument();
  });

  it('is whole in the server’s HTML, so that a link to a section (…#speakers) opens at it, and hydrates it as it is', async () => {
    const page = (
      <UiProvider>
        <ConferenceContent conference={{ ...conference, all_speakers_link: '/freelance-fest-2022#speakers' }} />
      </UiProvider>
    );
    // Drawn again once the code its lazy parts wait for has come, as the server does (shell/src/server.tsx's passes).
    let html = renderToString(page);
    for (let pass = 0; pass < 3 && html.includes('<!--$!-->'); pass += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      html = renderToString(page);
    }
    const container = document.createElement('div');
    container.innerHTML = html;
    for (const id of ['overview', 'speakers', 'schedule', 'venue', 'faqs']) expect(container.querySelector(`#${id}`)).not.toBeNull();
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error');
    render(page, { container, hydrate: true });
    // The schedule's day tabs take over from the list the server drew once their code has come.
    expect(await within(container).findByRole('tab', { name: 'March 26th' })).toBeInTheDocument();
    expect(within(container).getByRole('region', { name: 'Speakers' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('says so when the edition does not exist', async () => {
    getConferenceMock.mockRejectedValue(new ApiError('This conference does not exist.', 404));
    renderPage(<ConferencePage />, { path: '/freelance-fest-2022-gilgit' });
    expect(await screen.findByRole('heading', { name: 'This conference does not exist', level: 1 })).toBeInTheDocument();
  });
});
