import { screen, within } from '@testing-library/react';
import type { MembershipPackage } from 'shared-api';
import { getPackage } from 'shared-api/content';
import { getMembership } from 'shared-api/membership';
import { queryClient } from 'shared-api/query';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { answer } from '@test/api';
import { myMembership, planOrder } from '../../../testing/membership-fixture';
import MembershipDetailsPage from './index';

jest.mock('shared-api/membership', () => ({ ...jest.requireActual('shared-api/membership'), getMembership: jest.fn() }));
jest.mock('shared-api/content', () => ({ ...jest.requireActual('shared-api/content'), getPackage: jest.fn() }));

// The plans as the packages call answers an Urdu page: their names, descriptions and benefits in the Urdu staff wrote;
// the card's other stored fields (type, discount text, button) in English, as they are kept.
const urduPlans: Record<string, MembershipPackage> = {
  Seed: {
    id: 1,
    name: 'Seed',
    title: 'سیڈ',
    price: 0,
    discounted_price: null,
    memberPrice: 0,
    memberPriceDiscounted: null,
    discountText: null,
    description: 'کمیونٹی میں شامل ہونے کے لیے ہر ضروری چیز، ہمیشہ کے لیے مفت۔',
    features: [{ name: 'آواز اور معاون گروپ', description: 'اراکین کے گروپوں میں شامل ہوں۔' }],
    type: 'Free',
    buttonText: 'Downgrade',
    buttonLink: '/dashboard/membership/Seed/order',
    disabled: false,
  },
  Surge: {
    id: 2,
    name: 'Surge',
    title: 'سرج',
    price: 6000,
    discounted_price: null,
    memberPrice: 500,
    memberPriceDiscounted: null,
    discountText: 'Billed Rs 6,000 a year',
    description: 'کام کرنے والے فری لانسرز کے لیے ٹیکس فائلنگ، انشورنس اور تربیت۔',
    features: [{ name: 'سالانہ ٹیکس فائلنگ', description: 'آپ کا سالانہ گوشوارہ جمع کرایا جائے گا۔' }],
    type: 'per month',
    buttonText: 'Subscribe',
    buttonLink: '/dashboard/membership/Surge/order',
    disabled: false,
  },
};

beforeAll(() => {
  i18n.load('ur', require('../../../../locales/ur.json'));
  // The buttons' words come from shared-api, by their English.
  i18n.loadTexts(require('shared-api/locales/ur.json'));
});
beforeEach(() => {
  queryClient.clear();
  jest.mocked(getPackage).mockImplementation(async (name) => answer(urduPlans[name]));
  i18n.activate('ur');
});
afterEach(() => i18n.activate('en'));

const page = () => renderPage(<MembershipDetailsPage />, { path: '/dashboard/membership' });

describe('membership details in Urdu', () => {
  it('shows both plan cards in Urdu, with no English plan name, benefit or card word left', async () => {
    // What GET /user/membership answers an Urdu page: the plan by its Urdu name, its billing in Urdu.
    jest.mocked(getMembership).mockResolvedValue(myMembership('Seed', { membership_package_title: 'سیڈ', membership_billing: 'مفت' }));
    page();
    const plans = within((await screen.findByRole('heading', { level: 2, name: 'رکنیت کے پیکج' })).closest('section') as HTMLElement);
    const surge = (await plans.findByRole('heading', { level: 3, name: 'سرج' })).closest('article') as HTMLElement;
    expect(within(surge).getByText('500 روپے')).toBeInTheDocument();
    expect(within(surge).getByText(/ماہانہ/)).toBeInTheDocument();
    expect(within(surge).getByText('سالانہ ادائیگی 6,000 روپے')).toBeInTheDocument();
    expect(within(surge).getByRole('link', { name: 'سبسکرائب کریں' })).toHaveAttribute('href', '/dashboard/membership/Surge/order');
    const seed = plans.getByRole('heading', { level: 3, name: /سیڈ/ }).closest('article') as HTMLElement;
    expect(within(seed).getByRole('button', { name: 'آپ کا موجودہ پلان' })).toBeDisabled();
    for (const card of [surge, seed]) expect(card.textContent).not.toMatch(/Surge|Seed|per month|Billed|Subscribe|Downgrade|Rs |Tax Filing|Voice/);
    // The record names the member's plan in Urdu too.
    const details = screen.getByText('پیکج').closest('dl') as HTMLElement;
    expect(within(details).getByText('سیڈ')).toBeInTheDocument();
    expect(within(details).getByText('مفت')).toBeInTheDocument();
  });

  it('names a paid plan in Urdu in its Downgrade card and in its notices, and keeps its order page’s address', async () => {
    jest.mocked(getMembership).mockResolvedValue(
      myMembership('Surge', { membership_package_title: 'سرج', can_renew: true, pending_order: planOrder({ payment_method: 5, package_title: 'سرج', event_name: 'سرج رکنیت' }) }),
    );
    page();
    const seed = (await screen.findByRole('heading', { level: 3, name: 'سیڈ' })).closest('article') as HTMLElement;
    expect(within(seed).getByRole('link', { name: 'ڈاؤن گریڈ کریں' })).toHaveAttribute('href', '/dashboard/membership/Seed/order');
    const renew = await screen.findByRole('link', { name: /سرج/ });
    expect(renew).toHaveAttribute('href', '/dashboard/membership/Surge/order');
    expect(document.body.textContent).not.toMatch(/Surge membership|Downgrade|Renew Surge/);
  });
});
