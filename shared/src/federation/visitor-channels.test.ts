import { describe, expect, it } from 'vitest';
import { allStableRemotes } from '../testing/stable-remotes.ts';
import { bucketOf } from './channel-assignment.ts';
import type { RemotesManifest } from './remotes-manifest.ts';
import { readCookie } from '../http/read-cookie.ts';
import { CHANNEL_COOKIES, failedCanaryCookie, visitorChannels } from './visitor-channels.ts';

const build = (folder: string, version: string) => ({
  version,
  entry: `/remotes/${folder}/${version}/mf-manifest.json`,
});
const manifest = (percent: number): RemotesManifest => ({
  ...allStableRemotes(),
  mf_catalogue: {
    stable: build('mf-catalogue', '1.0.0'),
    canary: { ...build('mf-catalogue', '1.1.0'), percent, rolloutId: 'catalogue-1.1.0' },
  },
});
const visitors = Array.from({ length: 400 }, (_, i) => `visitor-${i}`);
const inCanaryAtHalf = visitors.find((id) => bucketOf(id, 'catalogue-1.1.0') < 50)!;
const catalogueOf = (channels: ReturnType<typeof visitorChannels>) =>
  channels.assignments.find((assignment) => assignment.remote === 'mf_catalogue')!;

describe("a visitor's channels", () => {
  it('gives a visitor in the rollout the canary build, and the stable build to fall back on', () => {
    expect(catalogueOf(visitorChannels(manifest(50), {}, '', inCanaryAtHalf))).toEqual({
      remote: 'mf_catalogue',
      channel: 'canary',
      version: '1.1.0',
      entry: '/remotes/mf-catalogue/1.1.0/mf-manifest.json',
      rolloutId: 'catalogue-1.1.0',
      stable: build('mf-catalogue', '1.0.0'),
    });
  });

  it('gives the same visitor the same channel on every page', () => {
    for (const id of visitors.slice(0, 50)) {
      const first = catalogueOf(visitorChannels(manifest(30), {}, '', id)).channel;
      expect(catalogueOf(visitorChannels(manifest(30), {}, '', id)).channel).toBe(first);
    }
  });

  it('honours ?mf= and remembers it for the session, over the bucket and the kill switch', () => {
    const fromAddress = visitorChannels(manifest(0), {}, '?mf=catalogue:canary', 'anyone');
    expect(catalogueOf(fromAddress).channel).toBe('canary');
    expect(fromAddress.overrides).toEqual({ mf_catalogue: 'canary' });
    const remembered = visitorChannels(
      manifest(0),
      { [CHANNEL_COOKIES.overrides]: 'mf_catalogue:canary' },
      '',
      'anyone',
    );
    expect(catalogueOf(remembered).channel).toBe('canary');
  });

  it('sends to stable for the session a visitor whose browser could not load the canary', () => {
    const cookie = failedCanaryCookie(undefined, 'mf_catalogue', 'catalogue-1.1.0');
    const value = readCookie(cookie.split(';')[0]!, CHANNEL_COOKIES.failed);
    const channels = visitorChannels(manifest(100), { [CHANNEL_COOKIES.failed]: value }, '', inCanaryAtHalf);
    expect(catalogueOf(channels)).toMatchObject({ channel: 'stable', version: '1.0.0' });
  });

  it('ignores cookie values that name no remote', () => {
    const channels = visitorChannels(
      manifest(0),
      { [CHANNEL_COOKIES.overrides]: '<script>:canary,mf_nothing' },
      '',
      'anyone',
    );
    expect(catalogueOf(channels).channel).toBe('stable');
  });
});
