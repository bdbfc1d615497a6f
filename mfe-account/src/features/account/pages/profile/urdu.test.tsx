import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getProfile } from 'shared-api';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { answer } from '@test/api';
import { savedProfile } from '../../../testing/profile-fixture';
import ProfilePage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), getProfile: jest.fn() }));

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
beforeEach(() => jest.mocked(getProfile).mockResolvedValue(answer(savedProfile())));
afterEach(() => i18n.activate('en'));

describe('account page in Urdu', () => {
  it('welcomes the member by name and names both forms, their fields and buttons in Urdu', async () => {
    i18n.activate('ur');
    renderPage(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'خوش آمدید، Ayesha Khan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اپنے مکمل پروفائل میں ترمیم کریں' })).toHaveAttribute('href', '/dashboard/edit-profile');

    const account = within(screen.getByRole('form', { name: 'پروفائل میں تبدیلی' }));
    expect(account.getByLabelText(/^پورا نام/)).toHaveValue('Ayesha Khan');
    expect(account.getByLabelText(/^ای میل/)).toHaveAttribute('dir', 'ltr');
    expect(account.getByLabelText(/^رابطہ نمبر/)).toHaveAttribute('dir', 'ltr');
    expect(account.getByRole('button', { name: 'پروفائل اپ ڈیٹ کریں' })).toBeInTheDocument();

    // A new e-mail asks for the current password, with why, in Urdu.
    const user = userEvent.setup({ delay: null });
    await user.clear(account.getByLabelText(/^ای میل/));
    await user.type(account.getByLabelText(/^ای میل/), 'ayesha.new@example.pk');
    expect(account.getByLabelText(/^موجودہ پاس ورڈ/)).toHaveAttribute('type', 'password');
    expect(account.getByText(/ای میل تبدیل کرنے کے لیے ضروری ہے۔/)).toBeInTheDocument();

    const password = within(screen.getByRole('form', { name: 'پاس ورڈ کی تبدیلی' }));
    for (const label of [/^موجودہ پاس ورڈ/, /^نیا پاس ورڈ/, /^نئے پاس ورڈ کی تصدیق کریں/]) expect(password.getByLabelText(label)).toBeInTheDocument();
    expect(password.getByRole('button', { name: 'پاس ورڈ تبدیل کریں' })).toBeInTheDocument();
  });
});
