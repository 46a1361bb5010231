import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { writeCookie } from '../lib/cookies';

// `findBy…` and `waitFor` wait up to 10 s, not Testing Library's 1 s: a wait, not a budget. Beside the
// API tier (npm test) a lazily loaded menu took longer than 1 s to appear at load 13 on two cores.
configure({ asyncUtilTimeout: 10_000 });

// The files of a worker share one window (vitest.config.ts: isolate off, for speed): this runs at the
// start of each file and puts back what an earlier file may have left in it.
vi.restoreAllMocks();
vi.unstubAllGlobals();
vi.useRealTimers();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split('; ').filter(Boolean))
  writeCookie(cookie.split('=')[0] ?? '', '', 0, 'lax');
for (const { name } of [...document.documentElement.attributes])
  document.documentElement.removeAttribute(name);
document.head.replaceChildren();
document.body.replaceChildren();
window.history.replaceState(null, '', '/');

// Mantine reads these browser APIs; happy-dom does not provide all of them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// happy-dom lays nothing out and its IntersectionObserver never reports: here every element is in
// view as soon as it is observed, like a very tall screen (sections under ui/WhenNearView render).
globalThis.IntersectionObserver = class {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};

// Mantine's autosizing Textarea listens for web fonts loading.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
