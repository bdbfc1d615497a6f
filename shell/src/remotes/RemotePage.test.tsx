import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from 'shared-ui';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemotePage } from './RemotePage';
import { registerPinnedRemotes } from './runtime';

// The federation runtime is the edge here: it stands for the network that serves the remotes.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  preloadRemote: jest.fn(),
}));

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

function Boom(): never {
  throw new Error('render failure');
}

beforeEach(() => {
  mockedLoad.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a remote page', () => {
  it('shows the fallback when its remote cannot be loaded, and loads it on Try again', async () => {
    const entry = '/remotes/mfe-ticketing/1.0.0/mf-manifest.json';
    registerPinnedRemotes({ remotes: [{ name: 'mfe-ticketing', scope: 'mfe_ticketing', version: '1.0.0', entry, routes: [] }] });
    mockedLoad.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: () => <p>Events list</p> });
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    render(
      <UiProvider>
        <RemotePage id="mfe_ticketing/events" />
      </UiProvider>,
      { container: root },
    );
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    // The fallback answers (Try again), so the page says it is ready, and what it shows.
    expect(root).toHaveAttribute('data-page-ready', 'mfe_ticketing/events unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Events list')).toBeInTheDocument();
    expect(root).toHaveAttribute('data-page-ready', 'mfe_ticketing/events');
    // the failed remote is registered anew, so its entry is fetched again
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_ticketing', entry }], { force: true });
  });

  it('shows the outline of a page inside the layout while its code loads, then the page', async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    mockedLoad.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    render(
      <UiProvider>
        <header>Site header</header>
        <RemotePage id="mfe_account/profile" />
      </UiProvider>,
    );
    const loading = await screen.findByRole('status', { name: 'Loading' });
    expect(loading).toHaveTextContent('Loading…');
    // A title and blocks where the page will be, not a spinner alone.
    expect(loading.querySelectorAll('.chakra-skeleton').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Site header')).toBeInTheDocument();
    arrive({ default: () => <h1>Profile</h1> });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('shows the fallback in its own area when the page throws while rendering', async () => {
    mockedLoad.mockResolvedValueOnce({ default: Boom });
    render(
      <UiProvider>
        <header>Site header</header>
        <RemotePage id="mfe_public/blog" />
      </UiProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.getByText('Site header')).toBeInTheDocument();
  });
});
