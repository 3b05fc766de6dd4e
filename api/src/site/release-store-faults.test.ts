import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OriginFault, startReleaseOrigin } from '@rental/shared/testing/release-origin.ts';
import { siteIsBuilt } from '../testing/built-site-copy.ts';
import {
  publishContent,
  startContentReleaseInstance,
  within10s,
} from './testing/content-release-instance.ts';

// A store at fault never costs a visitor a page (docs/decisions/024): pages go on with the last good
// builds, the problem is told to the operators, and the instance serves the release by itself once the
// store answers again.
describe.skipIf(!siteIsBuilt)('a release store at fault', { timeout: 60_000 }, () => {
  const team = generateKeyPairSync('ed25519');
  let origin: Awaited<ReturnType<typeof startReleaseOrigin>>;
  let site: Awaited<ReturnType<typeof startContentReleaseInstance>>;

  const rollOutCanary = async (version: string) =>
    site.rollOutCanary(await publishContent(`${origin.url}/`, version, team));

  beforeAll(async () => {
    origin = await startReleaseOrigin();
    site = await startContentReleaseInstance({
      stores: [`${origin.url}/`],
      trustedKeys: { content: team.publicKey },
    });
  });

  afterAll(async () => {
    await site?.close();
    await origin?.close();
  });

  for (const [fault, version, what] of [
    ['down', '4.0.0', 'is down'],
    ['truncated', '4.1.0', 'cuts files short'],
  ] as [OriginFault, string, string][])
    it(`keeps serving stable while the store ${what}, says so, and serves the release once it answers`, async () => {
      await rollOutCanary(version);
      origin.setFault(fault);
      expect(
        await within10s(
          async () => (await site.servedVersion()) === '1.0.0' && Boolean(await site.releaseProblem(version)),
        ),
      ).toBe(true);
      expect(await site.releaseProblem(version)).toMatchObject({ refused: false });
      origin.setFault('none');
      expect(await within10s(async () => (await site.servedVersion()) === version)).toBe(true);
    });

  it('serves stable at once while the store answers slowly', async () => {
    await rollOutCanary('4.2.0');
    origin.setFault('slow');
    for (let page = 0; page < 10; page++) expect(await site.servedVersion()).toBe('1.0.0');
    origin.setFault('none');
  });
});
