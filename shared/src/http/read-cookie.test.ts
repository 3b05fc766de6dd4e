import { describe, expect, it } from 'vitest';
import { readCookie } from './read-cookie.ts';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it, keeping any = in its value', () => {
    expect(readCookie('a=1; doral.failed=mf_catalogue%3Dr-1; b=2', 'doral.failed')).toBe('mf_catalogue=r-1');
    expect(readCookie('token=abc==', 'token')).toBe('abc==');
  });

  it('answers undefined for a cookie that is not there, or only a prefix of another', () => {
    expect(readCookie('', 'a')).toBeUndefined();
    expect(readCookie('ab=1', 'a')).toBeUndefined();
  });

  it('gives a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });
});
