import { describe, expect, it } from 'vitest';
import { allStableRemotes } from '../testing/stable-remotes.ts';
import { readVisitor } from '../visitor/read-visitor.ts';
import { CHANNEL_COOKIES, failedCanaryCookie } from '../visitor/visitor-cookies.ts';
import { bucketOf } from './channel-assignment.ts';
import type { RemotesManifest } from './remotes-manifest.ts';
import { buildsSignature } from './builds-signature.ts';
import { pageRollouts, rolloutChannels, visitorChannels } from './visitor-channels.ts';

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

/** The catalogue's build for a visitor with these cookies (a `Cookie` header) and this address. */
function catalogueOf(percent: number, bucketId: string | undefined, { cookies = '', search = '' } = {}) {
  const assignments = visitorChannels(manifest(percent), { ...readVisitor({ cookies, search }), bucketId });
  return assignments.find((assignment) => assignment.remote === 'mf_catalogue')!;
}

describe("a visitor's channels", () => {
  it('gives a visitor in the rollout the canary build, and the stable build to fall back on', () => {
    expect(catalogueOf(50, inCanaryAtHalf)).toEqual({
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
      const first = catalogueOf(30, id).channel;
      expect(catalogueOf(30, id).channel).toBe(first);
    }
  });

  it('honours ?mf= and remembers it for the session, over the bucket and the kill switch', () => {
    expect(catalogueOf(0, 'anyone', { search: '?mf=catalogue:canary' }).channel).toBe('canary');
    const remembered = `${CHANNEL_COOKIES.overrides}=mf_catalogue:canary`;
    expect(catalogueOf(0, 'anyone', { cookies: remembered }).channel).toBe('canary');
  });

  it('sends to stable for the session a visitor whose browser could not load the canary', () => {
    const cookie = failedCanaryCookie({}, 'mf_catalogue', 'catalogue-1.1.0').split(';')[0]!;
    expect(catalogueOf(100, inCanaryAtHalf, { cookies: cookie })).toMatchObject({
      channel: 'stable',
      version: '1.0.0',
    });
  });

  it('ignores cookie values that name no remote', () => {
    const cookies = `${CHANNEL_COOKIES.overrides}=${encodeURIComponent('<script>:canary,mf_nothing')}`;
    expect(catalogueOf(0, 'anyone', { cookies }).channel).toBe('stable');
  });

  it('puts a visitor without a bucket id on stable, unless the canary is everyone’s', () => {
    expect(catalogueOf(99, undefined)).toMatchObject({ channel: 'stable', version: '1.0.0' });
    expect(catalogueOf(100, undefined)).toMatchObject({ channel: 'canary', version: '1.1.0' });
  });

  it('places the browser, from the rollouts its page carries, where the server places it', () => {
    for (const percent of [0, 10, 50, 100])
      for (const bucketId of [undefined, ...visitors.slice(0, 40)]) {
        const visitor = { ...readVisitor({ cookies: '', search: '' }), bucketId };
        expect(buildsSignature(rolloutChannels(pageRollouts(manifest(percent)), visitor))).toBe(
          buildsSignature(visitorChannels(manifest(percent), visitor)),
        );
      }
    expect(pageRollouts(manifest(10))).toEqual([
      { remote: 'mf_catalogue', rolloutId: 'catalogue-1.1.0', percent: 10 },
    ]);
  });
});
