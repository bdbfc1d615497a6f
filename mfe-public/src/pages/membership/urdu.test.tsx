import { screen, within } from '@testing-library/react';
import type { MembershipPackage } from 'shared-api';
import { getPackage } from 'shared-api/content';
import { i18n } from 'shared-ui';
import { renderPage } from '@test/render';
import { answer } from '../../features/testing/fixtures';
import MembershipPage from './index';

jest.mock('shared-api/content', () => ({ ...jest.requireActual('shared-api/content'), getPackage: jest.fn() }));

const pkg = (name: string, price: number, buttonText: string): MembershipPackage => ({
  id: price ? 2 : 1,
  name,
  memberPrice: price,
  memberPriceDiscounted: null,
  discountText: null,
  description: `${name} plan`,
  features: [{ name: 'Voice & Support Group', description: 'Join the members’ groups.' }],
  type: price ? 'per month' : 'Free',
  buttonText,
  buttonLink: `/dashboard/membership/${name}/order`,
  disabled: false,
  price,
  discounted_price: null,
});

beforeAll(() => {
  i18n.load('ur', require('../../locales/ur.json'));
  // The buttons the site names itself come from shared-api, by their English.
  i18n.loadTexts(require('shared-api/locales/ur.json'));
});
beforeEach(() => jest.mocked(getPackage).mockImplementation(async (name) => answer(name === 'Seed' ? pkg('Seed', 0, 'Downgrade') : pkg('Surge', 500, 'Subscribe'))));
afterEach(() => i18n.activate('en'));

describe('membership page in Urdu', () => {
  it('shows the page, its benefits, plans and questions in Urdu, the packages’ own texts as staff keep them', async () => {
    i18n.activate('ur');
    renderPage(<MembershipPage />, { path: '/membership' });
    expect(screen.getByRole('heading', { level: 1, name: 'رکنیت' })).toBeInTheDocument();
    expect(screen.getByText('شمولیت مفت، ہمیشہ کے لیے مفت')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رکن بنیں' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('heading', { level: 2, name: 'رکنیت کے فوائد' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'انشورنس' })).toBeInTheDocument();
    // The package cards: the site's words in Urdu, the price in rupees, the package's name and button as stored.
    const surge = (await screen.findByRole('heading', { level: 3, name: 'Surge' })).closest('article') as HTMLElement;
    expect(within(surge).getByText('500 روپے')).toBeInTheDocument();
    expect(within(surge).getByRole('link', { name: 'Subscribe' })).toBeInTheDocument();
    const seed = screen.getByRole('heading', { level: 3, name: 'Seed' }).closest('article') as HTMLElement;
    expect(within(seed).getByText('مفت')).toBeInTheDocument();
    expect(within(seed).getByRole('link', { name: 'مفت شامل ہوں' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('heading', { level: 2, name: 'اکثر پوچھے جانے والے سوالات' })).toBeInTheDocument();
    expect(await screen.findByText('کیا رکنیت واقعی مفت ہے؟')).toBeInTheDocument();
    expect(screen.queryByText('Member benefits')).not.toBeInTheDocument();
    expect(screen.queryByText('Is membership really free?')).not.toBeInTheDocument();
  });
});
