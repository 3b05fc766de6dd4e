import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { readMetricsText } from '../testing/metrics-text.ts';
import { renderMetrics, type RenderWorkerState } from './render-metrics.ts';

describe('the render metrics', () => {
  it('keeps the render series of the last 8 generations only, however many an instance runs', async () => {
    const registry = new Registry();
    const renders = renderMetrics(registry, () => []);
    const names = Array.from({ length: 12 }, (_, index) => index.toString(16).padStart(8, '0'));
    for (const generation of names) {
      renders.rendered({ generation, outcome: 'rendered', seconds: 0.1 });
      renders.rendered({ generation, outcome: 'fell_back', seconds: 0.9 });
    }
    renders.rendered({ generation: names[11]!, outcome: 'rendered', seconds: 0.2 });
    const counts = readMetricsText(await registry.metrics()).find('render_duration_seconds_count');
    expect(new Set(counts.map(({ labels }) => labels.generation))).toEqual(new Set(names.slice(4)));
    expect(
      counts.find(({ labels }) => labels.generation === names[11] && labels.outcome === 'rendered')?.value,
    ).toBe(2);
  });

  it('counts the workers by state and reads each one’s heap, leaving out one that does not answer', async () => {
    const registry = new Registry();
    const heap = (usedBytes: number) => async () => ({ usedBytes, totalBytes: usedBytes * 2 });
    let workers: RenderWorkerState[] = [
      { generation: 'aaaaaaaa', state: 'live', heap: heap(40e6) },
      { generation: 'bbbbbbbb', state: 'live', heap: () => Promise.reject(new Error('the worker ended')) },
      { generation: 'cccccccc', state: 'retiring', heap: heap(60e6) },
    ];
    renderMetrics(registry, () => workers);
    const first = readMetricsText(await registry.metrics());
    expect(first.find('render_workers', { state: 'live' })[0]?.value).toBe(2);
    expect(first.find('render_workers', { state: 'retiring' })[0]?.value).toBe(1);
    expect(
      first
        .find('render_worker_heap_used_bytes')
        .map(({ labels, value }) => [labels.generation, labels.state, value]),
    ).toEqual([
      ['aaaaaaaa', 'live', 40e6],
      ['cccccccc', 'retiring', 60e6],
    ]);

    workers = [];
    const after = readMetricsText(await registry.metrics());
    expect(after.find('render_workers').map(({ value }) => value)).toEqual([0, 0]);
    expect(after.find('render_worker_heap_used_bytes')).toEqual([]);
  });
});
