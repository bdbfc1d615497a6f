// Renders a page as the shell would: inside the one provider and a router at a given path.
import type { ReactElement } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, UiProvider, useLocation } from 'shared-ui';

/** Where the page navigated to, as its text (path and query), so a test can assert the destination. */
function Navigated() {
  const location = useLocation();
  return <div data-testid="navigated">{location.pathname + location.search}</div>;
}

export function renderPage(ui: ReactElement, { path = '/', at = path }: { path?: string; at?: string } = {}) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<Navigated />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

/**
 * Waits for the notification titled `title` (Success or Error) that shows `message`, then closes it as
 * a person would. Notifications load lazily and outlive a test's page (at most four show at once),
 * so a test that leaves them open can hide the next test's notice.
 */
export async function findNotification(title: 'Success' | 'Error', message: string) {
  const role = title === 'Error' ? 'alert' : 'status';
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole(role, { name: title }).find((n) => n.textContent?.includes(message));
    if (!found) throw new Error(`No ${title} notification saying "${message}"`);
  });
  const notice = found as HTMLElement;
  fireEvent.click(within(notice).getByRole('button', { name: 'Close notification' }));
  await waitFor(() => expect(notice).not.toBeInTheDocument());
}
