/**
 * Haitian Creole function words (articles, prepositions, conjunctions, pronouns, tense markers) that carry no
 * meaning in a search, dropped from Creole titles and queries, since PostgreSQL has no stop-word list for
 * Creole. They are written folded, without accents ("avek" for "avèk"), because the search compares folded
 * words. Words that mean something in a rental search stay out: "son" (sound), "san" (as in "san fil",
 * wireless), "men" (also "hand").
 */
export const CREOLE_STOP_WORDS: ReadonlySet<string> = new Set([
  // Articles and demonstratives
  'la',
  'a',
  'an',
  'lan',
  'nan',
  'yo',
  'yon',
  'on',
  'sa',
  'chak',
  'kek',
  'tout',
  // Prepositions
  'pou',
  'sou',
  'ak',
  'avek',
  'ave',
  'de',
  'depi',
  'pandan',
  // Conjunctions
  'e',
  'epi',
  'oswa',
  'ou',
  'paske',
  'si',
  'le',
  'kom',
  'ni',
  'ke',
  // Pronouns, with their short forms
  'mwen',
  'm',
  'w',
  'li',
  'l',
  'nou',
  'n',
  'y',
  'ki',
  'k',
  // Copula, negation and tense markers
  'se',
  'ye',
  'pa',
  'te',
  't',
  'ap',
  'pral',
  'va',
]);
