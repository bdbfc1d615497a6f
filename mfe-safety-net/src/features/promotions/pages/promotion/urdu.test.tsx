import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '#i18n';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { promotion } from '../../fixtures';
import PromotionPage from './index';

const claim = { discount_link: 'https://raabta.example.pk/members', discount_code: 'FREELANCE25' };

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
afterEach(() => i18n.activate('en'));

describe('a promotion in Urdu', () => {
  it('shows the page’s frame and the redeem dialog in Urdu, the partner’s own texts and the code as they are', async () => {
    i18n.activate('ur');
    mockApi({ 'GET /api/discount/7': ok(promotion()), 'GET /api/user/profile-completed': ok(true), 'GET /api/discount/7/claim': ok(claim, 'Here is your promotion code.') });
    renderPage(<PromotionPage />, { path: '/dashboard/promotion/:companyName/:promotionId', at: '/dashboard/promotion/raabta-internet/7' });
    expect(await screen.findByRole('heading', { level: 1, name: '25% off a 50 Mbps fibre plan for six months' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Raabta Internet کا لوگو' })).toBeInTheDocument();
    const action = screen.getByRole('complementary', { name: 'یہ آفر حاصل کریں' });
    expect(within(action).getByText('منتظم')).toBeInTheDocument();
    expect(within(action).getByText(/^اراکین کے لیے مفت۔/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'شرائط و ضوابط' })).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockResolvedValue(undefined) }, configurable: true });
    await user.click(within(action).getByRole('button', { name: 'ابھی حاصل کریں' }));
    const dialog = await screen.findByRole('dialog', { name: 'اپنی رعایت حاصل کریں' });
    const code = await within(dialog).findByRole('textbox', { name: 'آپ کا پروموشن کوڈ' });
    expect(code).toHaveValue('FREELANCE25');
    expect(code).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByText('Raabta Internet کے لیے آپ کا کوڈ:')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Raabta Internet' })).toHaveAttribute('href', claim.discount_link);
    await user.click(within(dialog).getByRole('button', { name: 'کوڈ کاپی کریں' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('پروموشن کوڈ کاپی ہو گیا');
  });
});
