import { SUGGESTED_EQUIPMENT, type ContentLanguage, type SearchSuggestions } from '@rental/shared/contracts';
import { searchKey } from '@rental/shared/search/search-words.ts';
import type { Database } from '../../db/database.ts';
import { readPlannedEquipmentPage } from '../../catalogue-reads/equipments-repository.ts';
import { nearestToNothing } from './search-correction.ts';
import { searchEngineOf } from '../../search/search-engine.ts';
import { readSuggestedKinds } from './suggested-kinds.ts';

const firstPage = (limit: number) => ({ limit, page: 1, offset: 0 });

/**
 * What the header suggests while the visitor types (docs/product.md#header): the best equipment, the
 * categories and subcategories, services and packages that hold the words, the last word as a beginning;
 * and, when nothing at all matched, the nearest words that would find something and the nearest categories,
 * so a search never ends on an empty page. Services and packages are named in `language`; equipment names
 * are the company's own, and categories carry their translations.
 */
export async function readSuggestions(
  db: Database,
  text: string,
  language: ContentLanguage,
): Promise<SearchSuggestions> {
  const query = searchKey(text);
  const terms = await searchEngineOf(db).plan(query, { lastWordIsPrefix: true });
  const none = { items: [], total: 0 };
  if (terms.length === 0)
    return {
      query,
      equipment: none,
      categories: [],
      services: none,
      packages: none,
      did_you_mean: null,
      nearest_categories: [],
    };
  const equipmentList = {
    params: {
      filter: { search: query, subcategoryId: null, categoryId: null },
      direction: null,
      window: firstPage(SUGGESTED_EQUIPMENT),
      // Suggested items show no description.
      language: 'en' as const,
    },
    terms,
  };
  const [equipment, kinds] = await Promise.all([
    readPlannedEquipmentPage(db, equipmentList),
    readSuggestedKinds(db, terms, language),
  ]);
  const nothing =
    equipment.total + kinds.services.total + kinds.packages.total === 0 && kinds.categories.length === 0;
  const nearest = nothing ? await nearestToNothing(db, query) : { didYouMean: null, categories: [] };
  return {
    query,
    equipment: {
      items: equipment.data.map(({ id, name, mainImage, subcategory }) => ({
        id,
        name,
        mainImage,
        subcategory,
      })),
      total: equipment.total,
    },
    categories: kinds.categories,
    services: kinds.services,
    packages: kinds.packages,
    did_you_mean: nearest.didYouMean,
    nearest_categories: nearest.categories,
  };
}
