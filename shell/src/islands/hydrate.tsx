// Hydrates one island of a page that hydrates as islands (docs/decisions/028). Loaded with the first island that is
// needed: React's client, shared-ui (Chakra's system is created here) and the island's own code, from the shell or
// from the page's remote.
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { keepFirstReads } from 'shared-api';
import { documentLocale, IslandFrame, Notifications, type IslandComponent } from 'shared-ui';
import { i18n } from '#i18n';
import shellCatalogs from '../locales';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from 'shared-api/islands';
import { shellIslands } from './table';

/** The island's component: the shell's own, or its remote's (the federation runtime starts with the first of those). */
async function componentOf(scope: string, name: string): Promise<IslandComponent> {
  if (scope === 'shell') {
    const load = shellIslands[name];
    if (!load) throw new Error(`The shell has no island "${name}"`);
    const [component] = await Promise.all([load(), shellCatalogs.load(i18n.locale)]);
    return component;
  }
  const { remoteIsland } = await import(/* webpackChunkName: "island-remote" */ './remote');
  return remoteIsland(scope, name);
}

let notifications = false;
/** The page's notifications, drawn once, outside every island. */
function drawNotifications() {
  if (notifications) return;
  notifications = true;
  const element = document.createElement('div');
  document.body.appendChild(element);
  createRoot(element).render(
    <IslandFrame scope="shell">
      <Notifications />
    </IslandFrame>,
  );
}

/** Resolves once the island it sits in has hydrated and committed. Draws nothing. */
function Hydrated({ onDone }: { onDone(): void }) {
  useEffect(onDone, [onDone]);
  return null;
}

// The islands hydrate one by one, each from the server's answers (two may show the same read).
keepFirstReads();
// In the page's language, which the server wrote on the document from its address (docs/decisions/030).
i18n.activate(documentLocale());

export async function hydrateIsland(island: HTMLElement): Promise<void> {
  const [scope, name] = (island.getAttribute(ISLAND_ATTRIBUTE) ?? '').split('/', 2);
  const Component = await componentOf(scope, name);
  const props = JSON.parse(island.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>;
  drawNotifications();
  await new Promise<void>((resolve) => {
    // As a transition, hydration yields to the browser between components: a tap stays answered while it runs.
    startTransition(() => {
      hydrateRoot(
        island,
        <IslandFrame scope={scope}>
          <Component {...props} />
          <Hydrated onDone={resolve} />
        </IslandFrame>,
        { onRecoverableError: (error, info) => console.error('Hydration mismatch:', error, info.componentStack ?? '') },
      );
    });
  });
}
