import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bankConsentText } from '../../banks';
import { failure, mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import BankAccountPage from './index';

const routes = (lead: Parameters<typeof mockApi>[0][string] = ok({ id: 4, city: 'Multan', state: 'Punjab', preferred_bank: 'Zindagi', created_at: '2026-11-23T10:00:00.000Z' }, 'Thank you! Your request has been sent. Zindagi will contact you soon.')) =>
  mockApi({
    'GET /api/user/profile': ok({ city: 'Multan', state: 'Punjab' }),
    'GET /api/cities': ok([{ name: 'Lahore', province: 'Punjab' }, { name: 'Multan', province: 'Punjab' }]),
    'GET /api/provinces': ok(['Punjab', 'Sindh']),
    'POST /api/user/bank-account-lead': lead,
  });

const open = () => {
  renderPage(<BankAccountPage />, { path: '/dashboard/bank-account' });
  return userEvent.setup({ delay: null });
};

describe('Request a Freelancer Digital Account', () => {
  it('gives the spec’s three messages', async () => {
    mockApi({ 'GET /api/user/profile': ok({ city: null, state: null }), 'GET /api/cities': ok([]), 'GET /api/provinces': ok([]) });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Your city is required')).toBeInTheDocument();
    expect(screen.getByText('Your state is required')).toBeInTheDocument();
    expect(screen.getByText('Your Preferred Bank is required')).toBeInTheDocument();
  });

  it('prefills city and state from the profile, shows what the chosen bank receives, and sends it', async () => {
    const api = routes();
    const user = open();
    expect(await screen.findByRole('combobox', { name: /City/ })).toHaveValue('Multan');
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveValue('Punjab');
    expect(screen.getByText(/Choose a bank to see exactly which of your details/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Preferred Bank/ }), 'Zindagi');
    expect(screen.getByText(bankConsentText('Zindagi'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await findNotification('Success', 'Thank you! Your request has been sent. Zindagi will contact you soon.');
    expect(api.calls).toContain('POST /api/user/bank-account-lead');
    // The form gives way to the message and Submit Another Request, on the product's own path.
    expect(screen.queryByRole('button', { name: 'Submit Request' })).not.toBeInTheDocument();
    expect(screen.getByText('Thank you! Your request has been sent. Zindagi will contact you soon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit Another Request' })).toHaveAttribute('href', '/dasboard/bank-account');
  });

  it('on a network failure only stops waiting: no message, the form stays', async () => {
    routes();
    const user = open();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Preferred Bank/ }), 'Meezan Bank');
    const fetch = global.fetch as jest.Mock;
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new Request(input, init).method === 'POST') throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    const submit = screen.getByRole('button', { name: 'Submit Request' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Thank you!/)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    routes(failure(429, 'You have sent several requests already. Please try again in 24 hours.'));
    const user = open();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Preferred Bank/ }), 'Meezan Bank');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await findNotification('Error', 'You have sent several requests already. Please try again in 24 hours.');
  });
});
