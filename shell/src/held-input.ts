// What a person does on a server-drawn page before its script has taken it over (docs/decisions/028): a press on a
// button, a form sent with Enter, text typed or a box ticked. Held, then given to the page once React has hydrated the
// part it was meant for, so nothing a quick person does is lost or sent twice. A link is a real link and goes at once.
// Used by each island of a page that hydrates as islands, and by the root of a page that hydrates whole; before either
// is there, the page's inline script holds them (shared-api's EARLY_INPUT_SCRIPT).
import type { EarlyInput } from 'shared-api/islands';

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Resolves once React has taken the element over (it marks each node it hydrates): a root commits before a part of it
 * that waits for its own code (a lazy accordion) has hydrated, and a press given to that part before then would meet
 * the server's HTML again. True once hydrated; false when the element is gone or it never is (10 s).
 */
interface Fiber {
  tag: number;
  flags: number;
  alternate: Fiber | null;
  return: Fiber | null;
}
/** React's own flags for a part placed or being hydrated, not yet committed (ReactFiberFlags: Placement, Hydrating). */
const NOT_MOUNTED = 0b10 | 0b1000000000000;
const HOST_ROOT = 3;

/**
 * Whether React has hydrated the element and committed it, so an event on it reaches its handlers: React marks a node
 * with its fiber as it hydrates it, before the commit, and drops events on parts not yet committed. This is React's own
 * test (getNearestMountedFiber), on the fields React gives DOM nodes.
 */
function isHydrated(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  let fiber = key ? ((element as unknown as Record<string, Fiber | undefined>)[key] ?? null) : null;
  if (!fiber) return false;
  if (!fiber.alternate) {
    for (let node: Fiber | null = fiber; node; node = node.return) {
      if (node.flags & NOT_MOUNTED) return false;
      fiber = node;
    }
  } else {
    while (fiber.return) fiber = fiber.return;
  }
  return fiber.tag === HOST_ROOT;
}

export function whenHydrated(element: Element): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      if (!element.isConnected) resolve(false);
      else if (isHydrated(element)) resolve(true);
      else if (performance.now() - started > 10_000) resolve(false);
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * Gives a field typed into before it hydrated its value again, as a person's input, so the form's state takes it:
 * hydration leaves the typed text on the screen, but the form's own state is still empty. React tracks a field's last
 * value through the element's own `value` property: clearing it there, then writing the text through the prototype's
 * setter and sending the input event, is a change React reports to the form.
 */
function enter(field: FormField, value: string | boolean) {
  // A file chosen: its files are still there, and React hears a file field's change event as it comes.
  if (field instanceof HTMLInputElement && field.type === 'file') {
    if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // A box or a radio button: its mark is on the screen, but the form's state does not have it. React follows a box
  // through its own `checked` property: the mark is taken off there, and a click puts it back as a person's press.
  if (typeof value === 'boolean') {
    (field as HTMLInputElement).checked = !value;
    field.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!setter) return;
  field.value = '';
  setter.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** After the page has drawn what an event changed: two frames and a task (transitions render in a later task). */
const settled = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));

/**
 * A held press shows at once that it was taken (decision 038): its control is marked `data-held` and busy until the
 * press is given, and the page's first style (shell/src/index.html) draws it pending. The page's inline script marks
 * the presses it holds the same way.
 */
const HELD_ATTRIBUTE = 'data-held';
function markHeld(control: Element | null): Element | null {
  control?.setAttribute(HELD_ATTRIBUTE, '');
  control?.setAttribute('aria-busy', 'true');
  return control;
}
function unmarkHeld(control: Element | null) {
  if (!control?.hasAttribute(HELD_ATTRIBUTE)) return;
  control.removeAttribute(HELD_ATTRIBUTE);
  control.removeAttribute('aria-busy');
}

