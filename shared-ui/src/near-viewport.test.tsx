import { act, render, screen } from '@testing-library/react';
import { WhenNear } from './when-near';
import { UiProvider } from './provider';

// jsdom has no layout: the observer is the browser's, driven here with the entries it would report.
let report: (entries: Array<Partial<IntersectionObserverEntry>>) => void = () => undefined;
beforeEach(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: (entries: Array<Partial<IntersectionObserverEntry>>) => void) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  };
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const rect = (top: number, bottom: number) => ({ top, bottom }) as DOMRectReadOnly;

describe('a part drawn as the person nears it', () => {
  const page = () =>
    render(
      <UiProvider>
        <WhenNear margin="0px">
          <h2>What we do</h2>
        </WhenNear>
      </UiProvider>,
    );

  it('waits while it is below the viewport, and is drawn once it meets it', () => {
    page();
    act(() => report([{ isIntersecting: false, boundingClientRect: rect(900, 1300), rootBounds: rect(0, 800) }]));
    expect(screen.queryByRole('heading', { name: 'What we do' })).toBeNull();
    act(() => report([{ isIntersecting: true, boundingClientRect: rect(700, 1100), rootBounds: rect(0, 800) }]));
    expect(screen.getByRole('heading', { name: 'What we do' })).toBeInTheDocument();
  });

  it('is drawn when a quick scroll took it past the viewport between two frames', () => {
    page();
    act(() => report([{ isIntersecting: false, boundingClientRect: rect(-600, -200), rootBounds: rect(0, 800) }]));
    expect(screen.getByRole('heading', { name: 'What we do' })).toBeInTheDocument();
  });
});
