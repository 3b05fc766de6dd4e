import { describe, expect, it } from 'vitest';
import { keptWords, planSearch } from './search-plan.ts';
import { SynonymIndex } from './synonym-index.ts';
import type { WordAnalysis } from './word-analysis.ts';

/** What the database would say of a word; a known word with no stems unless given. */
const word = (overrides: Partial<WordAnalysis> = {}): WordAnalysis => ({
  stems: { en: [], es: [], fr: [], ...overrides.stems },
  known: true,
  named: true,
  knownPrefix: true,
  near: [],
  ...overrides,
});

const stemmed = (en: string, es = en, fr = en) => ({ stems: { en: [en], es: [es], fr: [fr] } });

const analysis = new Map<string, WordAnalysis>([
  ['generators', word(stemmed('generat', 'generator', 'generator'))],
  ['sky', word(stemmed('sky'))],
  ['panel', word(stemmed('panel'))],
  ['for', word({ stems: { en: [], es: ['for'], fr: ['for'] }, named: false })],
  ['de', word({ stems: { en: ['de'], es: [], fr: [] }, named: false })],
  ['son', word({ stems: { en: ['son'], es: [], fr: [] }, named: true })],
  ['maquina', word(stemmed('maquina', 'maquin', 'maquin'))],
  ['humo', word(stemmed('humo', 'hum', 'humo'))],
  [
    'skypanle',
    word({
      ...stemmed('skypanl'),
      known: false,
      knownPrefix: false,
      near: [
        { word: 'skypanel', lexemes: ['skypanel'] },
        { word: 'skyline', lexemes: ['skylin'] },
      ],
    }),
  ],
  ['eu7000', word(stemmed('eu7000'))],
]);

const synonyms = new SynonymIndex([
  {
    words: [
      ['maquina', 'maquin'],
      ['humo', 'hum'],
    ],
    means: [[{ text: 'atmospher', prefix: false }]],
  },
]);

const plan = (words: string[], lastWordIsPrefix = true) =>
  planSearch(words, analysis, synonyms, { lastWordIsPrefix });

describe('planning a search', () => {
  it('finds a word by itself and by its stems', () => {
    const [generators] = plan(['generators'], false);
    expect(generators!.exact[0]).toEqual([
      [
        { text: 'generators', prefix: false },
        { text: 'generat', prefix: false },
        { text: 'generator', prefix: false },
      ],
    ]);
    expect(generators!.corrected).toEqual([]);
  });

  it('lets the last word be unfinished, and a model number match as a beginning', () => {
    expect(plan(['generators'])[0]!.exact[0]![0]![0]).toEqual({ text: 'generators', prefix: true });
    expect(plan(['eu7000', 'sky'], false)[0]!.exact[0]![0]![0]).toEqual({ text: 'eu7000', prefix: true });
  });

  it('finds neighbours joined, as model numbers and brand words are written', () => {
    const [sky, panel] = plan(['sky', 'panel'], false);
    expect(sky!.exact).toContainEqual([[{ text: 'skypanel', prefix: false }]]);
    expect(panel!.exact).toContainEqual([[{ text: 'skypanel', prefix: false }]]);
  });

  it('leaves out function words, unless a title holds them or nothing else is left', () => {
    expect(keptWords(['panel', 'for', 'de'], analysis)).toEqual(['panel']);
    expect(keptWords(['son', 'de'], analysis)).toEqual(['son']);
    expect(keptWords(['for', 'de'], analysis)).toEqual(['for', 'de']);
  });

  it('adds what a synonym of several words means to each of them', () => {
    const [maquina, humo] = plan(['maquina', 'de', 'humo']);
    const meaning = [[{ text: 'atmospher', prefix: false }]];
    expect(maquina!.exact).toContainEqual(meaning);
    expect(humo!.exact).toContainEqual(meaning);
  });

  it('corrects only a word the catalogue does not know, within the typo rule', () => {
    const [typo] = plan(['skypanle'], false);
    expect(typo!.corrected).toEqual([[[{ text: 'skypanel', prefix: false }]]]);
    expect(plan(['panel'], false)[0]!.corrected).toEqual([]);
  });
});
