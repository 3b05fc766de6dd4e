import { beforeEach, describe, expect, it } from 'vitest';
import { buildsSignature } from '@rental/shared/federation/builds-signature.ts';
import { assignChannel } from '@rental/shared/federation/channel-assignment.ts';
import { readVisitor } from '@rental/shared/visitor/read-visitor.ts';
import { CHANNEL_COOKIES, failedCanaryCookie } from '@rental/shared/visitor/visitor-cookies.ts';
import { keepRolloutBuilds } from './keep-rollout-builds.ts';

const rollout = (percent: number) => ({
  remote: 'mf_catalogue' as const,
  rolloutId: 'catalogue-1.1.0',
  percent,
});
const cookies = () => readVisitor({ cookies: document.cookie, search: '' });

describe('the builds the browser keeps for its next pages', () => {
  beforeEach(() => {
    for (const name of Object.values(CHANNEL_COOKIES)) document.cookie = `${name}=; Path=/; Max-Age=0`;
  });

  it('draws no bucket id and keeps no builds while no canary runs', () => {
    keepRolloutBuilds([]);
    expect(cookies()).toMatchObject({ bucketId: undefined, builds: '' });
  });

  it('draws a bucket id once a canary runs, and keeps the builds the server assigns that id', () => {
    keepRolloutBuilds([rollout(50)]);
    const { bucketId, builds } = cookies();
    expect(bucketId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const { channel } = assignChannel({ canary: rollout(50), bucketId });
    expect(builds).toBe(buildsSignature([{ remote: 'mf_catalogue', channel, rolloutId: 'catalogue-1.1.0' }]));
    keepRolloutBuilds([rollout(50)]);
    expect(cookies().bucketId).toBe(bucketId);
  });

  it('keeps the canary’s builds at 100 %, and forgets them once the canary is gone', () => {
    keepRolloutBuilds([rollout(100)]);
    expect(cookies().builds).toBe('mf_catalogue:canary:catalogue-1.1.0');
    keepRolloutBuilds([]);
    expect(cookies().builds).toBe('');
    expect(document.cookie).not.toContain(CHANNEL_COOKIES.builds);
  });

  it('keeps stable for a canary that failed in this browser', () => {
    document.cookie = failedCanaryCookie({}, 'mf_catalogue', 'catalogue-1.1.0');
    keepRolloutBuilds([rollout(100)]);
    expect(cookies().builds).toBe('');
  });
});
