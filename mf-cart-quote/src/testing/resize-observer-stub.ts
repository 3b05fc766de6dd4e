/** jsdom has no ResizeObserver; the date picker's positioning library only needs it to exist. */
export function stubResizeObserver(): void {
  if (typeof globalThis.ResizeObserver === 'function') return;
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
