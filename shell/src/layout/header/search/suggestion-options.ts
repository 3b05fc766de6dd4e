import type { SearchSuggestions, SuggestedCategory, SuggestedEntry } from '@rental/shared/contracts';
import type { Language } from '@rental/shared/i18n/languages.ts';
import type { Titled } from '@rental/shared/i18n/localized-title.ts';
import { paths, searchedPath } from '@rental/shared/routes/paths.ts';

export type SuggestionKind = 'correction' | 'equipment' | 'categories' | 'services' | 'packages';

/** One choice of the list: where it leads and what it shows. */
export interface SuggestionOption {
  key: string;
  href: string;
  label: string;
  /** The label's language when it is not the page's (a name the company has not translated). */
  lang?: Language;
  /** A second line: the item's subcategory, a subcategory's category. */
  detail?: string;
  /** The picture's path under the API, for equipment, services and packages; null when it has none. */
  image?: string | null;
}

export interface SuggestionGroup {
  kind: SuggestionKind;
  options: SuggestionOption[];
}

function categoryOption(found: SuggestedCategory, titleOf: (titled: Titled) => string): SuggestionOption {
  if (!found.category)
    return {
      key: `category-${found.id}`,
      href: paths.equipments({ categoryId: found.id }),
      label: titleOf(found),
    };
  return {
    key: `subcategory-${found.id}`,
    href: paths.equipments({ categoryId: found.category.id, subcategoryId: found.id }),
    label: titleOf(found),
    detail: titleOf(found.category),
  };
}

/** Services' or packages' options: the name, marked with its language, and picture, leading to the entry's page. */
const entryOptions = (
  kind: string,
  entries: SuggestedEntry[],
  pathOf: (id: number) => string,
  langOf: (language: Language) => Language | undefined,
) =>
  entries.map((entry): SuggestionOption => ({
    key: `${kind}-${entry.id}`,
    href: pathOf(entry.id),
    label: entry.name,
    lang: langOf(entry.languages.name),
    image: entry.mainImage,
  }));

/**
 * The suggestions as the list shows them, in its order: equipment, categories, services, packages. When
 * nothing matched: the nearest words that do ("Did you mean"), and the nearest categories.
 */
export function suggestionGroups(
  suggestions: SearchSuggestions,
  titleOf: (titled: Titled) => string,
  didYouMean: (query: string) => string,
  langOf: (language: Language) => Language | undefined,
): SuggestionGroup[] {
  const correction = suggestions.did_you_mean;
  const categories =
    suggestions.categories.length > 0 ? suggestions.categories : suggestions.nearest_categories;
  const groups: SuggestionGroup[] = [
    {
      kind: 'correction',
      options: correction
        ? [
            {
              key: 'did-you-mean',
              href: searchedPath(paths.equipments(), correction),
              label: didYouMean(correction),
            },
          ]
        : [],
    },
    {
      kind: 'equipment',
      options: suggestions.equipment.items.map((item) => ({
        key: `equipment-${item.id}`,
        href: paths.equipmentDetail({ id: item.id }),
        label: item.name,
        detail: titleOf(item.subcategory),
        image: item.mainImage,
      })),
    },
    { kind: 'categories', options: categories.map((found) => categoryOption(found, titleOf)) },
    {
      kind: 'services',
      options: entryOptions(
        'service',
        suggestions.services.items,
        (id) => paths.serviceDetail({ id }),
        langOf,
      ),
    },
    {
      kind: 'packages',
      options: entryOptions(
        'package',
        suggestions.packages.items,
        (id) => paths.packageDetail({ id }),
        langOf,
      ),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