/** For a press that sends a form marked `data-posts` (it posts itself to the server), the control that sent it. */
function postingPress(event: Event, target: Element): Element | null {
  const submitter = event.type === 'submit' ? ((event as SubmitEvent).submitter ?? target.querySelector('[type="submit"]')) : target.closest('[type="submit"]');
  const form = event.type === 'submit' ? target : (submitter as HTMLButtonElement | HTMLInputElement | null)?.form;
  return form instanceof HTMLFormElement && form.hasAttribute('data-posts') ? (submitter ?? form) : null;
}

/**
 * A tab pressed before the tabs' code has come is shown at once (decision 039): its panel shown and the others hidden,
 * the selection drawn as the tabs' own code draws it (`aria-selected`, `data-selected`, the roving `tabindex`, and
 * `aria-controls` on the selected tab alone; a panel's `hidden`, `data-selected` and `data-state`). A tab's panel is the
 * one labelled by it (`aria-labelledby`), or the one it names. The press is still held and given to the tabs once they
 * have hydrated, so that their state agrees with what the screen shows. False for anything that is not an enabled tab
 * with a panel. The page's inline script does the same before this script has come.
 */
export function showTab(target: Element): boolean {
  const tab = target.closest<HTMLElement>('[role="tab"]');
  const list = tab?.closest('[role="tablist"]');
  const panelOf = (of: Element) =>
    (of.id ? document.querySelector<HTMLElement>(`[role="tabpanel"][aria-labelledby="${CSS.escape(of.id)}"]`) : null) ??
    document.getElementById(of.getAttribute('aria-controls') ?? '');
  if (!tab || !list || (tab as HTMLButtonElement).disabled || tab.getAttribute('aria-disabled') === 'true' || !panelOf(tab)) return false;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    if (other.closest('[role="tablist"]') !== list) continue;
    const shown = other === tab;
    const panel = panelOf(other);
    other.setAttribute('aria-selected', String(shown));
    other.toggleAttribute('data-selected', shown);
    other.tabIndex = shown ? 0 : -1;
    if (shown && panel?.id) other.setAttribute('aria-controls', panel.id);
    else other.removeAttribute('aria-controls');
    if (!panel) continue;
    panel.hidden = !shown;
    panel.toggleAttribute('data-selected', shown);
    panel.setAttribute('data-state', shown ? 'open' : 'closed');
  }
  return true;
}

/** What the browser answers by itself, without the page's script: held by nobody (decision 038). */
export const NATIVE_PRESS = 'a[href], [popovertarget], summary';

/**
 * A field that takes text or a choice from a list: a press on it (or on its label) is answered by the browser, which
 * puts the caret there, and is never given again. Given again once hydrated, it took the focus back from the field the
 * person had gone on typing in, and their next keys went to the wrong field.
 */
export const TEXT_FIELD = 'textarea, select, input:not([type="checkbox"], [type="radio"], [type="submit"], [type="button"], [type="reset"], [type="image"], [type="file"])';

/** What a press can focus. */
const FOCUSABLE = 'button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"], [role="tab"], [role="menuitem"]';

/**
 * What the page's inline script held before this script came (shared-api's EARLY_INPUT_SCRIPT): its listeners stop, and
 * each press and field goes to the holder whose element holds it. A press outside every holder (a static part of a page
 * of islands) had nothing to answer it, and is dropped.
 */
export function adoptEarlyInput(holders: Array<{ element: HTMLElement; input: HeldInput }>) {
  const early = (window as { __heldInput?: EarlyInput }).__heldInput;
  if (!early) return;
  early.stop();
  delete (window as { __heldInput?: EarlyInput }).__heldInput;
  // The script marked what it held; each holder marks its own again, and a press nobody holds is not left pending.
  for (const control of document.querySelectorAll(`[${HELD_ATTRIBUTE}]`)) unmarkHeld(control);
  const holderOf = (node: Element) => holders.find(({ element }) => element.contains(node))?.input;
  for (const field of early.typed) holderOf(field)?.note(field);
  for (const event of early.held) if (event.target instanceof Element) holderOf(event.target)?.hold(event);
}

