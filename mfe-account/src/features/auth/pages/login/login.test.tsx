import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, sessionStore, signIn } from 'shared-api';
import { findNotification, renderPage } from '@test/render';
import LoginPage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), signIn: jest.fn() }));
const signInMock = jest.mocked(signIn);

const member = { member_id: 'm1', is_profile_completed: true, phone: '03001234567', name: 'Ayesha Khan', email: 'ayesha@example.pk', role: 'member' as const, language: null, token: 't' };
const answers = (message: string) => signInMock.mockResolvedValue({ message, data: member });

function openLogin(at = '/login') {
  renderPage(<LoginPage />, { path: '/login', at });
  return userEvent.setup({ delay: null });
}

async function signInAs(user: ReturnType<typeof userEvent.setup>, email = 'ayesha@example.pk', password = 'secret-password') {
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => signInMock.mockReset());

describe('login page', () => {
  it('is a form the browser can post itself, with the referrer, before or without the page’s script (decision 038)', () => {
    openLogin('/login?referrer=%2Fdashboard%2Fevents');
    const form = screen.getByRole('form', { name: 'Login' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/login');
    expect(form).toHaveAttribute('data-posts');
    expect(form.querySelector('input[type="hidden"][name="referrer"]')).toHaveValue('/dashboard/events');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('name', 'password');
  });

  it('says why the server sent a posted form back, from the reason it names; an unknown one says nothing', () => {
    openLogin('/login?failed=credentials');
    expect(screen.getByRole('alert')).toHaveTextContent('The e-mail address or password is not right. Please try again.');
  });

  it('says nothing for a reason it does not know', () => {
    openLogin('/login?failed=%3Cb%3Ehello');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the e-mail address and the password when both are empty', async () => {
    const user = openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('asks for a valid e-mail address when it is malformed', async () => {
    const user = openLogin();
    await signInAs(user, 'ayesha-at-example');
    expect(await screen.findByText('Please enter a valid e-mail address, such as name@example.com')).toBeInTheDocument();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('sends the email and password and shows the server message in a Success notification', async () => {
    answers('Welcome back, Ayesha');
    const user = openLogin();
    await signInAs(user);
    await findNotification('Success', 'Welcome back, Ayesha');
    expect(signInMock).toHaveBeenCalledWith({ email: 'ayesha@example.pk', password: 'secret-password' });
  });

  it('goes to /dashboard/membership after signing in without a referrer', async () => {
    answers('Signed in without referrer');
    const user = openLogin();
    await signInAs(user);
    await findNotification('Success', 'Signed in without referrer');
    expect(screen.getByTestId('navigated')).toHaveTextContent(/^\/dashboard\/membership$/);
  });

  it('takes staff to the staff home after signing in without a referrer', async () => {
    signInMock.mockImplementation(async () => {
      // What the real call does: the session holds the account's role.
      sessionStore.getState().signIn('t', { ...member, role: 'staff' });
      return { message: 'Signed in as staff', data: { ...member, role: 'staff' } };
    });
    const user = openLogin();
    await signInAs(user);
    await findNotification('Success', 'Signed in as staff');
    expect(screen.getByTestId('navigated')).toHaveTextContent(/^\/staff$/);
    sessionStore.getState().signOut();
  });

  it('goes back to the referrer after signing in', async () => {
    answers('Signed in with referrer');
    const user = openLogin('/login?referrer=%2Fdashboard%2Fpeers%3Fpage%3D2');
    await signInAs(user);
    await findNotification('Success', 'Signed in with referrer');
    expect(screen.getByTestId('navigated')).toHaveTextContent(/^\/dashboard\/peers\?page=2$/);
  });

  it('says why when a member profile sent the visitor here, and goes back to that profile after signing in', async () => {
    answers('Signed in from a profile');
    const user = openLogin('/login?referrer=%2Fmember%2Fayesha1234567890');
    expect(screen.getByText('Sign in to view member profiles.')).toBeInTheDocument();
    await signInAs(user);
    await findNotification('Success', 'Signed in from a profile');
    expect(screen.getByTestId('navigated')).toHaveTextContent(/^\/member\/ayesha1234567890$/);
  });

  it('gives no reason when the visitor came to sign in on their own', () => {
    openLogin('/login?referrer=%2Fdashboard%2Fevents');
    expect(screen.queryByText('Sign in to view member profiles.')).not.toBeInTheDocument();
  });

  it('ignores a referrer that points to another site', async () => {
    answers('Signed in with a foreign referrer');
    const user = openLogin('/login?referrer=%2F%2Fevil.example%2Fphish');
    await signInAs(user);
    await findNotification('Success', 'Signed in with a foreign referrer');
    expect(screen.getByTestId('navigated')).toHaveTextContent(/^\/dashboard\/membership$/);
  });

  it('shows the server message in an Error notification when the sign-in is refused', async () => {
    signInMock.mockRejectedValue(new ApiError('The e-mail address or password is not right. Please try again.', 401));
    const user = openLogin();
    await signInAs(user);
    await findNotification('Error', 'The e-mail address or password is not right. Please try again.');
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
  });

  it('says a wrong password beside the form, above the Login button, as well as in the notification', async () => {
    signInMock.mockRejectedValue(new ApiError('The e-mail address or password is not right. Please try again.', 401));
    const user = openLogin();
    await signInAs(user);
    const inline = await screen.findByText('The e-mail address or password is not right. Please try again.', { selector: 'form *' });
    const alert = inline.closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeInTheDocument();
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: 'Login' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await findNotification('Error', 'The e-mail address or password is not right. Please try again.');
    expect(alert).toBeInTheDocument();
  });

  it('says other refusals beside the form too, and clears the message when the member tries again', async () => {
    signInMock.mockRejectedValueOnce(new ApiError('Too many sign-in attempts. Please try again in 15 minutes.', 429));
    const user = openLogin();
    await signInAs(user);
    expect(await screen.findByText('Too many sign-in attempts. Please try again in 15 minutes.', { selector: 'form *' })).toBeInTheDocument();
    await findNotification('Error', 'Too many sign-in attempts. Please try again in 15 minutes.');
    answers('Welcome back');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await findNotification('Success', 'Welcome back');
    expect(screen.queryByText('Too many sign-in attempts. Please try again in 15 minutes.')).not.toBeInTheDocument();
  });

  it('puts field refusals on their fields, not in the alert beside the form', async () => {
    signInMock.mockRejectedValue(new ApiError('The given data was invalid.', 422, { email: 'Please enter a valid e-mail address, such as name@example.com' }));
    const user = openLogin();
    await signInAs(user);
    expect(await screen.findByText('Please enter a valid e-mail address, such as name@example.com')).toBeInTheDocument();
    await findNotification('Error', 'The given data was invalid.');
    expect(screen.queryByText('The given data was invalid.', { selector: 'form *' })).not.toBeInTheDocument();
  });

  it('links to Sign Up carrying the referrer, and to the password reset', () => {
    openLogin('/login?referrer=%2Fdashboard%2Fevents');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register?referrer=%2Fdashboard%2Fevents');
    expect(screen.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/forgot-password');
  });
});
