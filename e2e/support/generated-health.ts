import { randomBytes } from 'node:crypto';
import type { HealthBeacon } from '@rental/shared/contracts';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import { issueViewToken } from '../../api/src/health-figures/view-token.ts';
import { E2E_HEALTH_SECRET } from './ops-token.ts';

interface ChannelHealth {
  version: string;
  views: number;
  /** The share of those views that fail (a region that throws). */
  failureShare: number;
  lcp: number;
}

interface GeneratedHealth {
  site: string;
  remote: RemoteName;
  stable: ChannelHealth;
  canary: ChannelHealth;
  /** Each page view from an address of its own (the server trusts X-Forwarded-For). */
  firstVisitor: number;
}

/**
 * Reports page views of one remote as the shell's reporter does, each on a token signed for its view:
 * a view, its LCP, and for the failing share a region error. Gives the number of visitors used.
 */
export async function sendGeneratedHealth(health: GeneratedHealth): Promise<number> {
  const entryOf = (version: string) => `/remotes/${health.remote}/${version}/mf-manifest.json`;
  const views: { channel: 'stable' | 'canary'; fails: boolean; figures: ChannelHealth }[] = [];
  for (const channel of ['stable', 'canary'] as const) {
    const figures = health[channel];
    const failing = Math.round(figures.views * figures.failureShare);
    for (let view = 0; view < figures.views; view += 1)
      views.push({ channel, fails: view < failing, figures });
  }
  let visitor = health.firstVisitor;
  const now = Date.now();
  const send = async ({ channel, fails, figures }: (typeof views)[number]) => {
    visitor += 1;
    const assignment: RemoteAssignment = {
      remote: health.remote,
      channel,
      version: figures.version,
      entry: entryOf(figures.version),
      stable: { version: health.stable.version, entry: entryOf(health.stable.version) },
    };
    const about = { remote: health.remote, version: figures.version, channel };
    const beacon: HealthBeacon = {
      token: issueViewToken(E2E_HEALTH_SECRET, [assignment], now),
      viewId: randomBytes(16).toString('base64url'),
      events: [
        { ...about, kind: 'view' },
        { ...about, kind: 'lcp', value: figures.lcp },
        ...(fails ? [{ ...about, kind: 'region-error' as const }] : []),
      ],
    };
    const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
    const answer = await fetch(`${health.site}/api/v1/health/beacons`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(beacon),
    });
    if (!answer.ok) throw new Error(`a beacon was refused: ${answer.status} ${await answer.text()}`);
  };
  for (let start = 0; start < views.length; start += 20)
    await Promise.all(views.slice(start, start + 20).map(send));
  return visitor - health.firstVisitor;
}
