import { describe, expect, it } from 'vitest';
import type { SeedContentTranslations } from '../../seed-types.ts';
import { categories } from '../catalogue.ts';
import { packages } from '../packages.ts';
import { projects } from '../projects.ts';
import { services } from '../services.ts';
import { staff } from '../staff.ts';
import { spanishContent } from './es/index.ts';
import { frenchContent } from './fr/index.ts';
import { creoleContent } from './ht/index.ts';

interface Language {
  name: string;
  content: SeedContentTranslations;
  /** Texts that are the same word in English and in this language: equal to their source, yet translated. */
  sameAsEnglish: ReadonlySet<string>;
  /** Whether thousands are grouped with a space (French and Haitian usage) rather than an English comma. */
  groupsWithSpace: boolean;
}

const LANGUAGES: Language[] = [
  { name: 'Spanish', content: spanishContent, sameAsEnglish: new Set(['Festival']), groupsWithSpace: false },
  {
    name: 'French',
    content: frenchContent,
    sameAsEnglish: new Set(['Concert', 'Festival']),
    groupsWithSpace: true,
  },
  {
    name: 'Haitian Creole',
    content: creoleContent,
    sameAsEnglish: new Set(['Festival']),
    groupsWithSpace: true,
  },
];

/** English words none of the three languages uses: a text holding one was left in English, wholly or in part. */
const ENGLISH_ONLY_WORDS = [
  'the',
  'and',
  'with',
  'for',
  'of',
  'is',
  'are',
  'from',
  'which',
  'that',
  'used',
  'its',
];

const equipment = categories.flatMap((category) =>
  category.subcategories.flatMap((subcategory) => subcategory.equipment),
);

const sortedIds = (ids: Iterable<number | string>) => [...ids].map(Number).sort((a, b) => a - b);

/** Whether `text` holds `word` as a whole word: English words in any case, names exactly as written. */
const holdsWord = (text: string, word: string, anyCase = false) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    anyCase ? 'iu' : 'u',
  ).test(text);

/**
 * The words of an item's name that are brand or model names (a capital or a digit: ARRI, SkyPanel, S60-C,
 * 4/0) and that its English description repeats: a translation repeats them too. Bare numbers are sizes and
 * ratings, which a language writes with its own decimal mark.
 */
const brandWords = (name: string, description: string) =>
  name
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(
      (word) =>
        /[\p{Lu}\p{N}]/u.test(word) &&
        !/^[\d.,]+$/.test(word) &&
        !ENGLISH_ONLY_WORDS.includes(word.toLowerCase()) &&
        holdsWord(description, word),
    );

/**
 * Each of `fields` of every row beside its translation, `translations[row.id][field]`; `namesIn` gives, by
 * field, the proper names that text may quote as they are.
 */
const fieldPairs = <Field extends string, Row extends { id: number } & Record<Field, string>>(
  kind: string,
  rows: readonly Row[],
  translations: Record<number, Record<Field, string>>,
  fields: readonly Field[],
  namesIn: Partial<Record<Field, (row: Row) => string>> = {},
) =>
  rows.flatMap((row) =>
    fields.map((field) => ({
      where: `${kind} ${row.id} ${field}`,
      english: row[field],
      translated: translations[row.id]?.[field],
      names: namesIn[field]?.(row) ?? '',
    })),
  );

/** Every translated text beside its English source; `names` are proper names the text may quote as they are. */
function pairs(content: SeedContentTranslations) {
  return [
    ...equipment.map((item) => ({
      where: `equipment ${item.id}`,
      english: item.description,
      translated: content.equipment[item.id],
      names: item.name,
    })),
    ...fieldPairs('service', services, content.services, ['title', 'description']),
    ...fieldPairs('package', packages, content.packages, ['name', 'description'], {
      description: (pack) => pack.items.map((item) => item.item_name).join(' '),
    }),
    ...fieldPairs('project', projects, content.projects, ['category', 'description'], {
      description: (project) => project.title,
    }),
    ...fieldPairs('staff', staff, content.staff, ['title']),
  ];
}

describe.each(LANGUAGES)('the company’s texts in $name', ({ content, sameAsEnglish, groupsWithSpace }) => {
  const texts = pairs(content);

  it('translate every equipment item, service, package, project and person, and nothing else', () => {
    expect(sortedIds(Object.keys(content.equipment))).toEqual(sortedIds(equipment.map(({ id }) => id)));
    expect(sortedIds(Object.keys(content.services))).toEqual(sortedIds(services.map(({ id }) => id)));
    expect(sortedIds(Object.keys(content.packages))).toEqual(sortedIds(packages.map(({ id }) => id)));
    expect(sortedIds(Object.keys(content.projects))).toEqual(sortedIds(projects.map(({ id }) => id)));
    expect(sortedIds(Object.keys(content.staff))).toEqual(sortedIds(staff.map(({ id }) => id)));
    expect(texts.filter(({ translated }) => !translated?.trim()).map(({ where }) => where)).toEqual([]);
  });

  it('leave nothing in English but the names of things', () => {
    const untranslated = texts
      .filter(({ english, translated = '', names }) => {
        if (translated === english) return !sameAsEnglish.has(english);
        return ENGLISH_ONLY_WORDS.some(
          (word) => holdsWord(translated, word, true) && !holdsWord(names, word, true),
        );
      })
      .map(({ where, translated }) => `${where}: ${translated}`);
    expect(untranslated).toEqual([]);
  });

  it('keep the brand and model names an item’s description repeats from its name', () => {
    const lost = equipment.flatMap((item) =>
      brandWords(item.name, item.description)
        .filter((word) => !holdsWord(content.equipment[item.id] ?? '', word))
        .map((word) => `${item.id} ${item.name}: ${word}`),
    );
    expect(lost).toEqual([]);
  });

  it.runIf(groupsWithSpace)('group thousands with a space, never with an English comma', () => {
    const englishNumbers = texts
      .filter(({ translated = '' }) => /\d,\d{3}(?!\d)/.test(translated))
      .map(({ where, translated }) => `${where}: ${translated}`);
    expect(englishNumbers).toEqual([]);
  });
});
