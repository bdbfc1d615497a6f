import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer } from '@test/api';
import { failure, mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { uploadIssueAttachment } from '../../api';
import { attachment, issue } from '../../fixtures';
import NewIssuePage from './index';

// An upload is a multipart body, which the page's own call sends: the test answers it by hand.
jest.mock('../../api', () => ({ ...jest.requireActual('../../api'), uploadIssueAttachment: jest.fn() }));

/** The server: keeps each issue sent and answers it with `answered`. */
function server(answered: ReturnType<typeof ok> | ReturnType<typeof failure> = ok(issue({ id: 31 }), 'Your issue has been submitted. Our team will respond soon.')) {
  const sent: unknown[] = [];
  mockApi({
    'POST /api/user/issues': ({ body }) => {
      sent.push(body);
      return answered;
    },
  });
  return sent;
}

const open = (at = '/dashboard/issues/new') => {
  renderPage(<NewIssuePage />, { path: '/dashboard/issues/new', at });
  return userEvent.setup({ delay: null });
};

beforeEach(() => jest.resetAllMocks());

describe('new issue', () => {
  it('shows the spec’s message for each empty field and sends nothing', async () => {
    const sent = server();
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Submit issue' }));
    expect(await screen.findByText('Please enter your title')).toBeInTheDocument();
    expect(screen.getByText('Please select your relevant topic')).toBeInTheDocument();
    expect(screen.getByText('Please explain your problem further')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('offers the five topics of the spec, and Tickets & payments', async () => {
    open();
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Select a topic', 'General Query', 'Banking', 'Company Formaton & Taxation', 'Event Request', 'Discounts', 'Tickets & payments']);
  });

  it('sends the order the issue is about, as Order History numbers it', async () => {
    const sent = server(ok(issue({ id: 32, order_id: 41 }), 'Your issue has been submitted. Our team will respond soon.'));
    const user = open();
    await user.type(screen.getByLabelText(/Title/), 'Charged twice');
    await user.selectOptions(screen.getByLabelText(/Topic/), 'Tickets & payments');
    await user.type(screen.getByLabelText(/Order number/), '#41');
    await user.type(screen.getByLabelText(/Description/), 'My card was charged twice.');
    await user.click(screen.getByRole('button', { name: 'Submit issue' }));
    await waitFor(() => expect(sent).toEqual([{ title: 'Charged twice', topic: 'Tickets & payments', description: 'My card was charged twice.', order_id: 41, attachments: [] }]));
  });

  it('says what an order number looks like when it is not one, and sends nothing', async () => {
    const sent = server();
    const user = open();
    await user.type(screen.getByLabelText(/Order number/), 'my last order');
    await user.click(screen.getByRole('button', { name: 'Submit issue' }));
    expect(await screen.findByText('Please enter an order number from your Order History, such as 41')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('takes at most five files, and sends the issue with the numbers of those uploaded', async () => {
    let next = 60;
    jest.mocked(uploadIssueAttachment).mockImplementation(async (file: File) => answer(attachment({ id: next++, name: file.name }), 'File attached.'));
    const sent = server(ok(issue({ id: 33 }), 'Your issue has been submitted. Our team will respond soon.'));
    const user = open();
    const input = screen.getByLabelText('Attach files');
    const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
    await user.upload(input, ['1', '2', '3', '4', '5', '6'].map((n) => pdf(`page-${n}.pdf`)));
    expect(await screen.findByText('You can attach up to 5 files.')).toBeInTheDocument();
    expect(uploadIssueAttachment).not.toHaveBeenCalled();
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Files to send' }).children).toHaveLength(2));
    await user.type(screen.getByLabelText(/Title/), 'Receipts');
    await user.selectOptions(screen.getByLabelText(/Topic/), 'Tickets & payments');
    await user.type(screen.getByLabelText(/Description/), 'Both receipts.');
    await user.click(screen.getByRole('button', { name: 'Submit issue' }));
    await waitFor(() => expect(sent).toEqual([{ title: 'Receipts', topic: 'Tickets & payments', description: 'Both receipts.', order_id: null, attachments: [60, 61] }]));
  });

  it('comes from an order with its number and the Tickets & payments topic filled in', async () => {
    open('/dashboard/issues/new?order=41');
    expect(await screen.findByLabelText(/Order number/)).toHaveValue('41');
    expect(screen.getByLabelText(/Topic/)).toHaveValue('Tickets & payments');
  });

  it('sends the issue trimmed and opens its page', async () => {
    const sent = server(ok(issue({ id: 31 }), 'Your issue has been submitted. Our team will respond soon.'));
    const user = open();
    await user.type(screen.getByLabelText(/Title/), '  Stuck payment  ');
    await user.selectOptions(screen.getByLabelText(/Topic/), 'Banking');
    await user.type(screen.getByLabelText(/Description/), 'It has been two weeks.');
    await user.click(screen.getByRole('button', { name: 'Submit issue' }));
    await waitFor(() => expect(sent).toEqual([{ title: 'Stuck payment', topic: 'Banking', description: 'It has been two weeks.', order_id: null, attachments: [] }]));
    await findNotification('Success', 'Your issue has been submitted. Our team will respond soon.');
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/dashboard/issues/31');
  });

  it('shows the server’s message beside a field it refuses', async () => {
    server(failure(422, 'The given data was invalid.', { title: 'Please keep the title under 200 characters' }));
    const user = open();
    await user.type(screen.getByLabelText(/Title/), 'A title');
    await user.selectOptions(screen.getByLabelText(/Topic/), 'Discounts');
    await user.type(screen.getByLabelText(/Description/), 'Details.');
    await user.click(screen.getByRole('button', { name: 'Submit issue' }));
    expect(await screen.findByText('Please keep the title under 200 characters')).toBeInTheDocument();
    await findNotification('Error', 'The given data was invalid.');
  });
});
