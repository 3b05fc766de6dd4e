import { describe, expect, it } from 'vitest';
import { chunk } from './subcategory-chunks.ts';

describe('subcategory chunks', () => {
  it('groups by 8', () => {
    const items = Array.from({ length: 19 }, (_, i) => i);
    expect(chunk(items).map((group) => group.length)).toEqual([8, 8, 3]);
    expect(chunk([])).toEqual([]);
  });
});
