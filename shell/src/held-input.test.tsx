import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_INPUT_SCRIPT, type EarlyInput } from 'shared-api/islands';
import { adoptEarlyInput, holdInput } from './held-input';

// A press made on a server-drawn part before its code has come is held, and given to the part once React has hydrated
// it (docs/decisions/028). Here a real React hydrates the server's HTML in between.

/** The phone menu's button: each press turns the menu over. */
function Toggle({ onPress = () => undefined }: { onPress?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      aria-expanded={open}
      onClick={() => {
        onPress();
        setOpen((was) => !was);
      }}
    >
      <svg aria-hidden="true" />
      Menu
    </button>
  );
}

/** A sign-in form: one submission per wish. */
function Form({ onSubmit }: { onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Email" defaultValue="hira.baloch@example.com" />
      <button type="submit">Login</button>
    </form>
  );
}

/**
 * Tabs drawn as the design system's are: aria-selected, data-selected, a roving tabindex, `aria-controls` on the
 * selected tab alone; panels labelled by their tab and hidden by attribute.
 */
function Tabs({ onChoose = () => undefined }: { onChoose?: (name: string) => void }) {
  const [chosen, setChosen] = useState('speakers');
  const names = ['speakers', 'photos'];
  return (
    <div>
      <div role="tablist">
        {names.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-controls={chosen === name ? `panel-${name}` : undefined}
            aria-selected={chosen === name}
            data-selected={chosen === name ? '' : undefined}
            tabIndex={chosen === name ? 0 : -1}
            onClick={() => {
              onChoose(name);
              setChosen(name);
            }}
          >
            {name}
          </button>
        ))}
      </div>
      {names.map((name) => (
        <div key={name} role="tabpanel" id={`panel-${name}`} aria-labelledby={`tab-${name}`} hidden={chosen !== name} data-state={chosen === name ? 'open' : 'closed'}>
          {name}&apos;s panel
        </div>
      ))}
    </div>
  );
}
const shownPanel = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => !panel.hidden).map((panel) => panel.id);
const selectedTab = (element: HTMLElement) => [...element.querySelectorAll('[role="tab"][aria-selected="true"]')].map((tab) => tab.id);

let roots: Root[] = [];
/** The element as the server sent it: its HTML, not yet hydrated. */
function serverDrawn(ui: React.ReactElement) {
  const element = document.createElement('div');
  element.innerHTML = renderToString(ui);
  document.body.appendChild(element);
  return element;
}
function hydrate(element: HTMLElement, ui: React.ReactElement) {
  act(() => {
    roots.push(hydrateRoot(element, ui));
  });
}
const press = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = '';
});

