import { searchWords } from '@rental/shared/search/search-words.ts';
import type { SearchSource } from '../db/search-columns.ts';
import type { TitleTranslations } from '../db/schema.ts';
import { CREOLE_STOP_WORDS } from './creole-stop-words.ts';

/** A title in the four languages: English as the company writes it, and its translations. */
export interface Titles {
  title: string;
  translations: TitleTranslations;
}

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

/** A text of a row in the site's other languages, as its `translations` keep it; a language may lack it. */
export type Translated = Partial<Record<'ht' | 'es' | 'fr', string>>;

/** A translated name: found as the name is, each language stemmed by its own (Creole as written). */
const translatedName = (names: Translated): Pick<SearchSource, 'nameTranslated' | 'nameEs' | 'nameFr'> => ({
  nameTranslated: joined([
    ...allWords(names.es ?? ''),
    ...allWords(names.fr ?? ''),
    ...creoleWords(names.ht ?? ''),
  ]),
  nameEs: joined(allWords(names.es ?? '')),
  nameFr: joined(allWords(names.fr ?? '')),
});

/** A translated description: found as the description is, each language stemmed by its own. */
const translatedText = (texts: Translated): Pick<SearchSource, 'textEs' | 'textFr' | 'textHt'> => ({
  textEs: joined(allWords(texts.es ?? '')),
  textFr: joined(allWords(texts.fr ?? '')),
  textHt: joined(creoleWords(texts.ht ?? '')),
});

/**
 * An equipment item: its name; its subcategory's titles in four languages as its tags, its category's as
 * its group (a generator's subcategory says "Generators", its category's batteries too); its description.
 */
export function equipmentSource(
  item: { name: string; description: string },
  subcategory: Titles,
  category: Titles,
  descriptions: Translated = {},
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
    ...translatedText(descriptions),
  };
}

/** A service: its title and description, in every language they are written in. */
export const serviceSource = (
  service: { title: string; description: string },
  titles: Translated = {},
  descriptions: Translated = {},
): SearchSource => ({
  name: joined(nameTerms(service.title)),
  ...translatedName(titles),
  text: joined(allWords(service.description)),
  ...translatedText(descriptions),
});

/** A package: its name, the names of the items it holds (as tags), and its description, name and description in every language they are written in. */
export const packageSource = (
  pkg: { name: string; description: string },
  itemNames: string[],
  names: Translated = {},
  descriptions: Translated = {},
): SearchSource => ({
  name: joined(nameTerms(pkg.name)),
  ...translatedName(names),
  tags: joined(itemNames.flatMap(nameTerms)),
  en: joined(itemNames.flatMap(allWords)),
  text: joined(allWords(pkg.description)),
  ...translatedText(descriptions),
});

/** A category or subcategory: its English title as its name, its titles in every language as tags. */
export const titleSource = (titles: Titles): SearchSource => ({
  name: joined(nameTerms(titles.title)),
  ...titleParts([titles]),
});
