import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../site/page-cache.ts';
import { readMetricsText } from '../testing/metrics-text.ts';
import { pageCacheMetrics } from './page-cache-metrics.ts';

describe('the origin cache metrics', () => {
  it('counts answers by outcome, each from 0, and reads the kept bytes at the scrape', async () => {
    const registry = new Registry();
    const cache: PageCache = new PageCache({
      maxBytes: 1024 * 1024,
      freshMs: 60_000,
      staleMs: 300_000,
      generation: () => 'g1',
      counted: pageCacheMetrics(registry, () => cache.bytes),
    });
    const before = readMetricsText(await registry.metrics());
    expect(before.types.get('page_cache_answers_total')).toBe('counter');
    expect(before.types.get('page_cache_bytes')).toBe('gauge');
    expect(
      before.find('page_cache_answers_total').map(({ labels, value }) => [labels.outcome, value]),
    ).toEqual([
      ['hit', 0],
      ['stale', 0],
      ['miss', 0],
      ['personal', 0],
    ]);
    expect(before.find('page_cache_bytes')[0]?.value).toBe(0);

    const address = { url: 'https://rentals.test/', language: 'en', builds: '' };
    const page = {
      status: 200,
      body: Buffer.from('<html></html>'),
      encoded: {},
      etag: '"e"',
      csp: "default-src 'self'",
    };
    await cache.answer(address, async () => ({ kind: 'shared', page }));
    await cache.answer(address, async () => ({ kind: 'shared', page }));
    await cache.answer({ ...address, language: 'es' }, async () => ({ kind: 'personal', answer: 503 }));
    const after = readMetricsText(await registry.metrics());
    expect(after.find('page_cache_answers_total', { outcome: 'miss' })[0]?.value).toBe(1);
    expect(after.find('page_cache_answers_total', { outcome: 'hit' })[0]?.value).toBe(1);
    expect(after.find('page_cache_answers_total', { outcome: 'personal' })[0]?.value).toBe(1);
    expect(after.find('page_cache_bytes')[0]?.value).toBe(cache.bytes);
    expect(cache.bytes).toBeGreaterThan(page.body.byteLength);
  });
});
