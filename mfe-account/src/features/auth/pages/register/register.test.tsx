import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, registerMember } from 'shared-api';
import { messages } from 'shared-api/validation';
import { answer } from '@test/api';
import { findNotification, renderPage } from '@test/render';
import { getNoticeChannels } from '../../../notices/requests';
import RegisterPage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), registerMember: jest.fn() }));
jest.mock('../../../notices/requests', () => ({ ...jest.requireActual('../../../notices/requests'), getNoticeChannels: jest.fn() }));
const registerMock = jest.mocked(registerMember);
const channelsMock = jest.mocked(getNoticeChannels);

const member = { member_id: 'm1', is_profile_completed: false, phone: '03001234567', name: 'Ayesha Khan', email: 'ayesha@example.pk', role: 'member' as const, language: null, api_token: 't' };
type User = ReturnType<typeof userEvent.setup>;

function openRegister(at = '/register') {
  renderPage(<RegisterPage />, { path: '/register', at });
  return userEvent.setup({ delay: null });
}

async function fillIn(user: User, values: Partial<Record<'name' | 'email' | 'phone' | 'password', string>>) {
  const labels = { name: 'Full name', email: 'Email', phone: 'Contact number', password: 'Password' } as const;
  for (const [field, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(new RegExp(labels[field as keyof typeof labels])), value);
  }
}

const complete = { name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '03001234567', password: 'long-enough-password' };
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Register' }));

const offer = (channels: { whatsapp: boolean; sms: boolean }) => channelsMock.mockResolvedValue(answer(channels));
const channels = () => within(screen.getByRole('radiogroup', { name: 'How should we send your notices?' }));
const findChannels = async () => within(await screen.findByRole('radiogroup', { name: 'How should we send your notices?' }));

beforeEach(() => {
  registerMock.mockReset();
  channelsMock.mockReset();
  // Until a test says which channels the site offers, they are not known yet: the form shows no choice.
  channelsMock.mockReturnValue(new Promise(() => {}));
  window.dataLayer = [];
});

