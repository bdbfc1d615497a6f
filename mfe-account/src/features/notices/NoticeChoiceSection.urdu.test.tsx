import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { answer } from '@test/api';
import { NoticeChoiceSection } from './NoticeChoiceSection';
import { getNoticeChoice, setNoticeChoice } from './requests';
import type { NoticeChoice } from './shapes';

jest.mock('./requests', () => ({ ...jest.requireActual('./requests'), getNoticeChoice: jest.fn(), setNoticeChoice: jest.fn() }));

/** Latin written inside Urdu keeps its own order between these marks (LRI … PDI). */
const ltr = (text: string) => `\u2066${text}\u2069`;

const onWhatsApp: NoticeChoice = {
  channel: 'whatsapp',
  phone: '+923331234567',
  sms_fallback: false,
  chosen_at: '2026-11-20T06:30:00.000Z',
  account_phone: '0300 1234567',
  offered: { whatsapp: true, sms: true },
};

beforeAll(() => {
  i18n.load('ur', require('../../locales/ur.json'));
  // The rules' messages are the feature's texts, kept by their English in the remote's catalog of texts, and
  // shared-api's (the mobile number's rule, which registration shares).
  i18n.loadTexts(require('shared-api/locales/ur.json'));
  i18n.loadTexts(require('../../locales/texts.ur.json'));
});
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getNoticeChoice).mockResolvedValue(answer(onWhatsApp));
  i18n.activate('ur');
});
afterEach(() => i18n.activate('en'));

describe('the choice of WhatsApp or SMS notices in Urdu', () => {
  it('names the section, its channels, its number and its fallback in Urdu, with the saved choice’s date', async () => {
    renderPage(<NoticeChoiceSection />, { path: '/dashboard/edit-profile' });
    expect(await screen.findByRole('heading', { name: 'واٹس ایپ یا ایس ایم ایس پر اطلاعات' })).toBeInTheDocument();
    expect(screen.getByText(/^ہم اطلاعات ہمیشہ ای میل سے بھیجتے ہیں۔/)).toBeInTheDocument();
    const group = within(screen.getByRole('radiogroup', { name: 'ہم آپ کو اطلاعات کیسے بھیجیں؟' }));
    expect(group.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['واٹس ایپ', 'ایس ایم ایس', 'صرف ای میل']);
    expect(group.getByRole('radio', { name: 'واٹس ایپ' })).toBeChecked();
    // A phone number reads left to right on an Urdu page.
    expect(screen.getByLabelText(/^اطلاعات کے لیے موبائل نمبر/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(`پاکستانی موبائل نمبر، جیسے ${ltr('0300 1234567')}`)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'اگر واٹس ایپ پیغام نہ پہنچ سکے تو اسے ایس ایم ایس سے بھیجیں' })).not.toBeChecked();
    expect(screen.getByText(/آپ نے 20 نومبر، 2026 کو واٹس ایپ چنا۔/)).toHaveTextContent(`پیغامات بند کرنے کے لیے کسی بھی پیغام کے جواب میں ${ltr('STOP')} بھیجیں۔`);
    expect(screen.getByRole('button', { name: 'محفوظ کریں' })).toBeInTheDocument();
  });

  it('says what is wrong with a number in Urdu', async () => {
    renderPage(<NoticeChoiceSection />, { path: '/dashboard/edit-profile' });
    const phone = await screen.findByLabelText(/^اطلاعات کے لیے موبائل نمبر/);
    const user = userEvent.setup({ delay: null });
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'محفوظ کریں' }));
    expect(await screen.findByText('براہِ کرم وہ موبائل نمبر درج کریں جس پر آپ کو اطلاعات بھیجی جائیں')).toBeInTheDocument();
    await user.type(phone, '12345');
    await waitFor(() => expect(screen.getByText(`براہِ کرم پاکستانی موبائل نمبر درج کریں، جیسے ${ltr('0300 1234567')} یا ${ltr('+92 300 1234567')}`)).toBeInTheDocument());
    expect(setNoticeChoice).not.toHaveBeenCalled();
  });
});
