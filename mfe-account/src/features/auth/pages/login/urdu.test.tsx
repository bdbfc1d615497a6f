import { screen, within } from '@testing-library/react';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import LoginPage from './index';

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
afterEach(() => i18n.activate('en'));

describe('login page in Urdu', () => {
  it('names the login page, its fields, its button and its links in Urdu', () => {
    i18n.activate('ur');
    renderPage(<LoginPage />, { path: '/login', at: '/login?referrer=%2Fmember%2Fa1b2c3' });
    expect(screen.getByRole('heading', { level: 1, name: 'سائن ان' })).toBeInTheDocument();
    expect(screen.getByText('دوبارہ خوش آمدید۔ اپنے رکن اکاؤنٹ میں سائن ان کریں۔')).toBeInTheDocument();
    expect(screen.getByText('اراکین کے پروفائل دیکھنے کے لیے سائن ان کریں۔')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'سائن ان' });
    expect(within(form).getByLabelText(/ای میل/)).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText(/پاس ورڈ/)).toHaveAttribute('type', 'password');
    expect(within(form).getByRole('button', { name: 'سائن ان' })).toBeInTheDocument();
    // The question and its link are one sentence, the link kept with its address.
    expect(screen.getByText(/ابھی رکن نہیں ہیں؟/)).toContainElement(screen.getByRole('link', { name: 'رجسٹر کریں' }));
    expect(screen.getByRole('link', { name: 'رجسٹر کریں' })).toHaveAttribute('href', '/register?referrer=%2Fmember%2Fa1b2c3');
    expect(screen.getByRole('link', { name: 'پاس ورڈ ری سیٹ کریں' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByText('Login')).not.toBeInTheDocument();
  });
});
