import { screen, within } from '@testing-library/react';
import { renderPage } from '@test/render';
import { answer } from '@test/api';
import { NOTICE_TEMPLATES } from '../../templates';
import { getNoticesOverview } from '../../requests';
import type { NoticesOverview } from '../../shapes';
import StaffNoticesPage from './index';

jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), getNoticesOverview: jest.fn() }));

const ticket = NOTICE_TEMPLATES['ticket-confirmed'];
const overview: NoticesOverview = {
  templates: [
    { notice: 'ticket-confirmed', name: ticket.name, params: [...ticket.params], en: ticket.text.en, ur: ticket.text.ur },
    { notice: 'membership-renewal', name: 'pafla_membership_renewal', params: ['plan', 'end date', 'membership link'], en: 'Your {{1}} membership ends on {{2}}. Renew it here: {{3}}', ur: 'آپ کی {{1}} رکنیت {{2}} کو ختم ہو رہی ہے۔ یہاں تجدید کریں: {{3}}' },
  ],
  offered: { whatsapp: true, sms: true },
  this_month: { whatsapp: 412, sms: 57, sms_segments: 96, failed: 9 },
  members: { whatsapp: 230, sms: 41 },
};

const open = async (answered: NoticesOverview) => {
  jest.mocked(getNoticesOverview).mockResolvedValue(answer(answered));
  renderPage(<StaffNoticesPage />, { path: '/staff/notices' });
  return screen.findByRole('region', { name: 'Messages this month' });
};
/** The value a figure's name stands above. */
const figure = (list: HTMLElement, name: string) => within(list).getByText(name, { selector: 'dt' }).nextElementSibling;

beforeEach(() => jest.resetAllMocks());

describe('staff: the notices page', () => {
  it('counts this month’s messages per channel, the SMS parts and the failed ones', async () => {
    const month = within(await open(overview)).getByLabelText('Messages this month');
    expect(figure(month, 'WhatsApp')).toHaveTextContent('412');
    expect(figure(month, 'SMS')).toHaveTextContent('57');
    expect(within(month).getByText('96 SMS parts')).toBeInTheDocument();
    expect(figure(month, 'Failed')).toHaveTextContent('9');
  });

  it('counts the members who chose each channel and says both are set up', async () => {
    await open(overview);
    const members = within(screen.getByRole('region', { name: 'Members who chose' })).getByLabelText('Members who chose');
    expect(figure(members, 'WhatsApp')).toHaveTextContent('230');
    expect(figure(members, 'SMS')).toHaveTextContent('41');
    const channels = within(screen.getByRole('region', { name: 'Channels on this site' })).getByLabelText('Channels on this site');
    expect(figure(channels, 'WhatsApp')).toHaveTextContent('Set up');
    expect(figure(channels, 'SMS')).toHaveTextContent('Set up');
  });

  it('says a channel that is not set up is not offered to members', async () => {
    await open({ ...overview, offered: { whatsapp: false, sms: true } });
    const channels = within(screen.getByRole('region', { name: 'Channels on this site' }));
    expect(channels.getByText('Not set up: members are not offered WhatsApp')).toBeInTheDocument();
  });

  it('shows each template with its WhatsApp name, its parameters and its approved English and Urdu', async () => {
    await open(overview);
    const card = within(screen.getByRole('region', { name: 'Ticket confirmed' }));
    expect(card.getByText('pafla_ticket_confirmed')).toBeInTheDocument();
    expect(within(card.getByRole('list', { name: 'Parameters' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['{{1}} member name', '{{2}} event', '{{3}} ticket link']);
    expect(card.getByText('Hello {{1}}, your ticket for {{2}} is confirmed. Your ticket: {{3}}')).toBeInTheDocument();
    const urdu = card.getByText(ticket.text.ur);
    expect(urdu).toHaveAttribute('dir', 'rtl');
    expect(urdu).toHaveAttribute('lang', 'ur');
    expect(screen.getByRole('region', { name: 'Membership renewal reminder' })).toHaveTextContent('pafla_membership_renewal');
  });
});
