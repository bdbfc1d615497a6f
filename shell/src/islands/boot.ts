// The script of a page that hydrates as islands (docs/decisions/028), in place of the shell's entry. It loads nothing
// at first: no React, no Chakra, no federation runtime. It watches each island of the server's HTML and hydrates it
// when it is needed: at idle above the fold, near the viewport below it, at the first pointer, focus or key event for
// menus and forms (or near the viewport, once another island has brought React or the person scrolls), and at once when
// a person touches it first. A press made before then is held and given to the island once
// it has hydrated; a link is a real link and goes at once.
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  ISLANDS_ROOT_ATTRIBUTE,
  PAGE_READY_ATTRIBUTE,
  PERSONAL_PAGE_ATTRIBUTE,
  type IslandWhen,
  SCRIPTS_AHEAD_ELEMENT,
} from 'shared-api/islands';
import { adoptEarlyInput, holdInput, type HeldInput } from '../held-input';
import { keepFocusOnSubmitPress } from '../submit-press';

/** Events that start an island's hydration without being held: the press that may follow is handled as usual. */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;
/** How near the viewport (px) an island below the fold starts to hydrate. */
const NEAR = '200px';

let hydrator: Promise<typeof import('./hydrate')> | undefined;
/** The browser's next task: what came before is drawn, and a key pressed meanwhile is answered. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
/**
 * React's client, Chakra, shared-ui and the hydrating code: loaded once; a failed load is tried again at the next call.
 * Run in steps, each in a task of its own: run at once, React's client and Chakra's system (made as shared-ui runs)
 * held the page for 250–400 ms on a slow phone, and a key typed meanwhile (the sign-in form hydrates as a person types)
 * waited as long.
 */
const loadHydrator = () =>
  (hydrator ??= (async () => {
    await import(/* webpackChunkName: "island-react" */ 'react-dom/client');
    await nextTask();
    await import(/* webpackChunkName: "island-chakra" */ '@chakra-ui/react');
    await nextTask();
    await import(/* webpackChunkName: "island-ui" */ 'shared-ui');
    await nextTask();
    return import(/* webpackChunkName: "island-hydrate" */ './hydrate');
  })().catch((error: unknown) => {
    hydrator = undefined;
    throw error;
  }));

const FAILED_ATTRIBUTE = 'data-island-failed';
/** How long after a failure a pointer or focus passing over an island leaves it be (a press tries again at once). */
const RETRY_MS = 5000;

/**
 * Said above an island whose code could not load after a person pressed or typed in it. Plain DOM, beside the island
 * and not in it, so that a later hydration still meets the server's HTML.
 */
function sayUnavailable(island: HTMLElement) {
  if (island.previousElementSibling?.hasAttribute(FAILED_ATTRIBUTE)) return;
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.setAttribute(FAILED_ATTRIBUTE, '');
  note.textContent = 'This part of the page could not load. Please check your connection and try again.';
  note.style.cssText = 'margin:8px 0;padding:8px 12px;border:1px solid #fca5a5;border-radius:6px;background:#fef2f2;color:#991b1b;font-size:14px;line-height:1.4';
  island.before(note);
}

/** Starts the island's hydration when it is needed; resolves once it has hydrated (or failed to). */
/** At the browser's next idle moment (at the latest after `timeout` ms). */
const idle = (run: () => void, options: { timeout: number }) =>
  window.requestIdleCallback ? window.requestIdleCallback(run, options) : setTimeout(run, 1);

interface Armed {
  /** resolves once the island has hydrated, or failed to */
  started: Promise<void>;
  whenIdle: boolean;
  input(): HeldInput;
  promote(): void;
}

function arm(island: HTMLElement, onHydrated: () => void): Armed {
  const when = (island.getAttribute(ISLAND_WHEN_ATTRIBUTE) ?? 'visible') as IslandWhen;
  let settle!: () => void;
  const started = new Promise<void>((resolve) => (settle = resolve));
  let starting: Promise<void> | undefined;
  let observer: IntersectionObserver | undefined;
  let input = holdInput(island, () => void start());

  const disarm = () => {
    for (const type of WAKE_EVENTS) island.removeEventListener(type, wake, true);
    observer?.disconnect();
  };
  /** When it last failed: a pointer passing over it does not try again at once, a press does. */
  let failedAt = -Infinity;
  function start() {
    if (starting) return starting;
    starting = loadHydrator()
      .then((hydrate) => hydrate.hydrateIsland(island))
      .then(
        () => {
          disarm();
          island.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
          onHydrated();
          if (island.previousElementSibling?.hasAttribute(FAILED_ATTRIBUTE)) island.previousElementSibling.remove();
          return input.release();
        },
        (error: unknown) => {
          // The island stays the server's HTML; its links still work. A later touch tries again. A person who pressed or
          // typed there is told that it did not work, rather than left waiting.
          console.error('An island could not hydrate:', island.getAttribute(ISLAND_ATTRIBUTE), error);
          if (input.touched) sayUnavailable(island);
          input.drop();
          input = holdInput(island, () => void start());
          starting = undefined;
          failedAt = performance.now();
        },
      )
      .finally(settle);
    return starting;
  }
  function wake() {
    if (performance.now() - failedAt > RETRY_MS) void start();
  }

  for (const type of WAKE_EVENTS) island.addEventListener(type, wake, { capture: true, passive: true });

  /** Hydrates the island at the next idle moment once it nears the viewport (now, if it is near). */
  function whenNear() {
    if (observer || starting) return;
    if (typeof IntersectionObserver === 'undefined') {
      void start();
      return;
    }
    // The island's element adds no box (`display: contents`): its children are what nears the viewport.
    // Then at the next idle moment: an island in view at load hydrates after the page has been drawn and settled.
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        idle(() => void start(), { timeout: 1000 });
      },
      { rootMargin: NEAR },
    );
    for (const child of island.children) observer.observe(child);
  }

  if (when === 'idle') idle(() => void start(), { timeout: 2000 });
  else if (when === 'visible') whenNear();
  return {
    started,
    whenIdle: when === 'idle',
    input: () => input,
    // Once the page has React for one island, one that waits for a touch costs little more: it hydrates when near.
    promote: () => when === 'interaction' && whenNear(),
  };
}

