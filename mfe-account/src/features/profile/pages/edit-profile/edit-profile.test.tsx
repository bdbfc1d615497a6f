import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSecondarySkills } from 'shared-api';
import { directoryKeys } from 'shared-api/directory';
import { queryClient } from 'shared-api/query';
import { findNotification, renderPage } from '@test/render';
import { answer } from '@test/api';
import { getNoticeChoice, setNoticeChoice } from '../../../notices/requests';
import type { NoticeChoice } from '../../../notices/shapes';
import { savedProfile } from '../../../testing/profile-fixture';
import { answerProfileFormCalls } from '../../../testing/profile-form-api';
import EditProfilePage from './index';
import { saveProfile } from '../../requests';

jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), saveProfile: jest.fn() }));
jest.mock('../../../notices/requests', () => ({ ...jest.requireActual('../../../notices/requests'), getNoticeChoice: jest.fn(), setNoticeChoice: jest.fn() }));
jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  getProfile: jest.fn(),
  getCities: jest.fn(),
  getProvinces: jest.fn(),
  getPrimarySkills: jest.fn(),
  getSecondarySkills: jest.fn(),
  uploadImage: jest.fn(),
}));

async function openEditor() {
  renderPage(<EditProfilePage />, { path: '/dashboard/edit-profile' });
  await screen.findByRole('form', { name: 'Profile' });
  await screen.findByRole('option', { name: 'Web development' });
}
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

const emailOnly: NoticeChoice = { channel: 'email', phone: null, sms_fallback: false, chosen_at: null, account_phone: '03001234567', offered: { whatsapp: true, sms: true } };

beforeEach(() => {
  jest.resetAllMocks();
  answerProfileFormCalls(savedProfile());
  jest.mocked(getNoticeChoice).mockResolvedValue(answer(emailOnly));
});

describe('edit profile form', () => {
  it('fills the personal and education fields from the saved profile', async () => {
    await openEditor();
    expect(field('Gender')).toHaveValue('Female');
    expect(field('Date of birth')).toHaveValue('1994-03-09');
    expect(field('City')).toHaveValue('Lahore');
    expect(field('State / Province')).toHaveValue('Punjab');
    expect(field('Country')).toHaveValue('Pakistan');
    expect(field('Degree')).toHaveValue('masters');
    expect(field('Field of study')).toHaveValue('Computer Science');
    expect(field('Institute')).toHaveValue('LUMS');
  });

  it('fills the professional fields and the overview from the saved profile', async () => {
    await openEditor();
    expect(field('Title')).toHaveValue('Full-stack developer');
    expect(field('Organisation')).toHaveValue('Khan Studio');
    expect(field('Designation')).toHaveValue('Founder');
    expect(field('Website')).toHaveValue('https://ayesha.example.pk');
    expect(field('LinkedIn profile')).toHaveValue('https://www.linkedin.com/in/ayesha');
    expect(field('Years of experience')).toHaveValue('Between 1-10 years');
    expect(field('Hourly rate')).toHaveValue(4500);
    expect(field('Availability')).toHaveValue('Part time');
    expect(field('Experience level')).toHaveValue('expert');
    expect(field('Overview')).toHaveValue(savedProfile().bio);
  });

  it('selects the saved primary and secondary skills, loading the secondary list for the saved primary', async () => {
    await openEditor();
    expect(field('Primary skill')).toHaveValue('3');
    expect(field('Secondary skill')).toHaveValue('31');
    expect(getSecondarySkills).toHaveBeenCalledWith(3);
  });

  it('checks the saved platforms and fills their links', async () => {
    await openEditor();
    expect(screen.getByRole('checkbox', { name: 'Fiverr' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Upwork' })).not.toBeChecked();
    expect(field('Fiverr profile link')).toHaveValue('https://www.fiverr.com/ayesha');
    expect(screen.getByRole('checkbox', { name: 'Other' })).toBeChecked();
    expect(field('Other platform name')).toHaveValue('Dribbble');
    expect(field('Other platform profile link')).toHaveValue('https://dribbble.com/ayesha');
  });

  it('shows the saved picture', async () => {
    await openEditor();
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', '/api/storage/avatars%2Fayesha.png');
  });

  it('saves the changes and stays on the form', async () => {
    jest.mocked(saveProfile).mockResolvedValue({
      message: 'Your profile has been updated.',
      data: { member_id: 'm-17', is_profile_completed: true, phone: '03001234567', name: 'Ayesha Khan', email: 'ayesha@example.pk', role: 'member', language: null },
    });
    await openEditor();
    const user = userEvent.setup({ delay: null });
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Product designer');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await findNotification('Success', 'Your profile has been updated.');
    expect(saveProfile).toHaveBeenCalledWith(expect.objectContaining({ title: 'Product designer' }));
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
    expect(field('Title')).toHaveValue('Product designer');
  });

  it('shows where the profile appears and saves another choice', async () => {
    jest.mocked(saveProfile).mockResolvedValue({
      message: 'Your profile has been saved.',
      data: { member_id: 'm-17', is_profile_completed: true, phone: '03001234567', name: 'Ayesha Khan', email: 'ayesha@example.pk', role: 'member', language: null },
    });
    answerProfileFormCalls(savedProfile({ directory_visibility: 'public' }));
    queryClient.setQueryData(directoryKeys.member('m-17'), { name: 'Ayesha Khan' });
    await openEditor();
    expect(field('Show my profile on')).toHaveValue('public');
    expect(screen.getByRole('option', { name: 'Our Voice and the member directory' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(field('Show my profile on'), 'Hidden');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await findNotification('Success', 'Your profile has been saved.');
    expect(saveProfile).toHaveBeenCalledWith(expect.objectContaining({ directory_visibility: 'hidden' }));
    // What the directory shows of the member is read again.
    expect(queryClient.getQueryState(directoryKeys.member('m-17'))?.isInvalidated).toBe(true);
  });

  it('offers WhatsApp or SMS notices below the profile, saved with their own button and not with the profile', async () => {
    jest.mocked(setNoticeChoice).mockResolvedValue(answer({ ...emailOnly, channel: 'sms', phone: '+923001234567', chosen_at: '2026-11-20T06:30:00.000Z' }, 'Your choice is saved.'));
    await openEditor();
    const notices = await screen.findByRole('region', { name: 'Notices on WhatsApp or SMS' });
    // Its own form, after the profile's.
    expect(screen.getByRole('form', { name: 'Profile' }).compareDocumentPosition(notices) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByRole('form', { name: 'Profile' })).queryByRole('radiogroup')).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(within(notices).getByRole('radio', { name: 'SMS' }));
    await user.click(within(notices).getByRole('button', { name: 'Save' }));
    await findNotification('Success', 'Your choice is saved.');
    expect(setNoticeChoice).toHaveBeenCalledWith({ channel: 'sms', phone: '03001234567', sms_fallback: false });
    expect(saveProfile).not.toHaveBeenCalled();
  });
});
