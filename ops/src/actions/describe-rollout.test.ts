import { describe, expect, it } from 'vitest';
import type { OpsRemote } from '@rental/shared/contracts/ops-overview.ts';
import { describeChannels, describeRollout } from './describe-rollout.ts';

const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`;

const remote = (canary?: { version: string; percent: number }): OpsRemote => ({
  remote: 'mf_catalogue',
  shortName: 'catalogue',
  revision: 'r1',
  stable: { version: '1.1.0', state: 'site' },
  ...(canary ? { canary: { ...canary, state: 'verified', ramp: false, nextRampPercent: null } } : {}),
});

describe('describeRollout', () => {
  it('names stable alone when there is no canary', () => {
    expect(describeRollout(remote(), t)).toBe(`describe.noCanary ${JSON.stringify({ stable: '1.1.0' })}`);
  });

  it('names the canary and its percent beside stable', () => {
    expect(describeRollout(remote({ version: '1.2.0', percent: 25 }), t)).toBe(
      `describe.withCanary ${JSON.stringify({ stable: '1.1.0', canary: '1.2.0', percent: 25 })}`,
    );
  });

  it('calls a canary at 0 % killed, since no visitor gets it', () => {
    expect(describeRollout(remote({ version: '1.2.0', percent: 0 }), t)).toBe(
      `describe.killed ${JSON.stringify({ stable: '1.1.0', canary: '1.2.0' })}`,
    );
  });
});

describe('describeChannels', () => {
  it('describes a history line’s channels the same way', () => {
    expect(describeChannels({ stable: '2.0.0' }, t)).toBe(
      `describe.noCanary ${JSON.stringify({ stable: '2.0.0' })}`,
    );
    expect(describeChannels({ stable: '2.0.0', canary: { version: '2.1.0', percent: 100 } }, t)).toBe(
      `describe.withCanary ${JSON.stringify({ stable: '2.0.0', canary: '2.1.0', percent: 100 })}`,
    );
    expect(describeChannels({ stable: '2.0.0', canary: { version: '2.1.0', percent: 0 } }, t)).toBe(
      `describe.killed ${JSON.stringify({ stable: '2.0.0', canary: '2.1.0' })}`,
    );
  });
});
