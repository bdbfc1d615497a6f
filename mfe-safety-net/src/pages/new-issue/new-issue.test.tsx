import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { createIssue } from 'shared-api/issues';
import { answer } from '@test/api';
import { findNotification, renderPage } from '@test/render';
import { issue } from '../../features/issues/fixtures';
import NewIssuePage from './index';

jest.mock('shared-api/issues', () => ({ ...jest.requireActual('shared-api/issues'), createIssue: jest.fn() }));

const open = () => {
  renderPage(<NewIssuePage />, { path: '/dashboard/issues/new' });
  return userEvent.setup({ delay: null });
};

beforeEach(() => jest.resetAllMocks());

describe('new issue', () => {
  it('shows the spec’s message for each empty field and sends nothing', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Submit issue' }));
    expect(await screen.findByText('Please enter your title')).toBeInTheDocument();
    expect(screen.getByText('Please select your relevant topic')).toBeInTheDocument();
    expect(screen.getByText('Please explain your problem further')).toBeInTheDocument();
    expect(createIssue).not.toHaveBeenCalled();
  });

  it('offers the five topics of the spec', async () => {
    open();
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['General Query', 'Banking', 'Company Formaton & Taxation', 'Event Request', 'Discounts']));
  });

  it('sends the issue trimmed and opens its page', async () => {
    jest.mocked(createIssue).mockResolvedValue(answer(issue({ id: 31 }), 'Your issue has been submitted. Our team will respond soon.'));
    const user = open();
    await user.type(screen.getByLabelText(/Title/), '  Stuck payment  ');
    await user.selectOptions(screen.getByLabelText(/Topic/), 'Banking');
    await user.type(screen.getByLabelText(/Description/), 'It has been two weeks.');
    await user.click(screen.getByRole('button', { name: 'Submit issue' }));
    await waitFor(() => expect(createIssue).toHaveBeenCalledWith({ title: 'Stuck payment', topic: 'Banking', description: 'It has been two weeks.' }));
    await findNotification('Success', 'Your issue has been submitted. Our team will respond soon.');
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/dashboard/issues/31');
  });

  it('shows the server’s message beside a field it refuses', async () => {
    jest.mocked(createIssue).mockRejectedValue(new ApiError('The given data was invalid.', 422, { title: 'Please keep the title under 200 characters' }));
    const user = open();
    await user.type(screen.getByLabelText(/Title/), 'A title');
    await user.selectOptions(screen.getByLabelText(/Topic/), 'Discounts');
    await user.type(screen.getByLabelText(/Description/), 'Details.');
    await user.click(screen.getByRole('button', { name: 'Submit issue' }));
    expect(await screen.findByText('Please keep the title under 200 characters')).toBeInTheDocument();
    await findNotification('Error', 'The given data was invalid.');
  });
});
