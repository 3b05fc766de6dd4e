import { describe, expect, it } from 'vitest';
import { editDistance, typosAllowed, typosBetween } from './typo-tolerance.ts';

describe('the typo rule', () => {
  it('allows no typo under five letters, one from five, two from nine', () => {
    expect(typosAllowed('lens')).toBe(0);
    expect(typosAllowed('shure')).toBe(1);
    expect(typosAllowed('skypanel')).toBe(1);
    expect(typosAllowed('sennheiser')).toBe(2);
  });

  it('counts a wrong, missing, added or swapped letter as one typo', () => {
    expect(editDistance('camra', 'camera', 2)).toBe(1);
    expect(editDistance('xamera', 'camera', 2)).toBe(1);
    expect(editDistance('cameraa', 'camera', 2)).toBe(1);
    expect(editDistance('skypanle', 'skypanel', 2)).toBe(1);
    expect(editDistance('shrue', 'shure', 2)).toBe(1);
    expect(editDistance('sennhiser', 'sennheiser', 2)).toBe(1);
    expect(editDistance('lens', 'less', 2)).toBe(1);
    expect(editDistance('abc', 'abc', 2)).toBe(0);
  });

  it('stops counting past the most it is asked about', () => {
    expect(editDistance('generator', 'microphone', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });

  it('corrects a word only within what its length allows', () => {
    expect(typosBetween('apture', 'aputure', false)).toBe(1);
    expect(typosBetween('tirpod', 'tripod', false)).toBe(1);
    expect(typosBetween('sennhiser', 'sennheiser', false)).toBe(1);
    expect(typosBetween('senhieser', 'sennheiser', false)).toBe(2);
    expect(typosBetween('lense', 'lens', false)).toBe(1);
    // Four letters: never corrected.
    expect(typosBetween('lenz', 'lens', false)).toBeNull();
    // Two typos in a seven-letter word: too many.
    expect(typosBetween('aptrue', 'aputure', false)).toBeNull();
    // The same word is no correction.
    expect(typosBetween('shure', 'shure', false)).toBeNull();
  });

  it('compares a word still being typed with the beginning of catalogue words', () => {
    expect(typosBetween('sennhis', 'sennheiser', false)).toBeNull();
    expect(typosBetween('sennhis', 'sennheiser', true)).toBe(1);
    expect(typosBetween('genrat', 'generator', true)).toBe(1);
    // What is already the beginning of a word is found as a beginning, not corrected.
    expect(typosBetween('gener', 'generator', true)).toBeNull();
  });
});
