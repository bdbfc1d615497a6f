import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMember } from 'shared-api';
import { i18n } from '#i18n';
import { answer } from '@test/api';
import { renderPage } from '@test/render';
import { getNoticeChannels } from '../../../notices/requests';
import RegisterPage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), registerMember: jest.fn() }));
jest.mock('../../../notices/requests', () => ({ ...jest.requireActual('../../../notices/requests'), getNoticeChannels: jest.fn() }));

/** Latin written inside Urdu keeps its own order between these marks (LRI … PDI). */
const ltr = (text: string) => `\u2066${text}\u2069`;

beforeAll(() => {
  i18n.load('ur', require('../../../../locales/ur.json'));
  // The rules' messages are shared-api's texts, kept by their English in its catalog.
  i18n.loadTexts(require('shared-api/locales/ur.json'));
});
beforeEach(() => {
  jest.resetAllMocks();
  // The channels are not known yet unless a test says which the site offers.
  jest.mocked(getNoticeChannels).mockReturnValue(new Promise(() => {}));
});
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

  it('asks in Urdu how notices should go, says e-mail always goes too, and asks for a mobile number in Urdu when WhatsApp is chosen with a landline', async () => {
    jest.mocked(getNoticeChannels).mockResolvedValue(answer({ whatsapp: true, sms: true }));
    i18n.activate('ur');
    renderPage(<RegisterPage />, { path: '/register' });
    const group = await screen.findByRole('radiogroup', { name: 'ہم آپ کو اطلاعات کیسے بھیجیں؟' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['واٹس ایپ', 'ایس ایم ایس', 'صرف ای میل']);
    expect(within(group).getByRole('radio', { name: 'صرف ای میل' })).toBeChecked();
    expect(group).toHaveAccessibleDescription('ہم اطلاعات ہمیشہ ای میل سے بھی بھیجتے ہیں۔ آپ اسے بعد میں اپنی پروفائل میں بدل سکتے ہیں۔');

    const user = userEvent.setup({ delay: null });
    const form = screen.getByRole('form', { name: 'رجسٹر کریں' });
    await user.type(within(form).getByLabelText(/پورا نام/), 'عائشہ خان');
    await user.type(within(form).getByRole('textbox', { name: /ای میل/ }), 'ayesha@example.pk');
    await user.type(within(form).getByLabelText(/رابطہ نمبر/), '042 35761234');
    await user.type(within(form).getByLabelText(/پاس ورڈ/), 'long-enough-password');
    await user.click(within(group).getByRole('radio', { name: 'واٹس ایپ' }));
    await user.click(within(form).getByRole('button', { name: 'رجسٹر کریں' }));
    expect(await screen.findByText(`واٹس ایپ یا ایس ایم ایس پر اطلاعات پانے کے لیے براہِ کرم پاکستانی موبائل نمبر درج کریں، جیسے ${ltr('0300 1234567')}`)).toBeInTheDocument();
    expect(registerMember).not.toHaveBeenCalled();
  });
});
