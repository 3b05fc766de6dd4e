import { DETAIL_QUANTITY_MAX, DETAIL_QUANTITY_MIN } from '@rental/shared/contracts';

export type QuantityProblem = 'empty' | 'notWhole' | 'belowMin' | 'aboveMax';
type QuantityCheck = { ok: true; quantity: number } | { ok: false; problem: QuantityProblem };

interface QuantityBounds {
  min: number;
  max: number;
}

/** A detail page's quantity is a whole number from 1 to 20 (docs/product.md#validation-quantities). */
export const DETAIL_BOUNDS: QuantityBounds = { min: DETAIL_QUANTITY_MIN, max: DETAIL_QUANTITY_MAX };

/** Reads what is in the quantity box; anything else than a whole number within the bounds is refused. */
export function checkQuantity(raw: string, { min, max }: QuantityBounds = DETAIL_BOUNDS): QuantityCheck {
  const text = raw.trim();
  if (!text) return { ok: false, problem: 'empty' };
  if (!/^[-+]?\d+$/.test(text)) return { ok: false, problem: 'notWhole' };
  const quantity = Number(text);
  if (quantity < min) return { ok: false, problem: 'belowMin' };
  if (quantity > max) return { ok: false, problem: 'aboveMax' };
  return { ok: true, quantity };
}

/** Minus and plus: one step within the bounds; from a refused value they land on the nearest allowed one. */
export function stepQuantity(raw: string, delta: 1 | -1, bounds: QuantityBounds = DETAIL_BOUNDS): number {
  const check = checkQuantity(raw, bounds);
  if (check.ok) return Math.min(bounds.max, Math.max(bounds.min, check.quantity + delta));
  return check.problem === 'aboveMax' ? bounds.max : bounds.min;
}
