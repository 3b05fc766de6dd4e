import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageCacheOutcome } from '../metrics/page-cache-metrics.ts';
import {
  PageCache,
  pageCacheKey,
  type PageAddress,
  type PageCacheOptions,
  type RenderedPage,
  type SharedPage,
} from './page-cache.ts';

const page = (text: string, status = 200): SharedPage => ({
  status,
  body: Buffer.from(text),
  encoded: {},
  etag: `"${text.slice(0, 27)}"`,
  csp: "script-src 'self' 'sha256-abc'",
});
const shared = (text: string): RenderedPage<never> => ({ kind: 'shared', page: page(text) });
const address = (path: string, language = 'en', builds = ''): PageAddress => ({
  url: `https://rentals.test${path}`,
  language,
  builds,
});

/** A promise the test settles when it chooses, as a render that takes its time. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets the cache store what a settled render gave before the test asks again. */
const settled = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

/** A cache on a clock the test moves, which counts its outcomes; fresh for 1 s, then stale for 5 s. */
function cacheOf(options: Partial<PageCacheOptions> = {}) {
  const clock = { ms: 0 };
  const outcomes: PageCacheOutcome[] = [];
  const cache = new PageCache({
    maxBytes: 1024 * 1024,
    freshMs: 1000,
    staleMs: 5000,
    generation: () => 'g1',
    counted: (outcome) => outcomes.push(outcome),
    now: () => clock.ms,
    ...options,
  });
  return { cache, clock, outcomes };
}

const bodyOf = (rendered: RenderedPage<unknown>) =>
  rendered.kind === 'shared' ? rendered.page.body.toString() : rendered.answer;

