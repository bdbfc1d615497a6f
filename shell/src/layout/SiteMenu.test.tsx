import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@test/render';
import { SiteMenu } from './SiteMenu';

const nav = [
  { label: 'Home', to: '/' },
  { label: 'Events', to: '/events' },
];

function renderMenu() {
  renderPage(<SiteMenu nav={nav} featured={{ label: 'Freelance Fest', to: '/freelance-fest-2022' }} account={null} dashboard="/dashboard" />, { path: '*', at: '/events' });
  return screen.getByRole('button', { name: 'Open menu' });
}

describe('the phone’s menu', () => {
  it('shuts on Escape pressed on its button, which keeps the keyboard', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-nav')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shuts on Escape pressed inside it, and gives the keyboard back to the button that opened it', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    const menu = screen.getByRole('navigation', { name: 'Main' });
    within(menu).getByRole('link', { name: 'Events' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    // Escape with the menu shut changes nothing.
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
