import { describe, expect, it } from 'vitest';
import { checkQuantity, stepQuantity } from './quantity-rules.ts';

describe('detail quantity', () => {
  it('accepts whole numbers from 1 to 20', () => {
    expect(checkQuantity('1')).toEqual({ ok: true, quantity: 1 });
    expect(checkQuantity(' 20 ')).toEqual({ ok: true, quantity: 20 });
  });

  it('refuses 0 and 21, and says which bound was crossed', () => {
    expect(checkQuantity('0')).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkQuantity('-3')).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkQuantity('21')).toEqual({ ok: false, problem: 'aboveMax' });
  });

  it('refuses an empty box and what is not a whole number', () => {
    expect(checkQuantity('')).toEqual({ ok: false, problem: 'empty' });
    expect(checkQuantity('2.5')).toEqual({ ok: false, problem: 'notWhole' });
    expect(checkQuantity('1e1')).toEqual({ ok: false, problem: 'notWhole' });
  });

  it('steps within the bounds and corrects a refused value to the nearest allowed one', () => {
    expect(stepQuantity('1', 1)).toBe(2);
    expect(stepQuantity('1', -1)).toBe(1);
    expect(stepQuantity('20', 1)).toBe(20);
    expect(stepQuantity('21', -1)).toBe(20);
    expect(stepQuantity('0', 1)).toBe(1);
    expect(stepQuantity('', 1)).toBe(1);
  });
});
