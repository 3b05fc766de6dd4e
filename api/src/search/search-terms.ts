/** A lexeme of a text search query: a word as the index holds it, whole or as the beginning of a word. */
export interface Lexeme {
  text: string;
  prefix: boolean;
}

/**
 * One way a word of the query can be found: groups that must all be present, each matched by any of its
 * lexemes. A plain word is one group; a synonym's meaning ("wireless microphone") is one group per word.
 */
export type Alternative = Lexeme[][];

/** A word of the query and the ways it can be found: as typed (or a form of it), or corrected. */
export interface SearchTerm {
  word: string;
  exact: Alternative[];
  corrected: Alternative[];
}

/**
 * A query that matches nothing: the index holds only letters and digits, never `_`. It stands for a term
 * without corrections, so every statement of a given number of terms has the same shape.
 */
export const MATCHES_NOTHING = "'_'";

const quoted = (text: string) => `'${text.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`;

const lexemeText = ({ text, prefix }: Lexeme): string => (prefix ? `${quoted(text)}:*` : quoted(text));

const anyOf = (parts: string[]) => (parts.length === 1 ? parts[0]! : `(${parts.join(' | ')})`);

function alternativeText(alternative: Alternative): string {
  const groups = alternative.map((group) => anyOf(group.map(lexemeText)));
  return groups.length === 1 ? groups[0]! : `(${groups.join(' & ')})`;
}

/** The `tsquery` text of alternatives, any of them; one that matches nothing when there are none. */
export function tsqueryText(alternatives: Alternative[]): string {
  if (alternatives.length === 0) return MATCHES_NOTHING;
  return [...new Set(alternatives.map(alternativeText))].join(' | ');
}

/** A word found as written or as one of its forms: one group of its lexemes. */
export const wordAlternative = (lexemes: Lexeme[]): Alternative => [lexemes];
