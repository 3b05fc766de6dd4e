import { vi } from 'vitest';

/**
 * jsdom has no matchMedia. This stand-in answers from a set of matching queries that a test can change,
 * and notifies listeners, so hooks built on useSyncExternalStore re-render as in a browser.
 */
export function stubMediaQueries(initial: string[] = []) {
  const matching = new Set(initial);
  const listeners = new Map<string, Set<() => void>>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matching.has(query);
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)?.add(listener);
    },
    removeEventListener: (_type: string, listener: () => void) => listeners.get(query)?.delete(listener),
  }));
  return {
    set(query: string, matches: boolean) {
      if (matches) matching.add(query);
      else matching.delete(query);
      listeners.get(query)?.forEach((listener) => listener());
    },
  };
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
