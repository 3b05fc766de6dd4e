import { vi } from 'vitest';

/** jsdom has no matchMedia: this one matches the queries given, so a test chooses the screen. */
export function stubMatchMedia(matching: string[]): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
