import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read over the phone (no 0/O, 1/I/L, U). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 6;

/** A reference like `Q-7F3K2M`: 30^6 ≈ 729 million values, checked for uniqueness by the database. */
export function newQuoteReference(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `Q-${code}`;
}

export const QUOTE_REFERENCE_PATTERN = /^Q-[2-9A-HJKMNP-TV-Z]{6}$/;
