// Renders a page as the shell would: inside the one provider and a router at a given path.
import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
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
 * Waits for the notification titled `title` (Success or Error) that shows `message`. Notifications load
 * lazily and outlive a test's page, so this looks for the one notice rather than any "Error" text.
 */
export async function findNotification(title: 'Success' | 'Error', message: string) {
  const role = title === 'Error' ? 'alert' : 'status';
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole(role, { name: title }).find((n) => n.textContent?.includes(message));
    if (!found) throw new Error(`No ${title} notification saying "${message}"`);
  });
  return found as HTMLElement;
}
