import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getProfile } from 'shared-api';
import { messages } from 'shared-api/validation';
import { findNotification, renderPage } from '@test/render';
import { answer } from '@test/api';
import { updateAccount, updatePassword } from '../../requests';
import { savedProfile } from '../../../testing/profile-fixture';
import ProfilePage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), getProfile: jest.fn() }));
jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), updateAccount: jest.fn(), updatePassword: jest.fn() }));
const getProfileMock = jest.mocked(getProfile);
const updateAccountMock = jest.mocked(updateAccount);
const updatePasswordMock = jest.mocked(updatePassword);
type User = ReturnType<typeof userEvent.setup>;

async function openProfile() {
  renderPage(<ProfilePage />, { path: '/profile' });
  await screen.findByRole('heading', { name: 'Welcome, Ayesha Khan' });
  return userEvent.setup({ delay: null });
}
const accountForm = () => within(screen.getByRole('form', { name: 'Profile update' }));
const passwordForm = () => within(screen.getByRole('form', { name: 'Password update' }));

async function changePassword(user: User, old: string, next: string, confirmation: string) {
  const form = passwordForm();
  if (old) await user.type(form.getByLabelText(/^Current password/), old);
  if (next) await user.type(form.getByLabelText(/^New password/), next);
  if (confirmation) await user.type(form.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(form.getByRole('button', { name: 'Update password' }));
}

beforeEach(() => {
  jest.resetAllMocks();
  getProfileMock.mockResolvedValue(answer(savedProfile()));
});

describe('profile page', () => {
  it('welcomes the member by name and shows the MEMBER ID', async () => {
    await openProfile();
    expect(screen.getByText('MEMBER ID')).toBeInTheDocument();
    expect(screen.getByText('PFA-000017')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your full profile' })).toHaveAttribute('href', '/dashboard/edit-profile');
  });

  it('fills the profile update form with the saved name, email and phone', async () => {
    await openProfile();
    expect(accountForm().getByLabelText(/Full name/)).toHaveValue('Ayesha Khan');
    expect(accountForm().getByLabelText(/Email/)).toHaveValue('ayesha@example.pk');
    expect(accountForm().getByLabelText(/Contact number/)).toHaveValue('03001234567');
  });

  it('shows the register messages when the profile update fields are emptied', async () => {
    const user = await openProfile();
    for (const label of [/Full name/, /Email/, /Contact number/]) await user.clear(accountForm().getByLabelText(label));
    await user.click(accountForm().getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please input your email')).toBeInTheDocument();
    expect(screen.getByText('Please input your contact number')).toBeInTheDocument();
    expect(updateAccountMock).not.toHaveBeenCalled();
  });

  it('shows "The input is not valid email" in the profile update form', async () => {
    const user = await openProfile();
    await user.clear(accountForm().getByLabelText(/Email/));
    await user.type(accountForm().getByLabelText(/Email/), 'ayesha.example.pk');
    await user.click(accountForm().getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText('The input is not valid email')).toBeInTheDocument();
  });

  it('saves the new name and greets the member with it', async () => {
    updateAccountMock.mockResolvedValue({ message: 'Your profile has been updated.', data: { api_token: 'new' } });
    const user = await openProfile();
    await user.clear(accountForm().getByLabelText(/Full name/));
    await user.type(accountForm().getByLabelText(/Full name/), 'Ayesha K. Malik');
    await user.click(accountForm().getByRole('button', { name: 'Update profile' }));
    await findNotification('Success', 'Your profile has been updated.');
    expect(updateAccountMock).toHaveBeenCalledWith({ name: 'Ayesha K. Malik', email: 'ayesha@example.pk', phone: '03001234567' });
    expect(screen.getByRole('heading', { name: 'Welcome, Ayesha K. Malik' })).toBeInTheDocument();
  });

  it('asks for the current password only when the e-mail changes, and sends it with the new address', async () => {
    updateAccountMock.mockResolvedValue({
      message: 'Your profile has been updated. We sent a link to ayesha@new.pk: your e-mail changes when you open it.',
      data: { api_token: 'new', email: 'ayesha@example.pk' },
    });
    const user = await openProfile();
    expect(accountForm().queryByLabelText(/Current password/)).not.toBeInTheDocument();
    await user.clear(accountForm().getByLabelText(/Email/));
    await user.type(accountForm().getByLabelText(/Email/), 'ayesha@new.pk');
    await user.click(accountForm().getByRole('button', { name: 'Update profile' }));
    expect(await accountForm().findByText(messages.currentPasswordForEmail)).toBeInTheDocument();
    expect(updateAccountMock).not.toHaveBeenCalled();
    await user.type(accountForm().getByLabelText(/Current password/), 'my-secret-pass');
    await user.click(accountForm().getByRole('button', { name: 'Update profile' }));
    await findNotification('Success', 'Your profile has been updated. We sent a link to ayesha@new.pk: your e-mail changes when you open it.');
    expect(updateAccountMock).toHaveBeenCalledWith({ name: 'Ayesha Khan', email: 'ayesha@new.pk', phone: '03001234567', current_password: 'my-secret-pass' });
    // Until confirmed, the form shows the address the member still signs in with.
    expect(accountForm().getByLabelText(/Email/)).toHaveValue('ayesha@example.pk');
    expect(accountForm().queryByLabelText(/Current password/)).not.toBeInTheDocument();
  });

  it('shows the server message in an Error notification when the profile update is refused', async () => {
    updateAccountMock.mockRejectedValue(new ApiError('This email is already taken.', 422, { email: 'This email is already taken.' }));
    const user = await openProfile();
    await user.click(accountForm().getByRole('button', { name: 'Update profile' }));
    await findNotification('Error', 'This email is already taken.');
    expect(accountForm().getByText('This email is already taken.')).toBeInTheDocument();
  });

  it('says the password rule under the new password before anything is typed', async () => {
    await openProfile();
    expect(passwordForm().getByLabelText(/^New password/)).toHaveAccessibleDescription('At least 8 characters. Avoid common passwords and your name or e-mail.');
  });

  it('asks for every password field when the password form is sent empty', async () => {
    const user = await openProfile();
    await changePassword(user, '', '', '');
    expect(await passwordForm().findByText('Please enter your current password')).toBeInTheDocument();
    expect(passwordForm().getByText('Please choose a new password')).toBeInTheDocument();
    expect(passwordForm().getByText('Please type your new password again')).toBeInTheDocument();
  });

  it('shows "Your new password needs at least 8 characters" for a short new password', async () => {
    const user = await openProfile();
    await changePassword(user, 'current-password', 'short', 'short');
    expect(await passwordForm().findByText('Your new password needs at least 8 characters')).toBeInTheDocument();
    expect(updatePasswordMock).not.toHaveBeenCalled();
  });

  it('refuses a new password holding the member’s own name or e-mail name before sending', async () => {
    const user = await openProfile();
    await changePassword(user, 'current-password', 'khan-lahore-2026', 'khan-lahore-2026');
    expect(await passwordForm().findByText(messages.passwordNamesOwner)).toBeInTheDocument();
    expect(updatePasswordMock).not.toHaveBeenCalled();
  });

  it('says so when the new password and its confirmation differ', async () => {
    const user = await openProfile();
    await changePassword(user, 'current-password', 'a-new-password', 'another-password');
    expect(await passwordForm().findByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
  });

  it('changes the password and empties the form', async () => {
    updatePasswordMock.mockResolvedValue({ message: 'Your password has been changed.', data: null });
    const user = await openProfile();
    await changePassword(user, 'current-password', 'a-new-password', 'a-new-password');
    await findNotification('Success', 'Your password has been changed.');
    expect(updatePasswordMock).toHaveBeenCalledWith({ old_password: 'current-password', password: 'a-new-password', password_confirmation: 'a-new-password' });
    expect(passwordForm().getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows the server message in an Error notification when the current password is wrong', async () => {
    updatePasswordMock.mockRejectedValue(new ApiError('Your current password is incorrect.', 422));
    const user = await openProfile();
    await changePassword(user, 'wrong-password', 'a-new-password', 'a-new-password');
    await findNotification('Error', 'Your current password is incorrect.');
  });

  it('explains when the profile cannot be loaded and loads it again on request', async () => {
    getProfileMock.mockRejectedValueOnce(new ApiError('An error occurred while making the request. Please try again later.', 0));
    renderPage(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your profile");
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ayesha Khan' })).toBeInTheDocument();
  });
});