/**
 * Whether to fetch the islands' runtime before anyone asks for it: not when the person asked to save data, nor on a
 * connection the browser rates 2G or slower (Network Information API, where the browser has it).
 */
function affordsWarmUp(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!connection) return true;
  return !connection.saveData && !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

/** How long after the page has loaded the runtime comes anyway, with nobody seen using the page. */
const WARM_UP_AFTER_MS = 8000;

/**
 * The scripts of the page this one leads to, fetched ahead into the browser's cache (decision 039): the sign-in page
 * leads to the member's landing page, which hydrates whole with the shell's own build and its remote. As prefetches,
 * they come after what this page asks for itself, and the next page finds them there.
 */
function fetchAhead() {
  const block = document.getElementById(SCRIPTS_AHEAD_ELEMENT);
  let scripts: unknown;
  try {
    scripts = JSON.parse(block?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(scripts)) return;
  for (const script of scripts) {
    // Paths of this site only.
    if (typeof script !== 'string' || !/^\/[^/\\]/.test(script) || document.querySelector(`link[rel="prefetch"][href="${CSS.escape(script)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = script;
    document.head.appendChild(link);
  }
}

function warmUpWhenSeen() {
  let done = false;
  const warm = () => {
    if (done) return;
    done = true;
    for (const type of SIGNS_OF_A_PERSON) window.removeEventListener(type, warm, true);
    idle(() => void loadHydrator().catch(() => undefined), { timeout: 2000 });
    idle(fetchAhead, { timeout: 4000 });
  };
  for (const type of SIGNS_OF_A_PERSON) window.addEventListener(type, warm, { once: true, passive: true, capture: true });
  const later = () => setTimeout(warm, WARM_UP_AFTER_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
const SIGNS_OF_A_PERSON = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

const signedIn = () => /(^|;\s*)auth=[^;\s]/.test(document.cookie);

/**
 * A member's page (decision 043) shows their data as it was when the server drew it, and never reads it again itself:
 * shown again from the browser's history (Back after paying on a provider's page, say), from its back/forward cache or
 * its HTTP cache, it is loaded again from the server, as a page hydrated whole reads its data again then.
 */
function readAgainWhenShownFromHistory() {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  // Sent again by the server on the way back, it is current already.
  if (navigation?.type === 'back_forward' && navigation.transferSize === 0) location.reload();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) location.reload();
  });
}

function boot() {
  const root = document.getElementById('root');
  if (!root?.hasAttribute(ISLANDS_ROOT_ATTRIBUTE)) return;
  keepFocusOnSubmitPress();
  // shared-api's track('PageView'), which the shell's App sends on a page hydrated whole.
  ((window as { dataLayer?: unknown[] }).dataLayer ??= []).push({ event: 'PageView', path: location.pathname, at: Date.now() });
  // An island inside another hydrates with it.
  const islands = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter((island) => !island.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`));
  let promoted = false;
  const promote = () => {
    if (promoted) return;
    promoted = true;
    for (const island of armed) island.promote();
  };
  const armed: Armed[] = islands.map((island) => arm(island, promote));
  // A person using the page (scrolling it, touching or typing anywhere) brings the islands that wait for a touch too, as
  // they near the viewport: a list that loads more as it is scrolled must be live by the time its end comes.
  for (const type of ['scroll', 'wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, promote, { once: true, passive: true, capture: true });
  // What a person did before this script came, each to its island (a press there starts its hydration).
  adoptEarlyInput(islands.map((element, i) => ({ element, input: armed[i].input() })));
  // Usable once the islands above the fold have hydrated: what a test or a measurement waits for.
  void Promise.all(armed.filter((island) => island.whenIdle).map((island) => island.started)).then(() => root.setAttribute(PAGE_READY_ATTRIBUTE, 'islands'));
  // Code there before the press (decision 038): React's client and shared-ui come, on a connection that can afford
  // them, at the first sign of a person on the page (a scroll, a touch, a key) or else once the page has been quiet for
  // a while after it loaded, so a later press answers without waiting for the network. Not while the page loads: making
  // Chakra's system is a long task, and it would hold up the page's first moments for a press that may never come.
  if (affordsWarmUp()) warmUpWhenSeen();
  const memberPage = root.hasAttribute(PERSONAL_PAGE_ATTRIBUTE);
  if (memberPage) readAgainWhenShownFromHistory();
  // A signed-in browser asks who it is, as the shell does on every page load (a revoked token signs it out). Signed out
  // so, a member's page is left for what the server shows a visitor there (the sign-in page).
  if (signedIn()) {
    idle(
      () =>
        void import(/* webpackChunkName: "island-api" */ 'shared-api')
          .then((api) => api.refreshSession())
          .catch(() => {
            if (memberPage && !signedIn()) location.reload();
          }),
      { timeout: 5000 },
    );
  }
}

boot();
