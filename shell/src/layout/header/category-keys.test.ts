import { describe, expect, it } from 'vitest';
import { categoryAfterKey } from './category-keys.ts';

describe('arrow keys in the category column', () => {
  it('moves down and up one, going round at the ends', () => {
    expect(categoryAfterKey('ArrowDown', 0, 3)).toBe(1);
    expect(categoryAfterKey('ArrowDown', 2, 3)).toBe(0);
    expect(categoryAfterKey('ArrowUp', 1, 3)).toBe(0);
    expect(categoryAfterKey('ArrowUp', 0, 3)).toBe(2);
  });

  it('jumps to the first and last with Home and End', () => {
    expect(categoryAfterKey('Home', 2, 3)).toBe(0);
    expect(categoryAfterKey('End', 0, 3)).toBe(2);
  });

  it('leaves every other key, and an empty column, alone', () => {
    expect(categoryAfterKey('Tab', 1, 3)).toBeUndefined();
    expect(categoryAfterKey('ArrowRight', 1, 3)).toBeUndefined();
    expect(categoryAfterKey('ArrowDown', 0, 0)).toBeUndefined();
  });
});
