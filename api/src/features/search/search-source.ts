import { searchWords } from '@rental/shared/search/search-words.ts';
import type { SearchSource } from '../../db/search-columns.ts';
import type { TitleTranslations } from '../../db/schema.ts';
import { creoleStopWords } from '../../seed/data/creole-stop-words.ts';

/** A title in the four languages: English as the company writes it, and its translations. */
export interface Titles {
  title: string;
  translations: TitleTranslations;
}

const CREOLE_STOP_WORDS = new Set(creoleStopWords);

/** Every word of a text, folded, with no limit on how many (a query keeps ten; a description keeps all). */
const allWords = (text: string): string[] => searchWords(text, Number.POSITIVE_INFINITY);

/**
 * A name's words and each pair of neighbours joined, so a model number matches however it is spaced or
 * hyphenated: "LS 600d Pro" also holds "ls600d", "C-Stand" also "cstand", "S60-C" also "s60c".
 */
export function nameTerms(name: string): string[] {
  const words = allWords(name);
  return [...words, ...words.slice(1).map((word, i) => `${words[i]}${word}`)];
}

const joined = (words: string[]) => words.join(' ');

/** Creole has no stop-word list in PostgreSQL: its function words are left out here. */
const creoleWords = (text: string) => allWords(text).filter((word) => !CREOLE_STOP_WORDS.has(word));

/** The `tags`, `en`, `es` and `fr` parts of a source from titles in four languages. */
function titleParts(titles: Titles[]): Pick<SearchSource, 'tags' | 'en' | 'es' | 'fr'> {
  const of = (pick: (t: Titles) => string) => joined(titles.flatMap((t) => allWords(pick(t))));
  return {
    tags: joined(
      titles.flatMap((t) => [
        ...nameTerms(t.title),
        ...allWords(t.translations.es),
        ...allWords(t.translations.fr),
        ...creoleWords(t.translations.ht),
      ]),
    ),
    en: of((t) => t.title),
    es: of((t) => t.translations.es),
    fr: of((t) => t.translations.fr),
  };
}

/**
 * An equipment item: its name; its subcategory's titles in four languages as its tags, its category's as
 * its group (a generator's subcategory says "Generators", its category's batteries too); its description.
 */
export function equipmentSource(
  item: { name: string; description: string },
  subcategory: Titles,
  category: Titles,
): SearchSource {
  const group = titleParts([category]);
  return {
    name: joined(nameTerms(item.name)),
    ...titleParts([subcategory]),
    group: group.tags,
    groupEn: group.en,
    groupEs: group.es,
    groupFr: group.fr,
    text: joined(allWords(item.description)),
  };
}

/** A service: its title and description. */
export const serviceSource = (service: { title: string; description: string }): SearchSource => ({
  name: joined(nameTerms(service.title)),
  text: joined(allWords(service.description)),
});

/** A package: its name, the names of the items it holds (as tags), and its description. */
export const packageSource = (
  pkg: { name: string; description: string },
  itemNames: string[],
): SearchSource => ({
  name: joined(nameTerms(pkg.name)),
  tags: joined(itemNames.flatMap(nameTerms)),
  en: joined(itemNames.flatMap(allWords)),
  text: joined(allWords(pkg.description)),
});

/** A category or subcategory: its English title as its name, its titles in every language as tags. */
export const titleSource = (titles: Titles): SearchSource => ({
  name: joined(nameTerms(titles.title)),
  ...titleParts([titles]),
});
