import { describe, expect, it } from 'vitest';
import { compareVersions, newestFirst } from './version-order.ts';

describe('the order of published versions', () => {
  it('puts a release after its pre-releases and numbers by value', () => {
    expect(
      ['1.1.0', '1.2.0-canary', '1.10.0', '1.2.0', '1.9.0', '0.9.12', '2.0.0-rc.10', '2.0.0-rc.2'].sort(
        newestFirst,
      ),
    ).toEqual(['2.0.0-rc.10', '2.0.0-rc.2', '1.10.0', '1.9.0', '1.2.0', '1.2.0-canary', '1.1.0', '0.9.12']);
  });

  it('takes a missing part as 0, leading zeros as nothing, and words above numbers', () => {
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('1.02.0', '1.2.0')).toBe(0);
    expect(compareVersions('1.2.0-beta', '1.2.0-alpha')).toBeGreaterThan(0);
    expect(compareVersions('1.2.0-rc.1', '1.2.0-rc')).toBeGreaterThan(0);
    expect(compareVersions('1.2.0-rc', '1.2.0-1')).toBeGreaterThan(0);
    expect(compareVersions('1.2.0+build.5', '1.2.0')).toBe(0);
    expect(compareVersions('12345678901234567890.0', '12345678901234567891.0')).toBeLessThan(0);
  });
});
