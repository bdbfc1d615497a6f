// Renders a page as the shell would: inside the one provider and a router at a given path.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, UiProvider } from 'shared-ui';

export function renderPage(ui: ReactElement, { path = '/', at = path }: { path?: string; at?: string } = {}) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<div data-testid="navigated" />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}
