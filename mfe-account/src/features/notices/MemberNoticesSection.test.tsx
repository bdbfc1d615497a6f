import { screen, within } from '@testing-library/react';
import { renderPage } from '@test/render';
import { answer } from '@test/api';
import { ApiError } from 'shared-api';
import { MemberNoticesSection } from './MemberNoticesSection';
import { getMemberNotices } from './requests';
import type { MemberNotices, NoticeMessage } from './shapes';

jest.mock('./requests', () => ({ ...jest.requireActual('./requests'), getMemberNotices: jest.fn() }));

const message = (fields: Partial<NoticeMessage>): NoticeMessage => ({
  id: 1,
  notice: 'ticket-confirmed',
  channel: 'whatsapp',
  recipient: '+923001234567',
  template: 'pafla_ticket_confirmed',
  language: 'en',
  body: 'Hello Hira, your ticket for Freelancers Summit is confirmed. Your ticket: https://pafla.org.pk/t/abc',
  segments: 1,
  status: 'read',
  error: null,
  created_at: '2026-11-20T06:30:00.000Z',
  sent_at: '2026-11-20T06:30:02.000Z',
  status_at: '2026-11-20T06:35:00.000Z',
  ...fields,
});

const hira: MemberNotices = {
  channel: 'whatsapp',
  phone: '+923001234567',
  consents: [
    { channel: 'whatsapp', phone: '+923001234567', sms_fallback: true, source: 'profile', created_at: '2026-11-02T05:00:00.000Z' },
    { channel: 'email', phone: null, sms_fallback: false, source: 'reply', created_at: '2026-10-15T05:00:00.000Z' },
    { channel: 'sms', phone: '+923001234567', sms_fallback: false, source: 'registration', created_at: '2026-09-01T05:00:00.000Z' },
  ],
  messages: [
    message({ id: 3 }),
    message({
      id: 2,
      notice: 'payment-received',
      channel: 'sms',
      language: 'ur',
      body: 'ہمیں آرڈر 1042 کے لیے آپ کی 5,000 روپے کی ادائیگی موصول ہو گئی ہے۔ شکریہ۔',
      segments: 2,
      status: 'failed',
      error: 'gateway 21614: not a mobile number',
      created_at: '2026-11-10T08:00:00.000Z',
    }),
  ],
};

const open = async (notices: MemberNotices) => {
  jest.mocked(getMemberNotices).mockResolvedValue(answer(notices));
  renderPage(<MemberNoticesSection memberId="k3x9" />, { path: '/staff/members/:memberId', at: '/staff/members/k3x9' });
  await screen.findByText('Notices by');
  return screen.getByRole('region', { name: 'WhatsApp and SMS' });
};

beforeEach(() => jest.resetAllMocks());

describe('staff: a member’s WhatsApp and SMS notices', () => {
  it('shows the member’s channel and number, read for this member', async () => {
    const section = within(await open(hira));
    expect(getMemberNotices).toHaveBeenCalledWith('k3x9');
    expect(section.getByText('Notices by').nextElementSibling).toHaveTextContent('WhatsApp and e-mail');
    expect(section.getByText('Mobile number').nextElementSibling).toHaveTextContent('+923001234567');
  });

  it('lists the consent log with where each choice was made', async () => {
    const log = within(within(await open(hira)).getByRole('table', { name: 'Consent log' }));
    const [profile, reply, registration] = log.getAllByRole('row').slice(1);
    expect(profile).toHaveTextContent('2 November 2026');
    expect(profile).toHaveTextContent('WhatsApp, SMS if it fails');
    expect(profile).toHaveTextContent('Profile');
    expect(reply).toHaveTextContent('E-mail only');
    expect(reply).toHaveTextContent('Reply "STOP"');
    expect(registration).toHaveTextContent('SMS');
    expect(registration).toHaveTextContent('Registration');
  });

  it('lists the messages sent with their notice, number, status and error, and an Urdu text in its own direction', async () => {
    const table = within(within(await open(hira)).getByRole('table', { name: 'Messages sent' }));
    const read = table.getByRole('row', { name: /Ticket confirmed/ });
    expect(read).toHaveTextContent('20 November 2026');
    expect(read).toHaveTextContent('WhatsApp');
    expect(read).toHaveTextContent('+923001234567');
    expect(read).toHaveTextContent('Read');
    expect(within(read).getByText(/^Hello Hira, your ticket for Freelancers Summit is confirmed\./)).toHaveAttribute('dir', 'auto');

    const failed = table.getByRole('row', { name: /Payment received/ });
    expect(failed).toHaveTextContent('SMS (2 parts)');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('gateway 21614: not a mobile number');
    const urdu = within(failed).getByText(/^ہمیں آرڈر 1042/);
    expect(urdu).toHaveAttribute('dir', 'auto');
    expect(urdu).toHaveAttribute('lang', 'ur');
  });

  it('says so when no message was sent, and that the member has not chosen', async () => {
    const section = within(await open({ channel: 'email', phone: null, consents: [], messages: [] }));
    expect(await section.findByText('No WhatsApp or SMS message was sent to this member.')).toBeInTheDocument();
    expect(section.getByText('The member has not chosen yet: notices go by e-mail only.')).toBeInTheDocument();
    expect(section.getByText('Notices by').nextElementSibling).toHaveTextContent('E-mail only');
    expect(section.getByText('Mobile number').nextElementSibling).toHaveTextContent('—');
  });

  it('says why the notices could not be read', async () => {
    jest.mocked(getMemberNotices).mockRejectedValue(new ApiError('Please sign in as staff.', 403));
    renderPage(<MemberNoticesSection memberId="k3x9" />, { path: '/staff/members/:memberId', at: '/staff/members/k3x9' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in as staff.');
  });
});
