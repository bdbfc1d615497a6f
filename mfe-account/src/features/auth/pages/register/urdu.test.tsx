import { screen, within } from '@testing-library/react';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import RegisterPage from './index';

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
afterEach(() => i18n.activate('en'));

describe('register page in Urdu', () => {
  it('shows the register form and the member benefits in Urdu; the phone field stays left to right', () => {
    i18n.activate('ur');
    renderPage(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'رجسٹر کریں' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'رجسٹر کریں' });
    for (const label of [/پورا نام/, /ای میل/, /پاس ورڈ/]) expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(within(form).getByLabelText(/رابطہ نمبر/)).toHaveAttribute('dir', 'ltr');
    expect(within(form).getByRole('button', { name: 'رجسٹر کریں' })).toBeInTheDocument();
    const benefits = screen.getByRole('complementary', { name: 'رکنیت کے فوائد' });
    expect(within(benefits).getByText('کمیونٹی')).toBeInTheDocument();
    expect(within(benefits).getByText('ہم فری لانسرز کے حق میں آواز اٹھاتے ہیں اور ضرورت کے وقت آپ کا ساتھ دیتے ہیں۔')).toBeInTheDocument();
    expect(screen.getByText(/پہلے سے رکن ہیں؟/)).toContainElement(screen.getByRole('link', { name: 'سائن ان کریں' }));
    expect(screen.getByRole('link', { name: 'سائن ان کریں' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Member benefits')).not.toBeInTheDocument();
  });
});
