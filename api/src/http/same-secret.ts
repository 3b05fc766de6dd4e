import { timingSafeEqual } from 'node:crypto';

/** Compares in constant time, so an answer's timing never tells how close a guess was. */
export function sameSecret(a: string, b: string): boolean {
  const given = Buffer.from(a);
  const known = Buffer.from(b);
  return given.length === known.length && timingSafeEqual(given, known);
}
