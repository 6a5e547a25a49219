import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens are lazy chunks; on a busy shared machine the first import can exceed the 1 s default.
configure({ asyncUtilTimeout: 3000 });

// React Testing Library only cleans up by itself when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

// jsdom lacks what Mantine and React Router reach for in a browser.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub;

Element.prototype.scrollIntoView ??= () => {};
// ScrollRestoration scrolls on navigation; jsdom only logs "not implemented".
window.scrollTo = () => {};

// Mantine's autosize textarea listens for web fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
