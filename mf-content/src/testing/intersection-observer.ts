import { vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver. This stand-in records each observer and its options; the returned
 * function tells every observer that its element has come into view.
 */
export function stubIntersectionObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    observer: IntersectionObserver;
    options: IntersectionObserverInit | undefined;
  }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, observer: this as unknown as IntersectionObserver, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  const scrollIntoView = () =>
    observers.forEach(({ callback, observer }) =>
      callback([{ isIntersecting: true } as IntersectionObserverEntry], observer),
    );
  return Object.assign(scrollIntoView, { observers });
}
