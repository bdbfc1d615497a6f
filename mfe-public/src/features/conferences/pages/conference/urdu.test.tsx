import { screen, within } from '@testing-library/react';
import { getConference } from '../../public-calls';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { answer, conference } from '../../../testing/fixtures';
import { formatDateRange, formatDayTab } from '../../dates';
import ConferencePage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), track: jest.fn() }));
jest.mock('../../public-calls', () => ({ ...jest.requireActual('../../public-calls'), getConference: jest.fn() }));

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
beforeEach(() => i18n.activate('ur'));
afterEach(() => i18n.activate('en'));

describe('conference page in Urdu', () => {
  it('writes the edition’s dates as Urdu does', () => {
    expect(formatDateRange('2022-03-26T04:00:00Z', '2022-03-27T12:00:00Z')).toBe('26–27 مارچ، 2022');
    expect(formatDateRange('2022-07-30T04:00:00Z', '2022-08-01T12:00:00Z')).toBe('30 جولائی – 1 اگست، 2022');
    expect(formatDayTab('2022-03-26')).toBe('26 مارچ');
  });

  it('shows its frame in Urdu around the edition as staff wrote it', async () => {
    jest.mocked(getConference).mockResolvedValue(answer(conference));
    renderPage(<ConferencePage />, { path: '/freelance-fest-islamabad-2022' });
    // The edition's own title and text stay as written.
    expect(await screen.findByRole('heading', { level: 1, name: 'Freelance Fest 2022 Islamabad' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '26–27 مارچ، 2022: اپنے کیلنڈر میں شامل کریں' })).toHaveAttribute('href', conference.calendar_url);
    const nav = screen.getByRole('navigation', { name: 'اس صفحے پر' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['جائزہ', 'مقررین', 'شیڈول', 'عام سوالات']);
    expect(await screen.findByRole('tab', { name: '26 مارچ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'مقررین' })).toBeInTheDocument();
    const sponsors = screen.getByRole('region', { name: 'اسپانسرز اور شراکت دار' });
    expect(within(sponsors).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['علمی شراکت دار', 'پلاٹینم اسپانسر', 'لائیو اسٹریمنگ شراکت دار']);
    expect(screen.getByRole('heading', { level: 2, name: 'اکثر پوچھے جانے والے سوالات' })).toBeInTheDocument();
  });

  it('keeps each slot’s clock times left to right, and sets staff’s description in its own direction', async () => {
    jest.mocked(getConference).mockResolvedValue(answer(conference));
    renderPage(<ConferencePage />, { path: '/freelance-fest-islamabad-2022' });
    const slot = conference.schedule[0]!.items[0]!;
    const start = (await screen.findAllByText((_, node) => node?.tagName === 'TIME' && node.getAttribute('dateTime') === slot.startTime))[0]!;
    expect(start.parentElement).toHaveAttribute('dir', 'ltr');
    if (slot.topicDescription) expect(screen.getAllByText(slot.topicDescription)[0]).toHaveAttribute('dir', 'auto');
  });
});
