import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { queryClient } from 'shared-api/query';
import { findNotification, renderPage } from '@test/render';
import { answer } from '@test/api';
import { NoticeChoiceSection } from './NoticeChoiceSection';
import { getNoticeChoice, noticeKeys, setNoticeChoice } from './requests';
import type { NoticeChoice } from './shapes';

jest.mock('./requests', () => ({ ...jest.requireActual('./requests'), getNoticeChoice: jest.fn(), setNoticeChoice: jest.fn() }));

const emailOnly: NoticeChoice = {
  channel: 'email',
  phone: null,
  sms_fallback: false,
  chosen_at: null,
  account_phone: '0300 1234567',
  offered: { whatsapp: true, sms: true },
};
const onWhatsApp: NoticeChoice = { ...emailOnly, channel: 'whatsapp', phone: '+923331234567', sms_fallback: true, chosen_at: '2026-11-20T06:30:00.000Z' };

const open = async (choice: NoticeChoice) => {
  jest.mocked(getNoticeChoice).mockResolvedValue(answer(choice));
  renderPage(<NoticeChoiceSection />, { path: '/dashboard/edit-profile' });
  await screen.findByRole('heading', { name: 'Notices on WhatsApp or SMS' });
  return userEvent.setup({ delay: null });
};
const channels = () => within(screen.getByRole('radiogroup', { name: 'How should we send your notices?' }));

beforeEach(() => jest.resetAllMocks());

describe('the member’s choice of WhatsApp or SMS notices', () => {
  it('says e-mail always goes, and offers WhatsApp, SMS and e-mail only with the saved choice checked', async () => {
    await open(emailOnly);
    expect(screen.getByText(/^We always send notices by e-mail\. Choose WhatsApp or SMS/)).toBeInTheDocument();
    expect(channels().getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['WhatsApp', 'SMS', 'E-mail only']);
    expect(channels().getByRole('radio', { name: 'E-mail only' })).toBeChecked();
    expect(screen.getByText('You get notices by e-mail only.')).toBeInTheDocument();
    expect(screen.queryByText(/Reply STOP/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Mobile number for notices/)).not.toBeInTheDocument();
  });

  it('shows only the channels this site sends on', async () => {
    await open({ ...emailOnly, offered: { whatsapp: false, sms: true } });
    expect(channels().getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['SMS', 'E-mail only']);
  });

  it('shows nothing on a site that sends on neither channel', async () => {
    jest.mocked(getNoticeChoice).mockResolvedValue(answer({ ...emailOnly, offered: { whatsapp: false, sms: false } }));
    renderPage(<NoticeChoiceSection />, { path: '/dashboard/edit-profile' });
    await waitFor(() => expect(queryClient.getQueryState(noticeKeys.choice)?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: 'Notices on WhatsApp or SMS' })).not.toBeInTheDocument();
  });

  it('asks for the number, prefilled with the account’s phone, and offers the SMS fallback when WhatsApp is chosen', async () => {
    const user = await open(emailOnly);
    await user.click(channels().getByRole('radio', { name: 'WhatsApp' }));
    const phone = screen.getByLabelText(/^Mobile number for notices/);
    expect(phone).toHaveValue('0300 1234567');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByText('A Pakistani mobile number, like 0300 1234567')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'If a WhatsApp message fails, send it by SMS' })).not.toBeChecked();

    await user.click(channels().getByRole('radio', { name: 'SMS' }));
    expect(screen.getByLabelText(/^Mobile number for notices/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'If a WhatsApp message fails, send it by SMS' })).not.toBeInTheDocument();
  });

  it('offers no SMS fallback where SMS is not set up', async () => {
    const user = await open({ ...emailOnly, offered: { whatsapp: true, sms: false } });
    await user.click(channels().getByRole('radio', { name: 'WhatsApp' }));
    expect(screen.getByLabelText(/^Mobile number for notices/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows the saved choice with its date, its number, and how to stop messages', async () => {
    await open(onWhatsApp);
    expect(channels().getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    expect(screen.getByLabelText(/^Mobile number for notices/)).toHaveValue('+923331234567');
    expect(screen.getByRole('checkbox', { name: 'If a WhatsApp message fails, send it by SMS' })).toBeChecked();
    expect(screen.getByText(/You chose WhatsApp on 20 November 2026\./)).toHaveTextContent('Reply STOP to any message to stop it.');
  });

  it('says "Please enter a Pakistani mobile number, like 0300 1234567 or +92 300 1234567" for a landline, and sends nothing', async () => {
    const user = await open(emailOnly);
    await user.click(channels().getByRole('radio', { name: 'SMS' }));
    const phone = screen.getByLabelText(/^Mobile number for notices/);
    await user.clear(phone);
    await user.type(phone, '042 35761234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a Pakistani mobile number, like 0300 1234567 or +92 300 1234567')).toBeInTheDocument();
    expect(setNoticeChoice).not.toHaveBeenCalled();
  });

  it('saves the channel, the number and the SMS fallback, and says so', async () => {
    jest.mocked(setNoticeChoice).mockResolvedValue(answer(onWhatsApp, 'Your choice is saved.'));
    const user = await open(emailOnly);
    await user.click(channels().getByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('checkbox', { name: 'If a WhatsApp message fails, send it by SMS' }));
    jest.mocked(getNoticeChoice).mockResolvedValue(answer(onWhatsApp));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(setNoticeChoice).toHaveBeenCalledWith({ channel: 'whatsapp', phone: '0300 1234567', sms_fallback: true }));
    await findNotification('Success', 'Your choice is saved.');
    expect(await screen.findByText(/You chose WhatsApp on 20 November 2026\./)).toBeInTheDocument();
  });

  it('sends no number and no fallback with e-mail only', async () => {
    jest.mocked(setNoticeChoice).mockResolvedValue(answer(emailOnly, ''));
    const user = await open(onWhatsApp);
    await user.click(channels().getByRole('radio', { name: 'E-mail only' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(setNoticeChoice).toHaveBeenCalledWith({ channel: 'email', phone: null, sms_fallback: false }));
    // The server said nothing: the page says it in its own words.
    await findNotification('Success', 'Your choice is saved.');
  });

  it('shows the server’s refusal on its field', async () => {
    jest.mocked(setNoticeChoice).mockRejectedValue(
      new ApiError('SMS notices are not available at the moment. Please choose another way.', 422, { channel: 'SMS notices are not available at the moment. Please choose another way.' }),
    );
    const user = await open(emailOnly);
    await user.click(channels().getByRole('radio', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const group = await screen.findByRole('radiogroup', { name: 'How should we send your notices?' });
    await waitFor(() => expect(group).toHaveAccessibleDescription('SMS notices are not available at the moment. Please choose another way.'));
    await findNotification('Error', 'SMS notices are not available at the moment. Please choose another way.');
  });
});
