import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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
