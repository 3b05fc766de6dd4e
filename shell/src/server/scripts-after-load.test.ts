import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptsAfterLoad } from './scripts-after-load.ts';

const added = () =>
  [...document.head.querySelectorAll('script[src], link[rel="preload"]')].map(
    (element) => element.getAttribute('src') ?? `preload ${element.getAttribute('href')}`,
  );

describe('the page’s scripts, added after it has loaded and painted', () => {
  let readyState: DocumentReadyState;

  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    readyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const run = () =>
    new Function(scriptsAfterLoad({ scripts: ['/main.js', '/vendor.js'], preloads: ['/remote.js'] }))();

  it('adds nothing before the load, then the preloads and the scripts in order after the next paint', async () => {
    run();
    await vi.advanceTimersByTimeAsync(100);
    expect(added()).toEqual([]);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(added()).toEqual(['preload /remote.js', '/main.js', '/vendor.js']);
    expect([...document.head.querySelectorAll('script')].every((script) => !script.async)).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(added()).toHaveLength(3);
  });

  it('adds one element per task, so no task of its own is long', async () => {
    readyState = 'complete';
    run();
    await vi.advanceTimersToNextFrame();
    await vi.advanceTimersToNextTimerAsync();
    expect(added()).toEqual(['preload /remote.js']);
    await vi.advanceTimersToNextTimerAsync();
    expect(added()).toEqual(['preload /remote.js', '/main.js']);
    await vi.advanceTimersToNextTimerAsync();
    expect(added()).toEqual(['preload /remote.js', '/main.js', '/vendor.js']);
  });

  it('adds them at once on a page that has already loaded', async () => {
    readyState = 'complete';
    run();
    await vi.advanceTimersByTimeAsync(50);
    expect(added()).toEqual(['preload /remote.js', '/main.js', '/vendor.js']);
  });

  it('does not wait more than 3 s for a picture that never finishes', async () => {
    run();
    await vi.advanceTimersByTimeAsync(2900);
    expect(added()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(added()).toEqual(['preload /remote.js', '/main.js', '/vendor.js']);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(added()).toHaveLength(3);
  });
});
