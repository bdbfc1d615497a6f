// What Chakra UI v3 and react-router 7 need from a browser that jsdom lacks (see STACK.md).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy… and waitFor wait up to 10 s (the library's default is 1 s): on two cores with every jest worker busy and a
// cold transform cache (a clean clone in CI), the first dialog a test opens loads shared-ui's lazy overlays entry and
// transforms it, which took more than 4 s once. A passing wait ends as soon as its element appears.
configure({ asyncUtilTimeout: 10_000 });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub });

// Tests that run in Node (`@jest-environment node`) have no window to complete.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  Element.prototype.scrollTo = Element.prototype.scrollTo ?? function scrollTo() {};
  Element.prototype.scrollIntoView = Element.prototype.scrollIntoView ?? function scrollIntoView() {};
  window.scrollTo = () => {};

  // Chakra's checkbox and other pressable parts create PointerEvents, which jsdom does not define.
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventStub extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.assign(window, { PointerEvent: PointerEventStub });
  }
}

// The site's one query client outlives a test: each test starts with an empty cache, and a failed read
// shows its failure at once instead of after a retry.
const { queryClient } = jest.requireActual<typeof import('shared-api/query')>('shared-api/query');
queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
afterEach(() => queryClient.clear());