describe('register page', () => {
  it('says the password rule under the password field before anything is typed', () => {
    openRegister();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 8 characters. Avoid common passwords and your name or e-mail.');
  });

  it('refuses, before sending, one of the most used passwords and one made of the member’s name or e-mail', async () => {
    const user = openRegister();
    await fillIn(user, { ...complete, password: 'password1' });
    await submit(user);
    expect(await screen.findByText(messages.passwordTooCommon)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Ayesha#2026');
    expect(await screen.findByText(messages.passwordNamesOwner)).toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('shows every required-field message when the form is sent empty', async () => {
    const user = openRegister();
    await submit(user);
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please input your email')).toBeInTheDocument();
    expect(screen.getByText('Please input your contact number')).toBeInTheDocument();
    expect(screen.getByText('Please input your password!')).toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('shows "The input is not valid email" for a malformed address', async () => {
    const user = openRegister();
    await fillIn(user, { ...complete, email: 'ayesha@' });
    await submit(user);
    expect(await screen.findByText('The input is not valid email')).toBeInTheDocument();
  });

  it('shows "password must be at least 8 characters !" for a 7-character password', async () => {
    const user = openRegister();
    await fillIn(user, { ...complete, password: 'seven77' });
    await submit(user);
    expect(await screen.findByText('password must be at least 8 characters !')).toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('registers with the entered details, shows the server message and records a Lead', async () => {
    registerMock.mockResolvedValue({ message: 'Welcome to the association!', data: member });
    const user = openRegister();
    await fillIn(user, complete);
    await submit(user);
    await findNotification('Success', 'Welcome to the association!');
    expect(registerMock).toHaveBeenCalledWith({ ...complete, notices: 'email' });
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'Lead' })]);
  });

  it('goes to /dashboard/membership after registering without a referrer', async () => {
    registerMock.mockResolvedValue({ message: 'Registered without a referrer', data: member });
    const user = openRegister();
    await fillIn(user, complete);
    await submit(user);
    await findNotification('Success', 'Registered without a referrer');
    expect(screen.getByTestId('navigated')).toHaveTextContent(/^\/dashboard\/membership$/);
  });

  it('goes to the referrer after registering', async () => {
    registerMock.mockResolvedValue({ message: 'Registered with a referrer', data: member });
    const user = openRegister('/register?referrer=%2Fdashboard%2Fmembership%2Fsurge%2Forder');
    await fillIn(user, complete);
    await submit(user);
    await findNotification('Success', 'Registered with a referrer');
    expect(screen.getByTestId('navigated')).toHaveTextContent(/^\/dashboard\/membership\/surge\/order$/);
  });

  it('shows the server message in an Error notification and the field errors on their fields', async () => {
    registerMock.mockRejectedValue(new ApiError('The form has errors.', 422, { email: 'This email is already registered.' }));
    const user = openRegister();
    await fillIn(user, complete);
    await submit(user);
    await findNotification('Error', 'The form has errors.');
    expect(screen.getByText('This email is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the form at once, then asks how notices should go: WhatsApp, SMS or e-mail only, e-mail only checked, with what it means', async () => {
    offer({ whatsapp: true, sms: true });
    openRegister();
    // The form does not wait for the channels.
    expect(screen.getByLabelText(/^Contact number/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    const group = await findChannels();
    expect(group.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['WhatsApp', 'SMS', 'E-mail only']);
    expect(group.getByRole('radio', { name: 'E-mail only' })).toBeChecked();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('We always send notices by e-mail too. You can change this later in your profile.');
  });

  it('offers only the channels this site sends on', async () => {
    offer({ whatsapp: true, sms: false });
    openRegister();
    expect((await findChannels()).getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['WhatsApp', 'E-mail only']);
  });

  it.each([
    ['sends on neither channel', () => offer({ whatsapp: false, sms: false })],
    ['cannot say which channels it sends on', () => channelsMock.mockRejectedValue(new ApiError('The server is busy.', 503))],
  ])('asks nothing about notices when the site %s, and registers with e-mail only', async (_when, answerChannels) => {
    answerChannels();
    registerMock.mockResolvedValue({ message: 'Welcome!', data: member });
    const user = openRegister();
    await waitFor(() => expect(channelsMock).toHaveBeenCalled());
    await fillIn(user, complete);
    await submit(user);
    await findNotification('Success', 'Welcome!');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(registerMock).toHaveBeenCalledWith({ ...complete, notices: 'email' });
  });

  it('sends the channel chosen', async () => {
    offer({ whatsapp: true, sms: true });
    registerMock.mockResolvedValue({ message: 'Welcome!', data: member });
    const user = openRegister();
    await user.click((await findChannels()).getByRole('radio', { name: 'WhatsApp' }));
    await fillIn(user, complete);
    await submit(user);
    await findNotification('Success', 'Welcome!');
    expect(registerMock).toHaveBeenCalledWith({ ...complete, notices: 'whatsapp' });
  });

  it('asks for a Pakistani mobile number on the phone when WhatsApp is chosen with a landline, and not with e-mail only', async () => {
    offer({ whatsapp: true, sms: true });
    registerMock.mockResolvedValue({ message: 'Welcome!', data: member });
    const user = openRegister();
    await fillIn(user, { ...complete, phone: '042 35761234' });
    await user.click((await findChannels()).getByRole('radio', { name: 'WhatsApp' }));
    await submit(user);
    expect(await screen.findByText(messages.mobileForNotices)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contact number/)).toHaveAttribute('aria-invalid', 'true');
    expect(registerMock).not.toHaveBeenCalled();

    await user.click(channels().getByRole('radio', { name: 'E-mail only' }));
    await waitFor(() => expect(screen.queryByText(messages.mobileForNotices)).not.toBeInTheDocument());
    await submit(user);
    await findNotification('Success', 'Welcome!');
    expect(registerMock).toHaveBeenCalledWith({ ...complete, phone: '042 35761234', notices: 'email' });
  });

  it('shows the server’s refusal of a channel under the choice', async () => {
    offer({ whatsapp: true, sms: true });
    registerMock.mockRejectedValue(new ApiError('SMS notices are not available at the moment. Please choose another way.', 422, { notices: 'SMS notices are not available at the moment. Please choose another way.' }));
    const user = openRegister();
    await user.click((await findChannels()).getByRole('radio', { name: 'SMS' }));
    await fillIn(user, complete);
    await submit(user);
    await waitFor(() => expect(channels().getByText('SMS notices are not available at the moment. Please choose another way.')).toBeInTheDocument());
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists four member benefits beside the form', () => {
    openRegister();
    const benefits = screen.getByRole('complementary', { name: 'Member benefits' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(4);
    expect(benefits).toHaveTextContent('Voice & Support group');
  });

  it('keeps the referrer on the link to the login page', () => {
    openRegister('/register?referrer=%2Fdashboard%2Fevents');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?referrer=%2Fdashboard%2Fevents');
  });
});
