// How an island is marked in the server's HTML (docs/decisions/028): shared-ui's `Island` writes it, the server marks
// the root, the shell's island starter reads it. No imports: that starter reads these before it loads React or
// anything else.

/** Set on the root element when the server rendered the page inside it: the browser hydrates instead of rendering. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';
/** Set on the root element once its page can be used: hydrated whole, or its islands above the fold hydrated. */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';

/** `<scope>/<name>`: the island's remote scope (or `shell`) and its name in that scope's island table. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** When the island hydrates: one of `IslandWhen`. */
export const ISLAND_WHEN_ATTRIBUTE = 'data-hydrate';
/** The island component's props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
/** Set on the island's element once it has hydrated. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-hydrated';
/** On `#root`: the page hydrates as islands; the rest of its HTML stays as the server sent it. */
export const ISLANDS_ROOT_ATTRIBUTE = 'data-islands';

/**
 * - `idle`: above the fold; hydrates once the page is idle.
 * - `visible`: below the fold; hydrates as it nears the viewport.
 * - `interaction`: a menu or a dialog; hydrates at the first pointer, focus or key event on it.
 * Whatever its moment, an island also hydrates at once when a person touches it first, and their press is answered.
 */
export type IslandWhen = 'idle' | 'visible' | 'interaction';
export const ISLAND_WHENS: readonly IslandWhen[] = ['idle', 'visible', 'interaction'];
