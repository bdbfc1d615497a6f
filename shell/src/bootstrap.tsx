import { createRoot } from 'react-dom/client';
import { BrowserRouter, UiProvider } from 'shared-ui';
import { App } from './App';
import { readShellManifest } from './manifest';
import { registerPinnedRemotes } from './remotes/runtime';
import { providedLazily } from './provide-shared';

// Referenced so that the build keeps it; see provide-shared.ts.
void providedLazily;

async function start() {
  const manifest = await readShellManifest();
  const routes = registerPinnedRemotes(manifest);
  createRoot(document.getElementById('root')!).render(
    <UiProvider>
      <BrowserRouter>
        <App routes={routes} org={manifest.org!} overridden={manifest.remotes.filter((r) => r.overridden).map((r) => r.name)} />
      </BrowserRouter>
    </UiProvider>,
  );
}

void start();