describe('the origin cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keys a page by its address, language, builds and generation, whatever characters they hold', () => {
    const parts = { url: 'https://rentals.test/?a=1', language: 'en', builds: '', generation: 'g1' };
    const keys = [
      parts,
      { ...parts, url: 'https://rentals.test/?a=2' },
      { ...parts, url: 'https://other.test/?a=1' },
      { ...parts, language: 'es' },
      { ...parts, builds: 'mf-content:canary:r1' },
      { ...parts, generation: 'g2' },
      { ...parts, language: 'en","', builds: '' },
      { ...parts, language: 'en', builds: '","' },
    ].map(pageCacheKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(pageCacheKey({ ...parts })).toBe(keys[0]);
  });

  it('keeps no more bytes than maxBytes, dropping the least recently used page first', async () => {
    const body = 'x'.repeat(1000);
    const entryBytes = (path: string) =>
      pageCacheKey({ ...address(path), generation: 'g1' }).length +
      // The body and, made when first asked, its compressed forms: counted as the body again.
      page(body).body.byteLength * 2 +
      page(body).etag.length +
      page(body).csp.length +
      256;
    const maxBytes = 3 * entryBytes('/p/a') + 10;
    const { cache, outcomes } = cacheOf({ maxBytes });
    const renders: string[] = [];
    const ask = (path: string, text = body) =>
      cache.answer(address(path), async () => {
        renders.push(path);
        return shared(text);
      });

    for (const path of ['/p/a', '/p/b', '/p/c']) {
      await ask(path);
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.bytes).toBe(3 * entryBytes('/p/a'));
    await ask('/p/a');
    await ask('/p/d');
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(renders).toEqual(['/p/a', '/p/b', '/p/c', '/p/d']);

    outcomes.length = 0;
    await ask('/p/a');
    await ask('/p/c');
    await ask('/p/b');
    expect(outcomes).toEqual(['hit', 'hit', 'miss']);
    expect(renders.at(-1)).toBe('/p/b');

    // A page larger than the whole cache is answered, and not kept.
    const huge = 'y'.repeat(maxBytes);
    expect(bodyOf(await ask('/p/huge', huge))).toBe(huge);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    await ask('/p/huge', huge);
    expect(renders.filter((path) => path === '/p/huge')).toHaveLength(2);
  });

  it('renders a page once for 50 requests that miss it at the same time', async () => {
    const { cache, outcomes } = cacheOf();
    const render = later<RenderedPage<never>>();
    let renders = 0;
    const answers = Array.from({ length: 50 }, () =>
      cache.answer(address('/'), () => {
        renders += 1;
        return render.promise;
      }),
    );
    await settled();
    expect(renders).toBe(1);
    render.resolve(shared('home'));
    const bodies = (await Promise.all(answers)).map(bodyOf);
    expect(bodies).toEqual(Array.from({ length: 50 }, () => 'home'));
    expect(outcomes).toEqual(Array.from({ length: 50 }, () => 'miss'));

    expect(bodyOf(await cache.answer(address('/'), () => Promise.reject(new Error('not rendered'))))).toBe(
      'home',
    );
    expect(renders).toBe(1);
  });

  it('shares a failed render with the requests waiting for it, and keeps nothing of it', async () => {
    const { cache } = cacheOf();
    const render = later<RenderedPage<never>>();
    let renders = 0;
    const answers = Array.from({ length: 5 }, () =>
      cache.answer(address('/'), () => {
        renders += 1;
        return render.promise;
      }),
    );
    render.reject(new Error('the render worker ended'));
    for (const answer of answers) await expect(answer).rejects.toThrow('the render worker ended');
    expect(renders).toBe(1);
    expect(cache.bytes).toBe(0);

    expect(bodyOf(await cache.answer(address('/'), async () => shared('home')))).toBe('home');
  });

  it('sends a stale page at once while one render refreshes it, then the new page', async () => {
    const { cache, clock, outcomes } = cacheOf();
    await cache.answer(address('/'), async () => shared('first'));
    clock.ms = 1000;
    expect(bodyOf(await cache.answer(address('/'), async () => shared('not asked')))).toBe('first');

    clock.ms = 1500;
    const refresh = later<RenderedPage<never>>();
    let renders = 0;
    const during = await Promise.all(
      Array.from({ length: 10 }, () =>
        cache.answer(address('/'), () => {
          renders += 1;
          return refresh.promise;
        }),
      ),
    );
    expect(during.map(bodyOf)).toEqual(Array.from({ length: 10 }, () => 'first'));
    expect(renders).toBe(1);

    refresh.resolve(shared('second'));
    await settled();
    outcomes.length = 0;
    clock.ms = 2400;
    expect(bodyOf(await cache.answer(address('/'), async () => shared('not asked')))).toBe('second');
    expect(outcomes).toEqual(['hit']);
    expect(renders).toBe(1);
  });

  it('keeps sending the stale page when its refresh fails, until staleMs has passed', async () => {
    const { cache, clock, outcomes } = cacheOf();
    await cache.answer(address('/'), async () => shared('first'));
    let renders = 0;
    const failing = async (): Promise<RenderedPage<never>> => {
      renders += 1;
      throw new Error('the render worker ended');
    };

    clock.ms = 2000;
    expect(bodyOf(await cache.answer(address('/'), failing))).toBe('first');
    await settled();
    clock.ms = 6000;
    expect(bodyOf(await cache.answer(address('/'), failing))).toBe('first');
    await settled();
    expect(renders).toBe(2);
    expect(outcomes).toEqual(['miss', 'stale', 'stale']);

    // Past freshMs + staleMs, the request waits for a render, and a render that fails drops the old page.
    clock.ms = 6001;
    await expect(cache.answer(address('/'), failing)).rejects.toThrow('the render worker ended');
    expect(cache.bytes).toBe(0);
    expect(bodyOf(await cache.answer(address('/'), async () => shared('third')))).toBe('third');
  });

  it('waits for a render once the kept page is older than freshMs + staleMs', async () => {
    const { cache, clock, outcomes } = cacheOf();
    await cache.answer(address('/'), async () => shared('first'));
    clock.ms = 7000;
    expect(bodyOf(await cache.answer(address('/'), async () => shared('second')))).toBe('second');
    expect(outcomes).toEqual(['miss', 'miss']);
  });

  it.each([
    ['a new remotes.json manifest version', { manifest: 'v2' }],
    ['a new shell build', { shell: 'shell-2' }],
    ['a new seeded content version', { seeded: 1 }],
  ])('drops every kept page on %s', async (_change, changed) => {
    let parts = { manifest: 'v1', shell: 'shell-1', seeded: 0 };
    const { cache, outcomes } = cacheOf({
      generation: () => `${parts.manifest}|${parts.shell}|${parts.seeded}`,
    });
    await cache.answer(address('/'), async () => shared('home'));
    await cache.answer(address('/contact'), async () => shared('contact'));
    expect(bodyOf(await cache.answer(address('/'), async () => shared('not asked')))).toBe('home');

    parts = { ...parts, ...changed };
    expect(bodyOf(await cache.answer(address('/'), async () => shared('new home')))).toBe('new home');
    expect(bodyOf(await cache.answer(address('/contact'), async () => shared('new contact')))).toBe(
      'new contact',
    );
    expect(outcomes).toEqual(['miss', 'miss', 'hit', 'miss', 'miss']);
  });

  it('answers the requests waiting for a render when the generation changes under it, and does not keep it', async () => {
    let generation = 'g1';
    const { cache } = cacheOf({ generation: () => generation });
    const render = later<RenderedPage<never>>();
    const waiting = [
      cache.answer(address('/'), () => render.promise),
      cache.answer(address('/'), () => render.promise),
    ];
    generation = 'g2';
    expect(bodyOf(await cache.answer(address('/'), async () => shared('new')))).toBe('new');
    render.resolve(shared('old'));
    expect((await Promise.all(waiting)).map(bodyOf)).toEqual(['old', 'old']);
    expect(bodyOf(await cache.answer(address('/'), async () => shared('not asked')))).toBe('new');
  });

  it('drops every kept page when cleared', async () => {
    const { cache } = cacheOf();
    await cache.answer(address('/'), async () => shared('home'));
    cache.clear();
    expect(cache.bytes).toBe(0);
    expect(bodyOf(await cache.answer(address('/'), async () => shared('again')))).toBe('again');
  });

  it('gives a personal answer to its own request only and never keeps it', async () => {
    const { cache, outcomes } = cacheOf();
    const personal = (answer: string) => async (): Promise<RenderedPage<string>> => ({
      kind: 'personal',
      answer,
    });
    expect(await cache.answer(address('/'), personal('503 for one'))).toEqual({
      kind: 'personal',
      answer: '503 for one',
    });
    expect(cache.bytes).toBe(0);
    expect(bodyOf(await cache.answer(address('/'), personal('503 again')))).toBe('503 again');

    // Requests that waited for a render whose answer is personal render their own.
    const render = later<RenderedPage<string>>();
    const first = cache.answer(address('/'), () => render.promise);
    const others = ['mine', 'yours'].map((answer) => cache.answer(address('/'), personal(answer)));
    render.resolve({ kind: 'personal', answer: 'first' });
    expect(await first).toEqual({ kind: 'personal', answer: 'first' });
    expect((await Promise.all(others)).map(bodyOf)).toEqual(['mine', 'yours']);
    expect(cache.bytes).toBe(0);
    expect(outcomes).toEqual(Array.from({ length: 5 }, () => 'personal'));
  });

  it('keeps the stale page when its refresh answers a personal page', async () => {
    const { cache, clock } = cacheOf();
    await cache.answer(address('/'), async () => shared('first'));
    clock.ms = 2000;
    const refresh = async (): Promise<RenderedPage<string>> => ({ kind: 'personal', answer: '503' });
    expect(bodyOf(await cache.answer(address('/'), refresh))).toBe('first');
    await settled();
    expect(bodyOf(await cache.answer(address('/'), refresh))).toBe('first');
  });

  it('renders every time when maxBytes is 0', async () => {
    const { cache, outcomes } = cacheOf({ maxBytes: 0 });
    let renders = 0;
    for (let turn = 0; turn < 3; turn += 1)
      await cache.answer(address('/'), async () => {
        renders += 1;
        return shared('home');
      });
    expect(renders).toBe(3);
    expect(cache.bytes).toBe(0);
    expect(outcomes).toEqual(['miss', 'miss', 'miss']);
  });

  it('measures freshness on the process clock by default', async () => {
    vi.useFakeTimers();
    const cache = new PageCache({ maxBytes: 1024 * 1024, freshMs: 1000, staleMs: 0, generation: () => 'g1' });
    await cache.answer(address('/'), async () => shared('first'));
    vi.advanceTimersByTime(1000);
    expect(bodyOf(await cache.answer(address('/'), async () => shared('not asked')))).toBe('first');
    vi.advanceTimersByTime(1);
    expect(bodyOf(await cache.answer(address('/'), async () => shared('second')))).toBe('second');
  });
});
