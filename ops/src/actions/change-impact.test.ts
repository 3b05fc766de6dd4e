import { describe, expect, it } from 'vitest';
import type { OpsRemote } from '@rental/shared/contracts/ops-overview.ts';
import { changeImpact, type HourTraffic } from './change-impact.ts';

// The key and its values as JSON, read back below: the views phrase is itself a sentence inside the sentence.
const t = (key: string, values?: Record<string, unknown>) => JSON.stringify({ key, values });
function sentence(text: string): unknown {
  return JSON.parse(text, (_name, value: unknown) =>
    typeof value === 'string' && value.startsWith('{"key"') ? sentence(value) : value,
  );
}

const views = (count: string) => ({ key: 'impact.views', values: { views: count } });

const stableOnly: OpsRemote = {
  remote: 'mf_catalogue',
  shortName: 'catalogue',
  revision: 'r1',
  stable: { version: '1.1.0', state: 'site' },
};
const withCanary: OpsRemote = {
  ...stableOnly,
  canary: { version: '1.2.0', state: 'verified', percent: 10, ramp: false, nextRampPercent: null },
};
const traffic: HourTraffic = { stable: 1000, canary: 234 };

type Input = Parameters<typeof changeImpact>[0];
// Traffic of the last hour unless the case says otherwise, `undefined` included.
const impact = (input: Omit<Input, 'traffic'> & Partial<Pick<Input, 'traffic'>>) =>
  sentence(changeImpact({ traffic, ...input }, t, 'en'));

describe('changeImpact', () => {
  it('kill: the canary’s percent and version go back to stable, reaching the canary’s views of the last hour', () => {
    expect(impact({ action: 'kill', remote: withCanary })).toEqual({
      key: 'impact.kill',
      values: { version: '1.2.0', percent: 10, stable: '1.1.0', views: views('234') },
    });
  });

  it('promote: the rest of the visitors move to the canary, reaching stable’s views of the last hour', () => {
    expect(impact({ action: 'promote', remote: withCanary })).toEqual({
      key: 'impact.promote',
      values: { version: '1.2.0', rest: 90, stable: '1.1.0', views: views('1,000') },
    });
  });

  it('percent: from the canary’s percent to the new one, reaching that share of all views of the last hour', () => {
    expect(impact({ action: 'percent', remote: withCanary, percent: 50 })).toEqual({
      key: 'impact.percent',
      values: { version: '1.2.0', from: 10, to: 50, stable: '1.1.0', views: views('617') },
    });
    // 1234 × 25 % is 308.5 views: a count of page views is a whole number.
    expect(impact({ action: 'percent', remote: withCanary, percent: 25 })).toMatchObject({
      values: { views: views('309') },
    });
  });

  it('start: the version at its percent beside stable, reaching that share of all views of the last hour', () => {
    expect(impact({ action: 'start', remote: stableOnly, percent: 5, version: '1.3.0' })).toEqual({
      key: 'impact.start',
      values: { version: '1.3.0', percent: 5, stable: '1.1.0', views: views('62') },
    });
  });

  it('rollback: every visitor leaves stable, all views of the last hour', () => {
    expect(impact({ action: 'rollback', remote: withCanary })).toEqual({
      key: 'impact.rollback',
      values: { stable: '1.1.0', views: views('1,234') },
    });
  });

  it('says the traffic is not known yet rather than guessing, before the figures have come', () => {
    expect(impact({ action: 'kill', remote: withCanary, traffic: undefined })).toEqual({
      key: 'impact.kill',
      values: { version: '1.2.0', percent: 10, stable: '1.1.0', views: { key: 'impact.viewsUnknown' } },
    });
    expect(
      impact({ action: 'start', remote: stableOnly, percent: 5, version: '1.3.0', traffic: undefined }),
    ).toMatchObject({
      values: { views: { key: 'impact.viewsUnknown' } },
    });
  });

  it('counts no views of a channel that served none, which is not the same as not knowing', () => {
    expect(
      impact({ action: 'kill', remote: withCanary, traffic: { stable: 1000, canary: 0 } }),
    ).toMatchObject({
      values: { views: views('0') },
    });
  });
});
