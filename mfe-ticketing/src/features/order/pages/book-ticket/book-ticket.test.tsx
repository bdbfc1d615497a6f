import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCities, getProfile, getProvinces, type PackageDetail, type Profile } from 'shared-api';
import { createTicket, getEventPackage } from '../../requests';
import { renderPage } from '@test/render';
import { answer, packageDetail, ticket } from '../../../testing/fixtures';
import BookTicketPage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), getProfile: jest.fn(), getCities: jest.fn(), getProvinces: jest.fn() }));
jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), getEventPackage: jest.fn(), createTicket: jest.fn() }));
const createTicketMock = jest.mocked(createTicket);

const profile = { name: 'Muhammad Usman Tariq', email: 'usman.tariq@example.com', phone: '+92 300 1234567', organisation: 'Tariq Labs', designation: 'Developer', city: 'Lahore', state: 'Punjab' } as Profile;

beforeEach(() => {
  jest.mocked(getEventPackage).mockResolvedValue(answer(packageDetail()));
  jest.mocked(getProfile).mockResolvedValue(answer(profile));
  jest.mocked(getCities).mockResolvedValue(answer([{ name: 'Lahore', province: 'Punjab' }, { name: 'Karachi', province: 'Sindh' }]));
  jest.mocked(getProvinces).mockResolvedValue(answer(['Punjab', 'Sindh']));
  createTicketMock.mockReset();
});

const open = () => renderPage(<BookTicketPage />, { path: '/enroll/event/:eventId/package/:packageId', at: '/enroll/event/8/package/32' });

