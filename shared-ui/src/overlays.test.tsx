import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@test/render';
import { SimpleDialog } from './overlays';

/** A page that opens a dialog, as the remotes' pages do: the dialog is there while the page says so. */
function Page({ action, describeFailure = (error) => (error instanceof Error ? error.message : 'Something went wrong') }: { action?: () => Promise<unknown>; describeFailure?: (error: unknown) => string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'The dialog is open' : 'The dialog is closed'}</p>
      {open && (
        <SimpleDialog
          title="Cancel order #12"
          description="Freelance Fest 2026"
          onClose={() => setOpen(false)}
          confirm={action && { label: 'Cancel the order', cancelLabel: 'Keep it', action, describeFailure, colorPalette: 'red' }}
          footer={!action && <a href="/tickets/12.pdf">Download Ticket</a>}
        >
          The seat goes back on sale.
        </SimpleDialog>
      )}
    </>
  );
}

describe('simple dialog', () => {
  it('shows its title, the line under it, its body and its footer, and closes with Close', async () => {
    const user = userEvent.setup();
    renderPage(<Page />);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #12' });
    expect(dialog).toHaveTextContent('Freelance Fest 2026');
    expect(dialog).toHaveTextContent('The seat goes back on sale.');
    expect(screen.getByRole('link', { name: 'Download Ticket' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep it' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('The dialog is closed')).toBeInTheDocument();
  });

  it('a confirmation shows that its action is running, then closes once it succeeded', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => undefined;
    const action = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    renderPage(<Page action={action} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    expect(action).toHaveBeenCalledTimes(1);
    // The busy button keeps its place (its label hidden behind a spinner) and cannot be pressed twice.
    await waitFor(() => expect(screen.getByText('Cancel the order').closest('button')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    // Escape does not close it while the action runs.
    await user.keyboard('{Escape}');
    expect(screen.getByText('The dialog is open')).toBeInTheDocument();
    finish(undefined);
    await waitFor(() => expect(screen.getByText('The dialog is closed')).toBeInTheDocument());
  });

  it('shows the action’s failure inside, in the words it is given, and lets the reader try again', async () => {
    const user = userEvent.setup();
    const action = jest.fn().mockRejectedValueOnce(new Error('This order is already paid.')).mockResolvedValueOnce(undefined);
    renderPage(<Page action={action} describeFailure={(error) => `We couldn't cancel it: ${error instanceof Error ? error.message : ''}`} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't cancel it: This order is already paid.");
    expect(screen.getByText('The dialog is open')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the order' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(screen.getByText('The dialog is closed')).toBeInTheDocument());
  });

  it('Cancel closes a confirmation without running its action', async () => {
    const user = userEvent.setup();
    const action = jest.fn(async () => undefined);
    renderPage(<Page action={action} />);
    await user.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(screen.getByText('The dialog is closed')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });
});
