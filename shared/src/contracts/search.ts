import { Type, type Static } from 'typebox';
import { CategoryRef, Id, Subcategory, TitleTranslations } from './catalogue.ts';
import { ContentLanguage, FieldLanguages, langField } from './content-language.ts';
import { SEARCH_QUERY_MAX_LENGTH } from './limits.ts';

/** How many of each kind the header's suggestions show (docs/product.md#header). */
export const SUGGESTED_EQUIPMENT = 5;
export const SUGGESTED_CATEGORIES = 4;
export const SUGGESTED_SERVICES = 3;
export const SUGGESTED_PACKAGES = 3;
/** Suggestions start from this many characters typed. */
export const SUGGESTIONS_MIN_LENGTH = 2;

export const SuggestionsQuery = Type.Object(
  {
    query: Type.String({
      minLength: 1,
      maxLength: SEARCH_QUERY_MAX_LENGTH,
      description: 'What the visitor has typed so far; its last word may be unfinished.',
    }),
    lang: langField(),
  },
  { additionalProperties: false },
);
export type SuggestionsQuery = Static<typeof SuggestionsQuery>;

export const SuggestedEquipment = Type.Object({
  id: Id,
  name: Type.String(),
  mainImage: Type.Union([Type.String(), Type.Null()]),
  subcategory: Subcategory,
});
export type SuggestedEquipment = Static<typeof SuggestedEquipment>;

export const SuggestedCategory = Type.Object(
  {
    id: Id,
    title: Type.String(),
    translations: TitleTranslations,
    category: Type.Union([CategoryRef, Type.Null()]),
  },
  { description: 'A category (`category` null), or a subcategory with the category it belongs to.' },
);
export type SuggestedCategory = Static<typeof SuggestedCategory>;

/** A service or package suggested: its name in the language asked, English where it has none. */
export const SuggestedEntry = Type.Object({
  id: Id,
  name: Type.String(),
  languages: FieldLanguages({ name: ContentLanguage }),
  mainImage: Type.Union([Type.String(), Type.Null()]),
});
export type SuggestedEntry = Static<typeof SuggestedEntry>;

const Found = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer({ minimum: 0 }) });

export const SearchSuggestions = Type.Object({
  query: Type.String({ description: 'The words searched, folded as the search reads them.' }),
  equipment: Found(SuggestedEquipment),
  categories: Type.Array(SuggestedCategory),
  services: Found(SuggestedEntry),
  packages: Found(SuggestedEntry),
  did_you_mean: Type.Union([Type.String(), Type.Null()], {
    description: 'When nothing matched: the nearest words the catalogue holds that do find something.',
  }),
  nearest_categories: Type.Array(SuggestedCategory, {
    description: 'When nothing matched: the categories whose names come closest to the words.',
  }),
});
export type SearchSuggestions = Static<typeof SearchSuggestions>;

export const SearchMiss = Type.Object({
  query: Type.String(),
  searches: Type.Integer({ minimum: 1 }),
  first_at: Type.String({ format: 'date-time' }),
  last_at: Type.String({ format: 'date-time' }),
});
export type SearchMiss = Static<typeof SearchMiss>;
