import { describe, expect, it } from 'vitest';
import { newQuoteReference, QUOTE_REFERENCE_PATTERN } from './quote-reference.ts';

describe('quote reference', () => {
  it('looks like Q-7F3K2M and avoids look-alike characters', () => {
    const references = Array.from({ length: 500 }, newQuoteReference);
    for (const reference of references) expect(reference).toMatch(QUOTE_REFERENCE_PATTERN);
    expect(references.join('')).not.toMatch(/[01ILOU]/);
    expect(new Set(references).size).toBeGreaterThan(495);
  });
});
