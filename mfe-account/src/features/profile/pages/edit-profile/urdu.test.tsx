import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCities, getPrimarySkills, getProfile, getProvinces, getSecondarySkills } from 'shared-api';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { savedProfile } from '../../../testing/profile-fixture';
import EditProfilePage from './index';
import { saveProfile } from '../../requests';
import { getNoticeChoice } from '../../../notices/requests';

jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), saveProfile: jest.fn() }));
jest.mock('../../../notices/requests', () => ({ ...jest.requireActual('../../../notices/requests'), getNoticeChoice: jest.fn() }));
jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  getProfile: jest.fn(),
  getCities: jest.fn(),
  getProvinces: jest.fn(),
  getPrimarySkills: jest.fn(),
  getSecondarySkills: jest.fn(),
  uploadImage: jest.fn(),
}));

beforeAll(() => {
  i18n.load('ur', require('../../../../locales/ur.json'));
  // The cities, provinces and skills have their Urdu in shared-api's catalog, by their English.
  i18n.loadTexts(require('shared-api/locales/ur.json'));
});
beforeEach(() => {
  jest.resetAllMocks();
  // The lists as the server answers them, in English whatever the page's language: their names are the values stored.
  jest.mocked(getProfile).mockResolvedValue({
    message: '',
    data: savedProfile({ skills: [{ id: 3, name: 'Software Development', type: 'Primary' }, { id: 31, name: 'Web Development', type: 'Secondary' }] }),
  });
  jest.mocked(getCities).mockResolvedValue({ message: '', data: [{ name: 'Lahore', province: 'Punjab' }, { name: 'Karachi', province: 'Sindh' }, { name: 'Dera Ghazi Khan', province: 'Punjab' }] });
  jest.mocked(getProvinces).mockResolvedValue({ message: '', data: ['Punjab', 'Sindh', 'Islamabad Capital Territory'] });
  jest.mocked(getPrimarySkills).mockResolvedValue({ message: '', data: [{ id: 3, name: 'Software Development', parent_id: null }, { id: 4, name: 'Design & Creative', parent_id: null }] });
  jest.mocked(getSecondarySkills).mockResolvedValue({ message: '', data: [{ id: 31, name: 'Web Development', parent_id: 3 }, { id: 32, name: 'Mobile App Development', parent_id: 3 }] });
  jest.mocked(getNoticeChoice).mockResolvedValue({
    message: '',
    data: { channel: 'email', phone: null, sms_fallback: false, chosen_at: null, account_phone: '03001234567', offered: { whatsapp: true, sms: true } },
  });
  i18n.activate('ur');
});
afterEach(() => i18n.activate('en'));

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLSelectElement;
/** What a select shows a reader: each option's text, the placeholder left out. */
const shown = (select: HTMLSelectElement) => within(select).getAllByRole('option').filter((o) => (o as HTMLOptionElement).value).map((o) => o.textContent);

describe('the profile form in Urdu', () => {
  it('offers the cities, provinces and skills by their Urdu names, and saves their English as the profile keeps it', async () => {
    renderPage(<EditProfilePage />, { path: '/dashboard/edit-profile' });
    await screen.findByRole('option', { name: 'ویب ڈیولپمنٹ' });
    expect(shown(field('شہر'))).toEqual(['لاہور', 'کراچی', 'ڈیرہ غازی خان']);
    expect(shown(field('صوبہ'))).toEqual(['پنجاب', 'سندھ', 'وفاقی دارالحکومت اسلام آباد']);
    expect(shown(field('بنیادی مہارت'))).toEqual(['سافٹ ویئر ڈیولپمنٹ', 'ڈیزائن اور تخلیقی کام']);
    expect(shown(field('ثانوی مہارت'))).toEqual(['ویب ڈیولپمنٹ', 'موبائل ایپ ڈیولپمنٹ']);
    // The saved answers are chosen by their English values.
    expect(field('شہر')).toHaveValue('Lahore');
    expect(field('صوبہ')).toHaveValue('Punjab');
    expect(field('بنیادی مہارت')).toHaveValue('3');

    jest.mocked(saveProfile).mockResolvedValue({
      message: 'آپ کا پروفائل اپ ڈیٹ ہو گیا ہے۔',
      data: { member_id: 'm-17', is_profile_completed: true, phone: '03001234567', name: 'Ayesha Khan', email: 'ayesha@example.pk', role: 'member', language: 'ur' },
    });
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(field('شہر'), 'کراچی');
    // The city's province follows, by its Urdu name too.
    expect(field('صوبہ')).toHaveValue('Sindh');
    expect(within(field('صوبہ')).getByRole('option', { selected: true })).toHaveTextContent('سندھ');
    await user.click(screen.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }));
    await waitFor(() => expect(saveProfile).toHaveBeenCalledWith(expect.objectContaining({ city: 'Karachi', state: 'Sindh', primary_skill: 3 })));
  });
});
