import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { readMetricsText } from '../testing/metrics-text.ts';
import { rolloutGuardMetrics } from './rollout-guard-metrics.ts';

describe('the rollout guard metrics', () => {
  it('counts the decisions by remote and kind', async () => {
    const registry = new Registry();
    const decided = rolloutGuardMetrics(registry);
    decided('mf_catalogue', 'wait');
    decided('mf_catalogue', 'wait');
    decided('mf_content', 'kill');
    const metrics = readMetricsText(await registry.metrics());
    expect(metrics.types.get('rollout_guard_decisions_total')).toBe('counter');
    expect(
      metrics
        .find('rollout_guard_decisions_total')
        .map(({ labels, value }) => [labels.remote, labels.kind, value]),
    ).toEqual([
      ['mf_catalogue', 'wait', 2],
      ['mf_content', 'kill', 1],
    ]);
  });
});