describe('ticket form', () => {
  it('is prefilled from the member’s details, the name split on the first space, Pakistan by default', async () => {
    open();
    expect(await screen.findByText('The ticket is made out to the person below: bring the same CNIC to the event.')).toBeInTheDocument();
    expect(await screen.findByLabelText(/First Name/)).toHaveValue('Muhammad');
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Usman Tariq');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('usman.tariq@example.com');
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('+92 300 1234567');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Lahore');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('Pakistan');
    const widget = screen.getByRole('complementary', { name: 'Your event' });
    expect(within(widget).getByText('Workshop pass')).toBeInTheDocument();
    expect(within(widget).getByText('Rs 6,000')).toBeInTheDocument();
    expect(within(widget).getByLabelText('regular price Rs 8,000')).toBeInTheDocument();
  });

  it('says what each empty field needs when it is left, in the spec’s words', async () => {
    jest.mocked(getProfile).mockResolvedValue(answer({ ...profile, name: '', email: '', phone: '', organisation: null, designation: null, city: null, state: null } as unknown as Profile));
    const user = userEvent.setup();
    open();
    const fields: Array<[RegExp, string]> = [
      [/First Name/, 'Please input your first name'],
      [/Last Name/, 'Please input your last name'],
      [/^Email/, 'Please input your email'],
      [/^CNIC/, 'Please input your National Identification Number'],
      [/^Company/, 'Please input your company'],
      [/^Position/, 'Please input your position'],
      [/Phone Number/, 'Please input your phone number'],
      [/^City/, 'Please select your city'],
      [/^State/, 'Please select your state'],
      [/^Address/, 'Please provide your address'],
    ];
    await screen.findByLabelText(/First Name/);
    for (const [label] of fields) {
      await user.click(screen.getByLabelText(label));
      await user.tab();
    }
    for (const [, message] of fields) expect(await screen.findByText(message)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Country/), '');
    await user.tab();
    expect(await screen.findByText('Please select your country')).toBeInTheDocument();
  });

  it('checks the e-mail and that the CNIC is 13 digits', async () => {
    const user = userEvent.setup();
    open();
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'usman@');
    await user.tab();
    expect(await screen.findByText('The input is not valid email')).toBeInTheDocument();
    const cnic = screen.getByLabelText(/^CNIC/);
    await user.type(cnic, '35202-123');
    await user.tab();
    expect(await screen.findByText('CNIC can only be numbers.')).toBeInTheDocument();
    await user.clear(cnic);
    await user.type(cnic, '352021234567');
    await user.tab();
    expect(await screen.findByText('Please enter your complete CNIC of 13 digits')).toBeInTheDocument();
    // As printed on the card, with its dashes: the same 13 digits.
    await user.clear(cnic);
    await user.type(cnic, '35202-1234567-1');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Please enter your complete CNIC of 13 digits')).not.toBeInTheDocument());
    expect(screen.queryByText('CNIC can only be numbers.')).not.toBeInTheDocument();
    expect(cnic).toHaveAttribute('inputmode', 'numeric');
  });

  it('an event that asks for nothing more shows the name, e-mail and phone only, and books with them alone', async () => {
    jest.mocked(getEventPackage).mockResolvedValue(answer(packageDetail({ booking_asks: [] })));
    createTicketMock.mockResolvedValue(answer(ticket({ id: 98 })));
    const user = userEvent.setup();
    open();
    const form = await screen.findByRole('form', { name: 'Ticket details' });
    const labels = within(form)
      .getAllByRole('textbox')
      .map((field) => field.getAttribute('name'));
    expect(labels).toEqual(['first_name', 'last_name', 'email', 'phone_number']);
    expect(within(form).queryByRole('combobox')).not.toBeInTheDocument();
    for (const label of [/^CNIC/, /^Company/, /^Position/, /^City/, /^State/, /^Country/, /^Address/]) expect(within(form).queryByLabelText(label)).not.toBeInTheDocument();
    expect(screen.getByText('The ticket is made out to the person below.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/ticket/98/order');
    expect(createTicketMock.mock.calls[0][2]).toEqual({ first_name: 'Muhammad', last_name: 'Usman Tariq', email: 'usman.tariq@example.com', phone_number: '+92 300 1234567' });
  });

  it.each<[PackageDetail['booking_asks'], string[]]>([
    [['cnic'], ['CNIC']],
    [['company'], ['Company', 'Position']],
    [['address'], ['City', 'State', 'Country', 'Address']],
    [['cnic', 'company', 'address'], ['CNIC', 'Company', 'Position', 'City', 'State', 'Country', 'Address']],
  ])('an event that asks for %j shows, beyond the name, e-mail and phone, %j', async (booking_asks, expected) => {
    jest.mocked(getEventPackage).mockResolvedValue(answer(packageDetail({ booking_asks })));
    open();
    const form = await screen.findByRole('form', { name: 'Ticket details' });
    for (const always of [/^First Name/, /^Last Name/, /^Email/, /^Phone Number/]) expect(within(form).getByLabelText(always)).toBeInTheDocument();
    const extras = [/^CNIC/, /^Company/, /^Position/, /^City/, /^State/, /^Country/, /^Address/];
    expect(extras.filter((label) => within(form).queryByLabelText(label)).map((label) => label.source.slice(1))).toEqual(expected);
  });

  it('an event that asks for the company and position requires them, prefilled from the profile', async () => {
    jest.mocked(getEventPackage).mockResolvedValue(answer(packageDetail({ booking_asks: ['company'] })));
    jest.mocked(getProfile).mockResolvedValue(answer({ ...profile, organisation: null, designation: null } as unknown as Profile));
    createTicketMock.mockResolvedValue(answer(ticket({ id: 97 })));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please input your company')).toBeInTheDocument();
    expect(screen.getByText('Please input your position')).toBeInTheDocument();
    expect(screen.queryByText('Please input your National Identification Number')).not.toBeInTheDocument();
    expect(createTicketMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Company/), 'Tariq Labs');
    await user.type(screen.getByLabelText(/^Position/), 'Developer');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/ticket/97/order');
    expect(createTicketMock.mock.calls[0][2]).toEqual({ first_name: 'Muhammad', last_name: 'Usman Tariq', email: 'usman.tariq@example.com', phone_number: '+92 300 1234567', company: 'Tariq Labs', position: 'Developer' });
  });

  it('counts the address’s characters and books the ticket, then goes to its order', async () => {
    createTicketMock.mockResolvedValue(answer(ticket({ id: 99 })));
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText(/^CNIC/), '3520212345671');
    await user.type(screen.getByLabelText(/^Address/), '12 Main Boulevard');
    expect(screen.getByText('17/250')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/ticket/99/order');
    const [eventId, packageId, input, key] = createTicketMock.mock.calls[0];
    expect([eventId, packageId, input.cnic, input.first_name, input.country]).toEqual([8, 32, '3520212345671', 'Muhammad', 'Pakistan']);
    expect(key).toEqual(expect.any(String));
  });
});
