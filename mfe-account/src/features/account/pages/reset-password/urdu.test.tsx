import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import ResetPasswordPage from './index';

beforeAll(() => {
  i18n.load('ur', require('../../../../locales/ur.json'));
  i18n.loadTexts(require('shared-api/locales/ur.json'));
});
afterEach(() => i18n.activate('en'));

describe('reset password page in Urdu', () => {
  it('says the password rule in Urdu before anything is typed, and refuses a short password in Urdu', async () => {
    i18n.activate('ur');
    renderPage(<ResetPasswordPage />, { path: '/reset-password', at: '/reset-password?token=abc123' });
    const password = screen.getByLabelText(/^نیا پاس ورڈ/);
    expect(password).toHaveAccessibleDescription('کم از کم 8 حروف۔ عام پاس ورڈ اور اپنا نام یا ای میل استعمال نہ کریں۔');
    const user = userEvent.setup({ delay: null });
    await user.type(password, 'short');
    await user.tab();
    expect(await screen.findByText('آپ کے نئے پاس ورڈ میں کم از کم 8 حروف ہونے چاہئیں')).toBeInTheDocument();
  });
});
