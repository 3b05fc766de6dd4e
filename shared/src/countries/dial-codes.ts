import type { Language } from '../i18n/languages.ts';
import { COUNTRIES } from './countries.ts';
import type { CountryName } from './country.ts';

/** One choice of the dial-code picker: a country with one of its prefixes (docs/product.md#entities). */
export interface DialChoice {
  /** Stable and unique: the country code followed by the prefix, e.g. 'US+1', 'DO+1829'. */
  key: string;
  code: string;
  prefix: string;
  name: CountryName;
}

/** The business is in Florida, so most visitors dial from the United States. */
export const DEFAULT_DIAL_CHOICE = 'US+1';

const NAME_FIELD: Record<Language, keyof CountryName> = {
  en: 'english',
  ht: 'creole',
  es: 'spanish',
  fr: 'french',
};

const PREFIX = /^\+\d+$/;

/**
 * Every country with a usable prefix, one choice per prefix: entries holding several prefixes in one string
 * become several choices, and entries without a prefix are left out, since nobody can dial them.
 */
export const DIAL_CHOICES: readonly DialChoice[] = COUNTRIES.flatMap((country) =>
  (country.phoneCode ?? '')
    .split(/[,\s]+/)
    .filter((prefix) => PREFIX.test(prefix))
    .map((prefix) => ({ key: `${country.code}${prefix}`, code: country.code, prefix, name: country.name })),
);

const byKey = new Map(DIAL_CHOICES.map((choice) => [choice.key, choice]));

export const findDialChoice = (key: string): DialChoice | undefined => byKey.get(key);

export const dialChoiceName = (choice: DialChoice, language: Language): string =>
  choice.name[NAME_FIELD[language]];

const sortedByLanguage = new Map<Language, readonly DialChoice[]>();

/** A name as it sorts: without accents or case, so "Égypte" comes among the E's. */
const sortKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The choices sorted by their name in `language`, as a picker lists them; sorted once per language, as
 * the server renders every form afresh. Plain comparison of the names without accents and case gives the
 * order of the language's collator for every country name the list holds (a test compares them), at a
 * fraction of its cost: a collator's first use in a page cost about 50 ms of a phone's main thread while
 * the form hydrated. Both sides sorting alike also keeps the server's list and the browser's the same.
 */
export function sortedDialChoices(language: Language): readonly DialChoice[] {
  let sorted = sortedByLanguage.get(language);
  if (!sorted) {
    sorted = DIAL_CHOICES.map((choice) => ({ choice, key: sortKey(dialChoiceName(choice, language)) }))
      .sort((a, b) => compareText(a.key, b.key) || compareText(a.choice.key, b.choice.key))
      .map(({ choice }) => choice);
    sortedByLanguage.set(language, sorted);
  }
  return sorted;
}

/** The number as it is sent: the chosen prefix, a space, the number typed (trimmed); '' when none was typed. */
export function fullPhoneNumber(dialChoiceKey: string, number: string): string {
  const typed = number.trim();
  if (!typed) return '';
  const prefix = findDialChoice(dialChoiceKey)?.prefix;
  return prefix ? `${prefix} ${typed}` : typed;
}
