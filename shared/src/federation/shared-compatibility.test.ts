import { satisfy } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { incompatibleSingletons } from './shared-compatibility.ts';

const site = { react: '19.3.1', 'react-dom': '19.3.1', i18next: '26.7.2' };

describe('version skew', () => {
  it('accepts a remote whose ranges the site satisfies', () => {
    expect(
      incompatibleSingletons(
        [
          { name: 'react', requiredVersion: '^19.0.0' },
          { name: 'i18next', requiredVersion: '^26.7.2' },
        ],
        site,
        satisfy,
      ),
    ).toEqual([]);
  });

  it('names each singleton the site cannot give', () => {
    expect(
      incompatibleSingletons(
        [
          { name: 'react', requiredVersion: '^20.0.0' },
          { name: 'react-dom', requiredVersion: '^19.3.1' },
          { name: 'left-pad', requiredVersion: '^9.0.0' },
        ],
        site,
        satisfy,
      ),
    ).toEqual(['react ^20.0.0 is required, the site has 19.3.1']);
  });

  it('finds no library the site gives under a name every object answers to', () => {
    const asked: unknown[] = [];
    const recordingSatisfy = (version: string, range: string) => {
      asked.push(version);
      return satisfy(version, range);
    };
    const names = ['constructor', '__proto__', 'toString'];
    expect(
      incompatibleSingletons(
        names.map((name) => ({ name, requiredVersion: '^1.0.0' })),
        site,
        recordingSatisfy,
      ),
    ).toEqual([]);
    expect(asked).toEqual([]);
  });
});
