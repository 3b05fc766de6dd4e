import { describe, expect, it } from 'vitest';
import type { OpsRemote } from '@rental/shared/contracts/ops-overview.ts';
import { guardExplanation } from './guard-explanation.ts';
import { DEFAULT_GUARD } from '../testing/guard-settings.ts';

type Judged = NonNullable<OpsRemote['guard']>;
type Figures = Judged['canary'];
type Canary = NonNullable<OpsRemote['canary']>;

// The key and the values it was given, so each case shows which sentence and which numbers it chose.
const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`;

const guard = DEFAULT_GUARD;

const figures = (values: Partial<Figures> = {}): Figures => ({
  views: 1000,
  failures: 0,
  lcpP75: 2000,
  inpP75: 100,
  ...values,
});

const judged = (
  canary: Partial<Figures>,
  stable: Partial<Figures> = {},
  decision: Judged['decision'] = 'wait',
) => ({
  decision,
  reason: 'the server’s own sentence',
  canary: figures(canary),
  stable: figures(stable),
});

const canary = (values: Partial<Canary> = {}): Canary => ({
  version: '1.2.0',
  state: 'verified',
  percent: 10,
  ramp: false,
  nextRampPercent: null,
  ...values,
});

const explain = (judgement: Judged, rollout = canary()) =>
  guardExplanation(judgement, guard, rollout, t, 'en');

describe('guardExplanation', () => {
  it('says there are too few views when either channel is under the minimum, with both counts', () => {
    expect(explain(judged({ views: 199, failures: 199 }))).toBe(
      `why.fewViews ${JSON.stringify({ canary: 199, stable: 1000, min: 200 })}`,
    );
    expect(explain(judged({ views: 500 }, { views: 12 }))).toBe(
      `why.fewViews ${JSON.stringify({ canary: 500, stable: 12, min: 200 })}`,
    );
  });

  it('judges a channel with exactly the minimum of views', () => {
    expect(explain(judged({ views: 200 }, { views: 200 }))).toMatch(/^why\.healthy /);
  });

  it('names the failure rates and the limit, stable’s rate plus the allowed delta, when the canary fails more', () => {
    expect(explain(judged({ views: 1000, failures: 30 }, { views: 1000, failures: 0 }))).toBe(
      `why.failures ${JSON.stringify({ canary: '3.0%', stable: '0.0%', limit: '2.0%', delta: '2.0%' })}`,
    );
    expect(explain(judged({ views: 500, failures: 40 }, { views: 2000, failures: 20 }))).toBe(
      `why.failures ${JSON.stringify({ canary: '8.0%', stable: '1.0%', limit: '3.0%', delta: '2.0%' })}`,
    );
  });

  it('names a slow LCP with stable’s p75 times the allowed ratio as the limit', () => {
    expect(explain(judged({ lcpP75: 3000 }, { lcpP75: 2000 }))).toBe(
      `why.vital ${JSON.stringify({ vital: 'LCP', canary: '3,000', stable: '2,000', limit: '2,500', ratio: '1.25' })}`,
    );
  });

  it('names a slow INP when LCP is within its limit or unknown', () => {
    expect(explain(judged({ lcpP75: null, inpP75: 260 }, { inpP75: 200 }))).toBe(
      `why.vital ${JSON.stringify({ vital: 'INP', canary: '260', stable: '200', limit: '250', ratio: '1.25' })}`,
    );
    expect(explain(judged({ lcpP75: 2400, inpP75: 260 }, { lcpP75: 2000, inpP75: 200 }))).toMatch(
      /^why\.vital \{"vital":"INP"/,
    );
  });

  it('puts failures before vitals when both are over their limits', () => {
    expect(explain(judged({ failures: 100, lcpP75: 9000 }))).toMatch(/^why\.failures /);
  });

  it('calls a canary healthy with its rate, the limit and its views, at or under every limit', () => {
    // 2 % against stable's 0 % + 2 %: at the limit, which the guard does not count as above it.
    expect(explain(judged({ views: 1200, failures: 24, lcpP75: 2500, inpP75: 125 }, { failures: 0 }))).toBe(
      `why.healthy ${JSON.stringify({ canary: '2.0%', limit: '2.0%', views: '1,200' })}`,
    );
  });

  it('adds when a ramping canary that is waiting takes its next step', () => {
    const healthy = `why.healthy ${JSON.stringify({ canary: '1.0%', limit: '2.0%', views: '1,000' })}`;
    const sound = judged({ failures: 10 });
    expect(explain(sound, canary({ ramp: true, percent: 25 }))).toBe(
      `${healthy} why.dwell ${JSON.stringify({ percent: 25 })}`,
    );
    expect(explain(sound, canary({ ramp: false, percent: 25 }))).toBe(healthy);
    expect(explain(judged({ failures: 10 }, {}, 'ramp'), canary({ ramp: true, percent: 25 }))).toBe(healthy);
  });
});
