import { describe, expect, it } from 'vitest';
import { buildSearchPattern, foldForSearch, toLikePattern } from './search-pattern.ts';

describe('search patterns', () => {
  it('builds the wildcard pattern of the spec from typed words', () => {
    expect(buildSearchPattern('sky panel')).toBe('%sky%panel%');
    expect(buildSearchPattern('  sky   panel ')).toBe('%sky%panel%');
    expect(buildSearchPattern('   ')).toBe('');
  });

  it('folds case and accents away', () => {
    expect(foldForSearch('Câmara ÉCLAIR Ñu')).toBe('camara eclair nu');
    expect(foldForSearch('RØDE Wireless GO')).toBe('rode wireless go');
  });

  it('accepts a client pattern or plain words alike and folds them', () => {
    expect(toLikePattern('%Sky%Pánel%')).toBe('%sky%panel%');
    expect(toLikePattern('sky panel')).toBe('%sky%panel%');
    expect(toLikePattern('%%')).toBeNull();
  });

  it('escapes LIKE wildcards other than %', () => {
    expect(toLikePattern('a_b')).toBe('%a\\_b%');
    expect(toLikePattern('back\\slash')).toBe('%back\\\\slash%');
  });
});
