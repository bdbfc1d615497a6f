import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer } from '@test/api';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { getServiceInterests } from '../../api';
import ServicePage from './index';

// The member's wishes are read by hand; the wish the page sends goes through its hook and the real client.
jest.mock('../../api', () => ({ ...jest.requireActual('../../api'), getServiceInterests: jest.fn() }));

beforeEach(() => jest.resetAllMocks());

describe('a member service still to open', () => {
  it('says what the service will offer and keeps the member’s wish to be told', async () => {
    jest.mocked(getServiceInterests).mockResolvedValue(answer([]));
    const sent: unknown[] = [];
    mockApi({
      'POST /api/user/services/notify': ({ body }) => {
        sent.push(body);
        return ok(['insurance']);
      },
    });
    renderPage(<ServicePage />, { path: '/dashboard/insurance' });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Insurance' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText('Accidental health cover for members')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Tell me when it opens' }));
    await waitFor(() => expect(sent).toEqual([{ service: 'insurance' }]));
    expect(await screen.findByText('We will e-mail you when Insurance opens.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tell me when it opens' })).not.toBeInTheDocument();
  });

  it('shows a wish already made, on the service’s own page', async () => {
    jest.mocked(getServiceInterests).mockResolvedValue(answer(['jobs']));
    renderPage(<ServicePage />, { path: '/dashboard/jobs' });
    expect(await screen.findByText('We will e-mail you when Jobs opens.')).toBeInTheDocument();
  });
});