describe('presses held while a part’s code loads', () => {
  it('answers two presses on one toggle once: the menu opened by the first stays open', async () => {
    const pressed = jest.fn();
    const island = serverDrawn(<Toggle />);
    const input = holdInput(island);
    const button = island.querySelector('button')!;
    press(button);
    // The second lands on the icon inside the button: the same control.
    press(button.querySelector('svg')!);
    press(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    hydrate(island, <Toggle onPress={pressed} />);
    await act(() => input.release());
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(island.querySelector('button')).toHaveAttribute('aria-expanded', 'true');
  });

  it('answers once the presses the page held before its script came and those held after, on the same control', async () => {
    const pressed = jest.fn();
    const island = serverDrawn(<Toggle />);
    const button = island.querySelector('button')!;
    // What the page's inline script held (shared-api's EARLY_INPUT_SCRIPT), then the holder takes over.
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(early, 'target', { value: button });
    (window as { __heldInput?: unknown }).__heldInput = { held: [early], typed: [], stop: () => undefined };
    const input = holdInput(island);
    adoptEarlyInput([{ element: island, input }]);
    press(button);
    hydrate(island, <Toggle onPress={pressed} />);
    await act(() => input.release());
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(island.querySelector('button')).toHaveAttribute('aria-expanded', 'true');
  });

  it('sends a form once for Enter in a field and a press of its submit button, each made twice', async () => {
    const submitted = jest.fn();
    const island = serverDrawn(<Form onSubmit={submitted} />);
    const input = holdInput(island);
    const form = island.querySelector('form')!;
    const login = island.querySelector('button')!;
    press(login);
    press(login);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    hydrate(island, <Form onSubmit={submitted} />);
    await act(() => input.release());
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('still answers one press on each of two controls, in order', async () => {
    const order: string[] = [];
    const Two = () => (
      <>
        <Toggle onPress={() => order.push('first')} />
        <Toggle onPress={() => order.push('second')} />
      </>
    );
    const island = serverDrawn(<Two />);
    const input = holdInput(island);
    const [first, second] = island.querySelectorAll('button');
    press(first);
    press(second);
    press(first);
    hydrate(island, <Two />);
    await act(() => input.release());
    expect(order).toEqual(['first', 'second']);
  });
});

describe('what a press shows, and what the browser answers itself (decision 038)', () => {
  it('marks a held control pending at once, and unmarks it as the press is given', async () => {
    const island = serverDrawn(<Toggle />);
    const input = holdInput(island);
    const button = island.querySelector('button')!;
    press(button);
    expect(button).toHaveAttribute('data-held', '');
    expect(button).toHaveAttribute('aria-busy', 'true');
    hydrate(island, <Toggle />);
    await act(() => input.release());
    expect(button).not.toHaveAttribute('data-held');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('leaves a popover’s button and a summary to the browser', () => {
    const island = serverDrawn(
      <div>
        <button type="button" popoverTarget="menu">
          Menu
        </button>
        <div id="menu" popover="auto" />
        <details>
          <summary>Is membership free?</summary>
        </details>
      </div>,
    );
    holdInput(island);
    for (const control of [island.querySelector('button')!, island.querySelector('summary')!]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      control.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
      expect(control).not.toHaveAttribute('data-held');
    }
  });

  it('lets a form marked data-posts be sent by the browser before it has hydrated, its button pending, and nobody else hears it', () => {
    const island = serverDrawn(
      <form method="post" action="/login" data-posts="">
        <input aria-label="Email" name="email" defaultValue="hira.baloch@example.com" />
        <button type="submit">Login</button>
      </form>,
    );
    const heard = jest.fn();
    holdInput(island);
    island.addEventListener('click', heard);
    const button = island.querySelector('button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(heard).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('data-held', '');
  });
});

describe('a link followed while what was held is being given', () => {
  it('gives the page left nothing more: a filter chosen before hydration does not bring the person back', async () => {
    const chosen = jest.fn();
    const Filter = ({ onChoose = () => undefined }: { onChoose?: (value: string) => void }) => (
      <div>
        <select aria-label="State" defaultValue="" onChange={(event) => onChoose(event.target.value)}>
          <option value="">Every state</option>
          <option value="draft">Drafts</option>
        </select>
        <a href="/staff/press-releases/new">New press release</a>
      </div>
    );
    const island = serverDrawn(<Filter />);
    const input = holdInput(island);
    const select = island.querySelector('select')!;
    select.value = 'draft';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    hydrate(island, <Filter onChoose={chosen} />);
    // The link, pressed before the filter was given: the browser (or the router) goes; the filter stays untold.
    island.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    press(island.querySelector('a')!);
    await act(() => input.release());
    expect(chosen).not.toHaveBeenCalled();
    // Without the link, the same filter is given.
    const other = serverDrawn(<Filter />);
    const held = holdInput(other);
    const field = other.querySelector('select')!;
    field.value = 'draft';
    field.dispatchEvent(new Event('change', { bubbles: true }));
    hydrate(other, <Filter onChoose={chosen} />);
    await act(() => held.release());
    expect(chosen).toHaveBeenCalledWith('draft');
  });
});

describe('a tab pressed before its code has come (decision 039)', () => {
  // React's development build warns that the tabs' attributes differ from what it would draw (the press changed them
  // before hydration); its production build leaves them, and the press given after hydration makes its state agree.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows its panel at once, not pending, and the tabs hold the same choice once hydrated', async () => {
    const chosen = jest.fn();
    const island = serverDrawn(<Tabs />);
    const input = holdInput(island);
    press(island.querySelector('#tab-photos')!);
    expect(selectedTab(island)).toEqual(['tab-photos']);
    expect(shownPanel(island)).toEqual(['panel-photos']);
    expect(island.querySelector('#tab-photos')).not.toHaveAttribute('data-held');
    expect(island.querySelector('#tab-photos')).toHaveAttribute('tabindex', '0');
    expect(island.querySelector('#tab-speakers')).toHaveAttribute('tabindex', '-1');
    expect(island.querySelector('#tab-photos')).toHaveAttribute('aria-controls', 'panel-photos');
    expect(island.querySelector('#tab-speakers')).not.toHaveAttribute('aria-controls');
    hydrate(island, <Tabs onChoose={chosen} />);
    await act(() => input.release());
    expect(chosen).toHaveBeenLastCalledWith('photos');
    // The tabs' own state is Photos: a press on Speakers now is theirs to answer, and it is.
    act(() => {
      press(island.querySelector('#tab-speakers')!);
    });
    expect(selectedTab(island)).toEqual(['tab-speakers']);
    expect(shownPanel(island)).toEqual(['panel-speakers']);
  });

  it('gives a press made on the hydrated tabs while the held ones are being given after them', async () => {
    const chosen: string[] = [];
    const island = serverDrawn(<Tabs />);
    const input = holdInput(island);
    press(island.querySelector('#tab-photos')!);
    hydrate(island, <Tabs onChoose={(name) => chosen.push(name)} />);
    let released!: Promise<void>;
    act(() => {
      released = input.release();
    });
    // Hydrated, and the press on Photos not yet given: Speakers, pressed now, comes after it.
    press(island.querySelector('#tab-speakers')!);
    expect(selectedTab(island)).toEqual(['tab-speakers']);
    await act(() => released);
    expect(chosen).toEqual(['photos', 'speakers']);
    expect(selectedTab(island)).toEqual(['tab-speakers']);
    expect(shownPanel(island)).toEqual(['panel-speakers']);
  });

  it('ends on the last tab pressed, whatever came between', async () => {
    const island = serverDrawn(<Tabs />);
    const input = holdInput(island);
    for (const id of ['#tab-photos', '#tab-speakers', '#tab-photos']) press(island.querySelector(id)!);
    expect(shownPanel(island)).toEqual(['panel-photos']);
    hydrate(island, <Tabs />);
    await act(() => input.release());
    expect(selectedTab(island)).toEqual(['tab-photos']);
    expect(shownPanel(island)).toEqual(['panel-photos']);
  });

  it("is shown at once by the page's inline script too, before any of the shell's script, and given to the tabs after", async () => {
    const chosen = jest.fn();
    const island = serverDrawn(<Tabs />);
    island.id = 'root';
    // The page's one inline script, as the server writes it in the head.
    new Function(EARLY_INPUT_SCRIPT)();
    const early = (window as { __heldInput?: EarlyInput }).__heldInput!;
    press(island.querySelector('#tab-photos')!);
    expect(selectedTab(island)).toEqual(['tab-photos']);
    expect(shownPanel(island)).toEqual(['panel-photos']);
    expect(island.querySelector('#tab-photos')).not.toHaveAttribute('data-held');
    expect(island.querySelector('#panel-photos')).toHaveAttribute('data-state', 'open');
    expect(island.querySelector('#panel-speakers')).toHaveAttribute('data-state', 'closed');
    expect(early.held).toHaveLength(1);
    const input = holdInput(island);
    adoptEarlyInput([{ element: island, input }]);
    hydrate(island, <Tabs onChoose={chosen} />);
    await act(() => input.release());
    expect(chosen).toHaveBeenCalledTimes(1);
    expect(chosen).toHaveBeenCalledWith('photos');
    expect(selectedTab(island)).toEqual(['tab-photos']);
  });
});

describe('a press on a text field before its part has hydrated', () => {
  /** Two fields, as the sign-in form has them. */
  function Fields() {
    return (
      <form>
        <label htmlFor="email">Email</label>
        <input id="email" type="email" />
        <label htmlFor="password">Password</label>
        <input id="password" type="password" />
      </form>
    );
  }

  it('is the browser’s (its caret), never given again: keys typed in the next field stay there as the part hydrates', async () => {
    const island = serverDrawn(<Fields />);
    island.id = 'root';
    // A tap on the e-mail field before any of the shell's script, then one on the password's label after it came.
    new Function(EARLY_INPUT_SCRIPT)();
    const early = (window as { __heldInput?: EarlyInput }).__heldInput!;
    const email = island.querySelector<HTMLInputElement>('#email')!;
    const password = island.querySelector<HTMLInputElement>('#password')!;
    email.focus();
    press(email);
    expect(early.held).toHaveLength(0);
    const input = holdInput(island);
    adoptEarlyInput([{ element: island, input }]);
    password.focus();
    press(island.querySelector('label[for="password"]')!);
    expect(island.querySelector('[data-held]')).toBeNull();
    hydrate(island, <Fields />);
    await act(() => input.release());
    // The person is still in the password field: nothing took the focus back to the e-mail.
    expect(document.activeElement).toBe(password);
  });
});
