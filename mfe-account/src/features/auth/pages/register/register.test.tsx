import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, registerMember } from 'shared-api';
import { messages } from 'shared-api/validation';
import { findNotification, renderPage } from '@test/render';
import RegisterPage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), registerMember: jest.fn() }));
const registerMock = jest.mocked(registerMember);

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

beforeEach(() => {
  registerMock.mockReset();
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
    expect(registerMock).toHaveBeenCalledWith(complete);
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
