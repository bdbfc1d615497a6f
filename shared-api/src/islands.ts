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
 * On `#root` of a member's page of islands (decision 043): the page holds the member's data as it was when the server
 * drew it. Shown again from the browser's history (Back), it is read again from the server; and it is left when the
 * member turns out to be signed out.
 */
export const PERSONAL_PAGE_ATTRIBUTE = 'data-personal-page';
/**
 * The id of a data block (a JSON list of this site's paths) on a page of islands that leads to a page hydrated whole
 * (sign-in leads to the member's landing page): the scripts that page runs first, which the islands' script fetches
 * ahead on a connection that affords it (decision 039).
 */
export const SCRIPTS_AHEAD_ELEMENT = 'scripts-ahead';

/**
 * - `idle`: above the fold; hydrates once the page is idle.
 * - `visible`: below the fold; hydrates as it nears the viewport.
 * - `interaction`: a menu, a dialog, a form, a carousel that waits to be touched; hydrates at the first pointer, focus
 *   or key event on it, or near the viewport once another island of the page has hydrated or the person scrolls.
 * Whatever its moment, an island also hydrates at once when a person touches it first, and their press is answered.
 */
export type IslandWhen = 'idle' | 'visible' | 'interaction';
export const ISLAND_WHENS: readonly IslandWhen[] = ['idle', 'visible', 'interaction'];

/**
 * The one inline script of a server-drawn page, first in its head (the CSP allows it by its hash): from the first byte
 * of the page until the shell's script has come, a press inside the page (a link excepted) or a form sent with Enter is
 * held, and the fields typed into are noted, in `window.__heldInput`. A box or a radio button pressed takes its mark at
 * once, as the person sees it, and is noted like a field typed into. The shell's script takes them over when it comes
 * (shell/src/held-input.ts) and gives them to the page once it has hydrated. Without it, a tap on a phone that has the
 * HTML but not yet the script was lost, and Enter in a form sent it to the address as a query. A held press marks its
 * control `data-held` (and busy), which the page's first style draws as pending, so the person sees it was taken; a
 * popover's button and a summary are answered by the browser and not held, nor a press on a text field (the browser
 * puts the caret there; given again later, it would take the focus from the field typed in since), nor a form marked `data-posts` (the
 * sign-in page's), which the browser posts to the server itself (decision 038), its button marked pending. A tab
 * pressed is shown at once (decision 039, as `showTab` in shell/src/held-input.ts does it): its panel and its selection
 * drawn as the tabs' code would draw them, the press still held and given to the tabs once hydrated, so their state
 * agrees with the screen.
 */
export const EARLY_INPUT_SCRIPT =
  '(function(){var h=[],t=[],k=["click","submit","input","change"];' +
  'function m(b){if(b){b.setAttribute("data-held","");b.setAttribute("aria-busy","true")}}' +
  'function f(e){var x=e.target;' +
  'if(!x||!x.closest||!x.closest("#root"))return;if(e.type==="input"||e.type==="change"){t.push(x);return}' +
  'if(e.type==="click"){if(x.closest("a[href],[popovertarget],summary"))return;' +
  'var q=x.closest("label"),d=q&&q.control||x;' +
  'if(d.matches&&d.matches(\'textarea,select,input:not([type=checkbox],[type=radio],[type=submit],[type=button],[type=reset],[type=image],[type=file])\'))return;' +
  'var s=x.closest("[type=submit]");if(s&&s.form&&s.form.hasAttribute("data-posts")){m(s);return}' +
  'var l=x.closest("label"),c=l&&l.control||x;' +
  'if(c.type==="checkbox"||c.type==="radio"){e.stopImmediatePropagation();return}}' +
  'if(e.type==="submit"&&x.hasAttribute("data-posts")){m(e.submitter);return}' +
  'e.preventDefault();e.stopImmediatePropagation();h.push(e);if(e.type==="click"&&g(x))return;' +
  'm(e.type==="submit"?e.submitter||x.querySelector("[type=submit]"):x.closest("button,input,select,textarea,[tabindex],[role=button],[role=tab],[role=menuitem]")||x)}' +
  'function a(n,y,o){o?n.setAttribute(y,""):n.removeAttribute(y)}' +
  'function q(o){return o.id&&document.querySelector("[role=tabpanel][aria-labelledby=\\""+CSS.escape(o.id)+"\\"]")||document.getElementById(o.getAttribute("aria-controls"))}' +
  'function g(x){var b=x.closest("[role=tab]"),l=b&&b.closest("[role=tablist]");' +
  'if(!l||b.disabled||b.getAttribute("aria-disabled")==="true"||!q(b))return 0;' +
  '[].forEach.call(l.querySelectorAll("[role=tab]"),function(o){if(o.closest("[role=tablist]")!==l)return;' +
  'var n=o===b,p=q(o);o.setAttribute("aria-selected",n);a(o,"data-selected",n);o.tabIndex=n?0:-1;' +
  'n&&p&&p.id?o.setAttribute("aria-controls",p.id):o.removeAttribute("aria-controls");' +
  'if(p){p.hidden=!n;a(p,"data-selected",n);p.setAttribute("data-state",n?"open":"closed")}});return 1}' +
  'k.forEach(function(y){document.addEventListener(y,f,true)});' +
  'window.__heldInput={held:h,typed:t,stop:function(){k.forEach(function(y){document.removeEventListener(y,f,true)})}}})();';

/** What `EARLY_INPUT_SCRIPT` leaves for the shell's script. */
export interface EarlyInput {
  held: Event[];
  typed: Element[];
  stop(): void;
}
