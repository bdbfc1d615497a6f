import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@test/render';
import { answer, pageOf, publication } from '../../../testing/fixtures';
import { getPublications, requestPublication } from '../../public-calls';
import PublicationsPage from './index';

jest.mock('../../public-calls', () => ({ ...jest.requireActual('../../public-calls'), getPublications: jest.fn(), requestPublication: jest.fn() }));
const requestMock = jest.mocked(requestPublication);

beforeEach(() => {
  jest.mocked(getPublications).mockResolvedValue(answer(pageOf([publication])));
  requestMock.mockReset();
});

async function openForm() {
  const user = userEvent.setup();
  renderPage(<PublicationsPage />, { path: '/publications' });
  await user.click(await screen.findByRole('button', { name: `Download ${publication.title}` }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('publications page', () => {
  it('shows each of the spec’s messages when the form is sent empty, and sends nothing', async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Send me the report' }));
    for (const message of ['Please enter your full name', 'Please input your email', 'Please input your contact number', 'Please enter your Organization', 'Please enter your Designation']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('checks the name and the e-mail as soon as the visitor leaves them', async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByLabelText(/Full name/));
    await user.type(within(dialog).getByLabelText(/Email/), 'nadia-at-lums');
    await user.click(within(dialog).getByLabelText(/Organization/));
    expect(await within(dialog).findByText('Please enter your full name')).toBeInTheDocument();
    expect(within(dialog).getByText('The input is not valid email')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/Designation/));
    expect(await within(dialog).findByText('Please enter your Organization')).toBeInTheDocument();
  });

  it('sends the request and says the report was e-mailed', async () => {
    requestMock.mockResolvedValue(answer({ publication_id: 3, email: 'nadia@lums.example', title: publication.title }, 'The report has been sent to nadia@lums.example. Please check your inbox.'));
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/Full name/), 'Nadia Parveen');
    await user.type(within(dialog).getByLabelText(/Email/), 'nadia@lums.example');
    await user.type(within(dialog).getByLabelText(/Phone/), '0321 5550198');
    await user.type(within(dialog).getByLabelText(/Organization/), 'LUMS');
    await user.type(within(dialog).getByLabelText(/Designation/), 'Research Associate');
    await user.click(within(dialog).getByRole('button', { name: 'Send me the report' }));
    expect(await screen.findByText('The report has been sent to nadia@lums.example. Please check your inbox.')).toBeInTheDocument();
    expect(requestMock).toHaveBeenCalledWith({ name: 'Nadia Parveen', email: 'nadia@lums.example', phone: '0321 5550198', organization: 'LUMS', designation: 'Research Associate', publication_id: 3 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
