import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_GLOBAL } from '../app/early-taps.ts';
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
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  const run = () =>
    new Function(scriptsAfterLoad({ scripts: ['/main.js', '/vendor.js'], preloads: ['/remote.js'] }))();

  it('adds nothing before the load, then the preloads and the scripts in order once a frame has painted', async () => {
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
    expect(added()).toEqual([]);
    await vi.advanceTimersToNextFrame();
    await vi.advanceTimersToNextTimerAsync();
    expect(added()).toEqual(['preload /remote.js']);
    await vi.advanceTimersToNextTimerAsync();
    expect(added()).toEqual(['preload /remote.js', '/main.js']);
    await vi.advanceTimersToNextTimerAsync();
    expect(added()).toEqual(['preload /remote.js', '/main.js', '/vendor.js']);
  });

  it('preloads a remote script with its digest, and carries no digest of a file it does not preload', async () => {
    readyState = 'complete';
    const fallbackManifest = '/remotes/mf-catalogue/1.0.0/mf-manifest.json';
    const source = scriptsAfterLoad({
      scripts: ['/main.js'],
      preloads: ['/remote.js'],
      integrity: { '/remote.js': 'sha384-remote', [fallbackManifest]: 'sha384-manifest' },
    });
    expect(source).not.toContain(fallbackManifest);
    new Function(source)();
    await vi.advanceTimersByTimeAsync(50);
    expect(document.head.querySelector('link[rel="preload"]')).toMatchObject({
      href: expect.stringMatching(/\/remote\.js$/),
      integrity: 'sha384-remote',
      crossOrigin: 'anonymous',
    });
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

  describe('with the browser’s reports of largest paints', () => {
    /** Chromium's report of largest paints, which jsdom lacks: the test says which element was painted. */
    class LargestPaintReports {
      static supportedEntryTypes = ['largest-contentful-paint'];
      static current: LargestPaintReports | undefined;
      private connected = true;
      constructor(private readonly report: (list: { getEntries(): { element: Element }[] }) => void) {
        LargestPaintReports.current = this;
      }
      observe() {}
      disconnect() {
        this.connected = false;
      }
      paint(element: Element) {
        if (this.connected) this.report({ getEntries: () => [{ element }] });
      }
    }

    const loadedPicture = () => {
      const picture = document.createElement('img');
      picture.setAttribute('fetchpriority', 'high');
      Object.defineProperty(picture, 'complete', { value: true });
      Object.defineProperty(picture, 'naturalWidth', { value: 1280 });
      document.body.append(picture);
      return picture;
    };

    beforeEach(() => {
      vi.stubGlobal('PerformanceObserver', LargestPaintReports);
    });

    const load = () => {
      readyState = 'complete';
      window.dispatchEvent(new Event('load'));
    };

    it('adds nothing until the browser reports the page’s prioritised picture painted', async () => {
      const picture = loadedPicture();
      const heading = document.createElement('h1');
      document.body.append(heading);
      run();
      load();
      await vi.advanceTimersByTimeAsync(100);
      LargestPaintReports.current!.paint(heading);
      await vi.advanceTimersByTimeAsync(100);
      expect(added()).toEqual([]);
      LargestPaintReports.current!.paint(picture);
      await vi.advanceTimersByTimeAsync(50);
      expect(added()).toEqual(['preload /remote.js', '/main.js', '/vendor.js']);
    });

    it('waits no more than half a second after the load for that report', async () => {
      loadedPicture();
      run();
      load();
      await vi.advanceTimersByTimeAsync(450);
      expect(added()).toEqual([]);
      await vi.advanceTimersByTimeAsync(100);
      expect(added()).toEqual(['preload /remote.js', '/main.js', '/vendor.js']);
    });

    const heading = () => document.body.appendChild(document.createElement('h1'));

    /** Nothing is added after the load until `element`'s paint is reported, and everything after it. */
    async function expectScriptsAfterPaintOf(element: Element) {
      run();
      load();
      await vi.advanceTimersByTimeAsync(100);
      expect(added()).toEqual([]);
      LargestPaintReports.current!.paint(element);
      await vi.advanceTimersByTimeAsync(50);
      expect(added()).toEqual(['preload /remote.js', '/main.js', '/vendor.js']);
    }

    it('on a page without such a picture, adds nothing until its first paint is reported', async () => {
      await expectScriptsAfterPaintOf(heading());
    });

    it('does not wait for a picture that failed to load: the first paint reported is enough', async () => {
      const broken = document.createElement('img');
      broken.setAttribute('fetchpriority', 'high');
      Object.defineProperty(broken, 'complete', { value: true });
      document.body.append(broken);
      await expectScriptsAfterPaintOf(heading());
    });
  });
  describe('taps before the page answers them', () => {
    const kept = () => (window as unknown as Record<string, Element[]>)[EARLY_TAPS_GLOBAL];
    afterEach(() => document.documentElement.removeAttribute('data-hydrated'));
    /**
     * Whether the page's script kept the tap: held its default and hid it from the page's listeners. One
     * it leaves alone reaches the element, whose listener then holds it (jsdom cannot submit a form or
     * follow a link).
     */
    const tap = (element: Element) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      let reached = false;
      const atElement = (seen: Event) => {
        reached = true;
        seen.preventDefault();
      };
      element.addEventListener('click', atElement);
      element.dispatchEvent(event);
      element.removeEventListener('click', atElement);
      return { kept: !reached && event.defaultPrevented };
    };

    it('keeps a tap on a button, holds its default and starts the scripts at once', async () => {
      document.body.innerHTML = '<form><button type="submit"><span>Add to cart</span></button></form>';
      run();
      const click = tap(document.querySelector('span')!);
      expect(click.kept).toBe(true);
      expect(kept()).toEqual([document.querySelector('button')]);
      await vi.advanceTimersByTimeAsync(10);
      expect(added()).toEqual(['preload /remote.js', '/main.js', '/vendor.js']);
    });

    it('keeps a form submitted with the Enter key, when the form names no address', () => {
      document.body.innerHTML = '<form id="quote"></form>';
      run();
      const form = document.querySelector('form')!;
      const submit = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(true);
      expect(kept()).toEqual([form]);
    });

    it('leaves to the browser what works without JavaScript: links, and forms that name their address', () => {
      document.body.innerHTML =
        '<a href="/about-us"><span>About</span></a>' +
        '<form action="/equipments"><button type="submit">Search</button></form>' +
        '<p>Text</p><button disabled>Off</button>';
      run();
      for (const element of document.querySelectorAll('span, button, p'))
        expect(tap(element).kept).toBe(false);
      const form = document.querySelector('form')!;
      const submit = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(false);
      expect(kept()).toEqual([]);
    });

    it('keeps taps in a remote’s region until that region is hydrated, and none once it is', () => {
      document.body.innerHTML =
        '<button id="menu">Menu</button><div data-remote="catalogue"><button id="add">Add</button></div>';
      run();
      document.documentElement.setAttribute('data-hydrated', 'true');
      expect(tap(document.getElementById('menu')!).kept).toBe(false);
      expect(tap(document.getElementById('add')!).kept).toBe(true);
      document.querySelector('[data-remote]')!.setAttribute('data-hydrated', 'true');
      expect(tap(document.getElementById('add')!).kept).toBe(false);
      expect(kept()).toEqual([document.getElementById('add')]);
    });

    it('hides a kept tap from the page’s other listeners: it is answered once, when made again', () => {
      document.body.innerHTML = '<button>Menu</button>';
      const seen = vi.fn();
      document.addEventListener('click', seen, true);
      run();
      tap(document.querySelector('button')!);
      document.removeEventListener('click', seen, true);
      expect(seen).not.toHaveBeenCalled();
    });
  });
});
