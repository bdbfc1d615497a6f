import { screen, within } from '@testing-library/react';
import type { MembershipPackage } from 'shared-api';
import { getPackage } from 'shared-api/content';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { answer } from '../../features/testing/fixtures';
import MembershipPage from './index';

jest.mock('shared-api/content', () => ({ ...jest.requireActual('shared-api/content'), getPackage: jest.fn() }));

// A plan as the packages call answers an Urdu page: its name, description and benefits in the Urdu staff wrote; the
// card's other stored fields (its type, discount text and button) in English, as they are kept.
const pkg = (name: string, title: string, monthly: number, buttonText: string): MembershipPackage => ({
  id: monthly ? 2 : 1,
  name,
  title,
  memberPrice: monthly,
  memberPriceDiscounted: null,
  discountText: monthly ? 'Billed Rs 6,000 a year' : null,
  description: monthly ? 'کام کرنے والے فری لانسرز کے لیے ٹیکس فائلنگ، انشورنس اور تربیت۔' : 'کمیونٹی میں شامل ہونے کے لیے ہر ضروری چیز۔',
  features: monthly
    ? [{ name: 'سالانہ ٹیکس فائلنگ', description: 'آپ کا سالانہ گوشوارہ ہمارے ٹیکس شراکت دار جمع کرائیں گے۔' }]
    : [{ name: 'آواز اور معاون گروپ', description: 'اراکین کے گروپوں میں شامل ہوں۔' }],
  type: monthly ? 'per month' : 'Free',
  buttonText,
  buttonLink: `/dashboard/membership/${name}/order`,
  disabled: false,
  price: monthly * 12,
  discounted_price: null,
});
/** What a card must not show an Urdu reader: the plans' English names, benefits and stored words. */
const ENGLISH = /Surge|Seed\b|Annual Tax Filing|Voice & Support Group|per month|Billed|Subscribe|Downgrade|Rs /;

beforeAll(() => {
  i18n.load('ur', require('../../locales/ur.json'));
  // The buttons the site names itself come from shared-api, by their English.
  i18n.loadTexts(require('shared-api/locales/ur.json'));
});
beforeEach(() => jest.mocked(getPackage).mockImplementation(async (name) => answer(name === 'Seed' ? pkg('Seed', 'سیڈ', 0, 'Downgrade') : pkg('Surge', 'سرج', 500, 'Subscribe'))));
afterEach(() => i18n.activate('en'));

describe('membership page in Urdu', () => {
  it('shows the page, its benefits, plans and questions in Urdu', async () => {
    i18n.activate('ur');
    renderPage(<MembershipPage />, { path: '/membership' });
    expect(screen.getByRole('heading', { level: 1, name: 'رکنیت' })).toBeInTheDocument();
    expect(screen.getByText('شمولیت مفت، ہمیشہ کے لیے مفت')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رکن بنیں' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('heading', { level: 2, name: 'رکنیت کے فوائد' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'انشورنس' })).toBeInTheDocument();
    const seed = (await screen.findByRole('heading', { level: 3, name: 'سیڈ' })).closest('article') as HTMLElement;
    expect(within(seed).getByText('مفت')).toBeInTheDocument();
    expect(within(seed).getByRole('link', { name: 'مفت شامل ہوں' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('heading', { level: 2, name: 'اکثر پوچھے جانے والے سوالات' })).toBeInTheDocument();
    expect(await screen.findByText('کیا رکنیت واقعی مفت ہے؟')).toBeInTheDocument();
    expect(screen.queryByText('Member benefits')).not.toBeInTheDocument();
    expect(screen.queryByText('Is membership really free?')).not.toBeInTheDocument();
  });

  it('shows each plan card in Urdu: the plan’s own texts as staff wrote them in Urdu, and the card’s words and money in Urdu', async () => {
    i18n.activate('ur');
    renderPage(<MembershipPage />, { path: '/membership' });
    const surge = (await screen.findByRole('heading', { level: 3, name: 'سرج' })).closest('article') as HTMLElement;
    expect(within(surge).getByText('500 روپے')).toBeInTheDocument();
    expect(within(surge).getByText('ماہانہ')).toBeInTheDocument();
    // The year's price as Intl writes it in Urdu, the currency with the figure.
    expect(within(surge).getByText('سالانہ ادائیگی 6,000 روپے')).toBeInTheDocument();
    expect(within(surge).getByText('کام کرنے والے فری لانسرز کے لیے ٹیکس فائلنگ، انشورنس اور تربیت۔')).toBeInTheDocument();
    expect(within(surge).getByText(/سالانہ ٹیکس فائلنگ/)).toBeInTheDocument();
    // The button keeps leading to the plan's order page by its English name.
    expect(within(surge).getByRole('link', { name: 'سبسکرائب کریں' })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent('/dashboard/membership/Surge/order')));
    const seed = screen.getByRole('heading', { level: 3, name: 'سیڈ' }).closest('article') as HTMLElement;
    expect(within(seed).getByText(/آواز اور معاون گروپ/)).toBeInTheDocument();
    for (const card of [surge, seed]) expect(card.textContent).not.toMatch(ENGLISH);
  });
});
