import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getSecondarySkills, uploadImage } from 'shared-api';
import { findNotification, renderPage } from '@test/render';
import { blankProfile, savedProfile } from '../../../testing/profile-fixture';
import { answerProfileFormCalls } from '../../../testing/profile-form-api';
import CompleteProfilePage from './index';
import { saveProfile } from '../../requests';

jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), saveProfile: jest.fn() }));
jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  getProfile: jest.fn(),
  getCities: jest.fn(),
  getProvinces: jest.fn(),
  getPrimarySkills: jest.fn(),
  getSecondarySkills: jest.fn(),
  uploadImage: jest.fn(),
}));

async function openForm(at = '/dashboard/complete-profile') {
  renderPage(<CompleteProfilePage />, { path: '/dashboard/complete-profile', at });
  await screen.findByRole('form', { name: 'Profile' });
  // The lists fill in once their calls answer.
  await screen.findByRole('option', { name: 'Development' });
  return userEvent.setup({ delay: null, applyAccept: false });
}
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Save profile' }));

/** Fixes the clock's date only: the form's timers and the user's typing run as ever. */
function onlyTheDateIs(at: string) {
  jest.useFakeTimers({
    now: new Date(at),
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}
afterEach(() => jest.useRealTimers());

beforeEach(() => {
  jest.resetAllMocks();
  answerProfileFormCalls(blankProfile());
  URL.createObjectURL = jest.fn(() => 'blob:chosen-picture');
  URL.revokeObjectURL = jest.fn();
});

describe('complete profile form', () => {
  it('shows a message on every required field when sent empty', async () => {
    const user = await openForm();
    await save(user);
    for (const message of [
      'Your picture is required',
      'Please select your gender',
      'Please select your city',
      'Please select your state',
      'Please select your degree',
      'Please enter your field of study',
      'Please enter your institute',
      'Please enter your title',
      'Please enter your LinkedIn profile link',
      'Please select your primary skill',
      'Please select your years of experience',
      'Please enter your hourly rate',
      'Please select your availability',
      'Please select your experience level',
      'Please write an overview of yourself',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(saveProfile).not.toHaveBeenCalled();
  });

  it('starts with Pakistan as the country and today as the date of birth', async () => {
    onlyTheDateIs('2026-11-23T12:00:00+05:00');
    await openForm();
    expect(screen.getByLabelText(/^Country/)).toHaveValue('Pakistan');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('2026-11-23');
  });

  it('shows "Your overview is too small." for an overview under 100 characters', async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText(/^Overview/), 'I design logos.');
    await save(user);
    expect(await screen.findByText('Your overview is too small.')).toBeInTheDocument();
  });

  it('counts the overview characters as they are typed', async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText(/^Overview/), 'I design logos.');
    expect(screen.getByText('15 characters (100–3000)')).toBeInTheDocument();
  });

  it('refuses a picture that is not JPG or PNG before uploading it', async () => {
    const user = await openForm();
    await user.upload(screen.getByLabelText(/^Profile picture/), new File(['gif'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('You can only upload JPG/PNG file!')).toBeInTheDocument();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('refuses a picture larger than 2 MB before uploading it', async () => {
    const user = await openForm();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Profile picture/), big);
    expect(await screen.findByText('Image must smaller than 2MB!')).toBeInTheDocument();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('uploads a chosen JPG and previews it', async () => {
    jest.mocked(uploadImage).mockResolvedValue({ message: 'Image uploaded.', data: 'avatars/new.jpg' });
    const user = await openForm();
    const picture = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(/^Profile picture/), picture);
    expect(uploadImage).toHaveBeenCalledWith(picture);
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', 'blob:chosen-picture');
    await save(user);
    await screen.findByText('Please select your gender');
    expect(screen.queryByText('Your picture is required')).not.toBeInTheDocument();
  });

  it('shows the secondary skill only once a primary skill is chosen, with that skill\'s list', async () => {
    const user = await openForm();
    expect(screen.queryByLabelText(/^Secondary skill/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Primary skill/), 'Development');
    expect(await screen.findByRole('option', { name: 'Web development' })).toBeInTheDocument();
    expect(getSecondarySkills).toHaveBeenLastCalledWith(3);
  });

  it('clears the secondary skill and reloads the list when the primary skill changes', async () => {
    const user = await openForm();
    await user.selectOptions(screen.getByLabelText(/^Primary skill/), 'Development');
    await user.selectOptions(screen.getByLabelText(/^Secondary skill/), await screen.findByRole('option', { name: 'Web development' }));
    await user.selectOptions(screen.getByLabelText(/^Primary skill/), 'Design');
    expect(await screen.findByRole('option', { name: 'Logo design' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Web development' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Secondary skill/)).toHaveValue('');
    expect(getSecondarySkills).toHaveBeenLastCalledWith(4);
  });

  it('asks for the secondary skill once a primary skill is chosen', async () => {
    const user = await openForm();
    await user.selectOptions(screen.getByLabelText(/^Primary skill/), 'Development');
    await save(user);
    expect(await screen.findByText('Please select your secondary skill')).toBeInTheDocument();
  });

  it('reveals the link field of a checked platform and requires a valid URL in it', async () => {
    const user = await openForm();
    expect(screen.queryByLabelText(/^Fiverr profile link/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Fiverr' }));
    await user.type(screen.getByLabelText(/^Fiverr profile link/), 'my fiverr page');
    await save(user);
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
  });

  it('reveals a name and a link field for another platform', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await save(user);
    expect(await screen.findByText('Please enter the name of the platform')).toBeInTheDocument();
    expect(screen.getByText('Please enter your other platform profile link')).toBeInTheDocument();
  });

  describe('saving', () => {
    const details = { member_id: 'm-17', is_profile_completed: true, phone: '03001234567', name: 'Ayesha Khan', email: 'ayesha@example.pk', role: 'member' as const, language: null };
    beforeEach(() => {
      answerProfileFormCalls(savedProfile({ is_profile_completed: false }));
      window.dataLayer = [];
    });

    it('sends the profile as the schema reads it, shows the server message and records CompleteRegistration', async () => {
      jest.mocked(saveProfile).mockResolvedValue({ message: 'Your profile has been saved.', data: details });
      const user = await openForm();
      await save(user);
      await findNotification('Success', 'Your profile has been saved.');
      expect(saveProfile).toHaveBeenCalledWith(
        expect.objectContaining({
          avatar: 'avatars/ayesha.png',
          primary_skill: 3,
          secondary_skill: 31,
          hourly_rate: 4500,
          platforms: ['fiverr', 'otherplatform'],
          fiverr: 'https://www.fiverr.com/ayesha',
          otherplatform_name: 'Dribbble',
          otherplatform: 'https://dribbble.com/ayesha',
        }),
      );
      expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'CompleteRegistration' })]);
    });

    it('saves today as the date of birth when the member leaves it as it starts, also just after midnight in Karachi', async () => {
      // 02:00 in Karachi is still the day before in UTC: the date that starts the field passes the past-date rule.
      onlyTheDateIs('2026-11-23T02:00:00+05:00');
      answerProfileFormCalls(savedProfile({ is_profile_completed: false, birthdate: null }));
      jest.mocked(saveProfile).mockResolvedValue({ message: 'Saved with today.', data: details });
      const user = await openForm();
      expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('2026-11-22');
      await save(user);
      await findNotification('Success', 'Saved with today.');
      expect(saveProfile).toHaveBeenCalledWith(expect.objectContaining({ birthdate: '2026-11-22' }));
    });

    it('leaves out the links of platforms that are not checked', async () => {
      jest.mocked(saveProfile).mockResolvedValue({ message: 'Saved without Fiverr.', data: details });
      const user = await openForm();
      await user.click(screen.getByRole('checkbox', { name: 'Fiverr' }));
      await save(user);
      await findNotification('Success', 'Saved without Fiverr.');
      expect(jest.mocked(saveProfile).mock.calls[0][0]).not.toHaveProperty('fiverr');
    });

    it('goes back to the referrer after saving', async () => {
      jest.mocked(saveProfile).mockResolvedValue({ message: 'Saved with a referrer.', data: details });
      const user = await openForm('/dashboard/complete-profile?referrer=%2Fdashboard%2Fbank-account');
      await save(user);
      await findNotification('Success', 'Saved with a referrer.');
      expect(screen.getByTestId('navigated')).toHaveTextContent(/^\/dashboard\/bank-account$/);
    });

    it('goes back to the plan order it came from', async () => {
      jest.mocked(saveProfile).mockResolvedValue({ message: 'Saved from the order.', data: details });
      const user = await openForm('/dashboard/complete-profile?referrer=%2Fdashboard%2Fmembership%2FSurge%2Forder');
      await save(user);
      await findNotification('Success', 'Saved from the order.');
      expect(screen.getByTestId('navigated')).toHaveTextContent(/^\/dashboard\/membership\/Surge\/order$/);
    });

    it('goes to /profile after saving with a referrer on another site', async () => {
      jest.mocked(saveProfile).mockResolvedValue({ message: 'Saved with a foreign referrer.', data: details });
      const user = await openForm('/dashboard/complete-profile?referrer=%2F%2Fevil.example%2Fdashboard');
      await save(user);
      await findNotification('Success', 'Saved with a foreign referrer.');
      expect(screen.getByTestId('navigated')).toHaveTextContent(/^\/profile$/);
    });

    it('goes to /profile after saving without a referrer', async () => {
      jest.mocked(saveProfile).mockResolvedValue({ message: 'Saved without a referrer.', data: details });
      const user = await openForm();
      await save(user);
      await findNotification('Success', 'Saved without a referrer.');
      expect(screen.getByTestId('navigated')).toHaveTextContent(/^\/profile$/);
    });

    it('shows the server message in an Error notification and its field errors on the fields', async () => {
      jest.mocked(saveProfile).mockRejectedValue(new ApiError('Please check the form.', 422, { avatar: 'Please upload your picture again.' }));
      const user = await openForm();
      await save(user);
      await findNotification('Error', 'Please check the form.');
      expect(screen.getByText('Please upload your picture again.')).toBeInTheDocument();
      expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
    });
  });
});
