import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, UiProvider } from 'shared-ui';
import { AccountMenu } from './AccountMenu';

const menuModule = jest.requireActual<typeof import('./ProfileMenu')>('./ProfileMenu');
let loads = 0;
jest.mock('./ProfileMenu', () => {
  loads += 1;
  return menuModule;
});

const show = () =>
  render(
    <UiProvider>
      <MemoryRouter>
        <AccountMenu items={[{ label: 'My Issues', to: '/issues' }, { label: 'Logout', to: '/logout' }]} />
      </MemoryRouter>
    </UiProvider>,
  );

describe('the account menu of the header', () => {
  it('draws its button without loading the menu', () => {
    show();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(loads).toBe(0);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('loads the menu on a press and opens it with the account entries and Logout', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(loads).toBe(1);
    expect(menu).toHaveTextContent('Logout');
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});