/**
 * What a held press asks of the page, so that asking twice is seen as one: its control (the button around an icon), or
 * for a form's submit button and Enter in one of its fields, the form.
 */
function pressedOn(type: string, target: Element): Element {
  if (type === 'submit') return target;
  const control = target.closest(FOCUSABLE) ?? target;
  const form = (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit' ? control.form : null;
  return form ?? control;
}

export interface HeldInput {
  /** whether a person pressed or typed since it was held */
  readonly touched: boolean;
  /** Stops holding and gives the page, part by part as it hydrates, what was typed and pressed, in that order. */
  release(): Promise<void>;
  /** Stops holding and forgets it (the part could not hydrate). */
  drop(): void;
  /** Takes a field typed into, or a press, held before this holder was there (see `adoptEarlyInput`). */
  note(field: Element): void;
  hold(event: Event): void;
}

/** Holds what a person does inside `element` until `release`; `onPress` is told of each held press. */
export function holdInput(element: HTMLElement, onPress: () => void = () => undefined): HeldInput {
  const held: Array<() => Promise<void>> = [];
  const typed = new Map<FormField, string | boolean>();
  // The controls (and forms) a held press is waiting for: each is answered once. A second tap on a menu's button while
  // its code loads would otherwise shut the menu the first one opened, and a second Login would sign in twice.
  const pressed = new Set<Element>();
  // A link to another page followed meanwhile: what was held for this page is not given to it any more (a filter typed
  // before hydration would otherwise bring the person back to the list they had just left).
  let left = false;

  function note(event: Event) {
    noteField(event.target);
  }
  function noteField(field: EventTarget | null) {
    // A field React has already taken over is React's to follow: the event it hears now carries the field's whole
    // value, which replaces what was noted before.
    if (field instanceof Element && isHydrated(field)) {
      typed.delete(field as FormField);
      return;
    }
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) typed.set(field, field.checked);
    else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) typed.set(field, field.value);
  }

  function hold(event: Event) {
    const target = event.target;
    // What this holder gives back (a held press, a box ticked again) is the page's to hear.
    if (giving || !(target instanceof Element)) return;
    // A link goes at once; a popover's button and a disclosure's summary are answered by the browser itself.
    if (event.type === 'click' && target.closest(NATIVE_PRESS)) {
      const link = target.closest('a[href]');
      if (link && !link.getAttribute('href')!.startsWith('#')) left = true;
      onPress();
      return;
    }
    if (event.type === 'click' && ((target.closest('label')?.control ?? target) as Element).matches(TEXT_FIELD)) return;
    // What React has already hydrated answers for itself (its listeners on the same root see the event too), unless
    // something done before is still to be given to a part React has taken over: React commits a part before this
    // holder is released, and a press in between (Login, as the form's fields wait for what was typed into them)
    // would reach a form that does not have it yet. It is given after them, in order.
    if (isHydrated(target) && held.length === 0 && ![...typed.keys()].some(isHydrated)) return;
    // A form that posts itself (the sign-in page's, decision 038) is sent by the browser before its part has hydrated:
    // the press goes, its button drawn pending until the next page comes. React, hydrating meanwhile, does not hear it:
    // it would replay it once hydrated, and the form would be sent a second time by its script.
    const posting = isHydrated(target) ? null : postingPress(event, target);
    if (posting) {
      event.stopImmediatePropagation();
      markHeld(posting);
      onPress();
      return;
    }
    // A box or a radio button not yet hydrated takes its mark at once, as the person sees it (and as a test that ticks
    // it checks), and is noted as a field typed into (its change event): the form is given its state once hydrated.
    const control = (target.closest('label')?.control ?? target) as Element;
    if (event.type === 'click' && control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio') && !isHydrated(control)) {
      event.stopImmediatePropagation();
      onPress();
      return;
    }
    // Else nobody sees it now, React's own listeners on this root included: it is given again, once, when the part is
    // ready. (React would replay a press on a part still waiting for its code as well, and the part would get two.)
    event.preventDefault();
    event.stopImmediatePropagation();
    // A tab is answered at once, and is not drawn pending. Choosing a tab twice chooses it once, so each press on a tab
    // is given, in order: the last tab pressed is the one shown.
    const tab = event.type === 'click' && showTab(target);
    // A press on a control already held is the same wish made again, while nothing answered: only the first is given.
    const wish = pressedOn(event.type, target);
    if (!tab && pressed.has(wish)) {
      onPress();
      return;
    }
    pressed.add(wish);
    const shown = tab ? null : markHeld(event.type === 'submit' ? ((event as SubmitEvent).submitter ?? (target as HTMLFormElement).querySelector('[type="submit"]')) : (target.closest(FOCUSABLE) ?? target));
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      const submitter = (event as SubmitEvent).submitter;
      held.push(async () => {
        unmarkHeld(shown);
        if (await whenHydrated(target)) give(() => target.requestSubmit(submitter?.isConnected ? submitter : undefined));
      });
    } else if (event.type === 'click') {
      // The same press, on the same element (an icon inside a button is fine: it bubbles to the button's handler).
      const { clientX, clientY, screenX, screenY, detail, ctrlKey, shiftKey, altKey, metaKey, button } = event as MouseEvent;
      const again = { bubbles: true, cancelable: true, composed: true, clientX, clientY, screenX, screenY, detail, ctrlKey, shiftKey, altKey, metaKey, button };
      held.push(async () => {
        if (!(await whenHydrated(target))) return unmarkHeld(shown);
        // The press focused its control before the page could hear it: the control is focused again now, as a press
        // would, since some controls act on a click only once they know they have the focus (an accordion's trigger).
        const control = target.closest<HTMLElement>(FOCUSABLE);
        if (control && !control.matches(':disabled')) {
          if (document.activeElement === control) control.blur();
          control.focus({ preventScroll: true });
        }
        unmarkHeld(shown);
        give(() => target.dispatchEvent(new MouseEvent('click', again)));
      });
    }
    onPress();
  }

  element.addEventListener('input', note, true);
  element.addEventListener('change', note, true);
  element.addEventListener('click', hold, true);
  element.addEventListener('submit', hold, true);
  /** Gives the page an event of a held press or field: this holder lets it through. */
  let giving = false;
  function give(dispatch: () => void) {
    giving = true;
    try {
      dispatch();
    } finally {
      giving = false;
    }
  }
  const stop = () => {
    element.removeEventListener('input', note, true);
    element.removeEventListener('change', note, true);
    element.removeEventListener('click', hold, true);
    element.removeEventListener('submit', hold, true);
  };

  return {
    get touched() {
      return held.length > 0 || typed.size > 0;
    },
    async release() {
      // It goes on holding until every held press has been given: a press made meanwhile, on a part already hydrated,
      // comes after them, as it came after them on the screen (a tab pressed before hydration, then another).
      for (const field of [...typed.keys()]) {
        if (left) break;
        try {
          // Its latest text: a field typed into again once hydrated was heard whole by the page, and is no longer noted.
          if (await whenHydrated(field)) {
            const value = typed.get(field);
            if (value !== undefined) give(() => enter(field, value));
          }
        } catch (error) {
          // One field that cannot be given again does not stop the others, nor the presses.
          console.error('A field typed into before the page was ready could not be given to it:', error);
        }
        typed.delete(field);
      }
      while (held.length && !left) {
        await held[0]();
        held.shift();
        // What a press changed is drawn before the next one is given: a second filter pressed quickly builds on the
        // first, as it did on the screen (a navigation renders as a transition, after the event).
        await settled();
      }
      held.length = 0;
      typed.clear();
      stop();
    },
    drop() {
      stop();
      for (const control of element.querySelectorAll(`[${HELD_ATTRIBUTE}]`)) unmarkHeld(control);
      held.length = 0;
      typed.clear();
      pressed.clear();
    },
    note: noteField,
    hold,
  };
}
