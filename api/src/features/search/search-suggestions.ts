import { inArray, sql } from 'drizzle-orm';
import {
  SUGGESTED_CATEGORIES,
  SUGGESTED_EQUIPMENT,
  SUGGESTED_PACKAGES,
  SUGGESTED_SERVICES,
  type SearchSuggestions,
  type SuggestedCategory,
} from '@rental/shared/contracts';
import { searchKey } from '@rental/shared/search/search-words.ts';
import type { Database } from '../../db/database.ts';
import { categories, packages, services, subcategories } from '../../db/schema.ts';
import { readPlannedEquipmentPage } from '../catalogue/equipments-repository.ts';
import { searchablePackages } from '../catalogue/packages-repository.ts';
import { searchableServices } from '../catalogue/services-repository.ts';
import { nearestToNothing } from './search-correction.ts';
import { searchEngineOf } from './search-engine.ts';
import type { SearchTerm } from './search-terms.ts';
import { inOrderOf, searchedIds, vectorsOf, type SearchableTable } from './searched-ids.ts';
import { readSuggestedCategories } from './suggested-categories.ts';

const firstPage = (limit: number) => ({ limit, page: 1, offset: 0 });

const searchableCategories: SearchableTable = {
  table: categories,
  id: categories.id,
  name: categories.title,
  searchKey: categories.title,
  vectors: vectorsOf(categories),
};

const searchableSubcategories: SearchableTable = {
  table: subcategories,
  id: subcategories.id,
  name: subcategories.title,
  searchKey: subcategories.title,
  vectors: vectorsOf(subcategories),
};

async function matchingCategories(db: Database, terms: SearchTerm[]): Promise<SuggestedCategory[]> {
  const [found, foundSub] = await Promise.all([
    searchedIds(db, searchableCategories, terms, firstPage(SUGGESTED_CATEGORIES)),
    searchedIds(db, searchableSubcategories, terms, firstPage(SUGGESTED_CATEGORIES)),
  ]);
  // A category is the wider choice: it comes first, and its subcategories fill what is left.
  const subcategoryIds = foundSub.ids.slice(0, Math.max(0, SUGGESTED_CATEGORIES - found.ids.length));
  return readSuggestedCategories(db, found.ids, subcategoryIds);
}

async function readEntries(db: Database, table: typeof services | typeof packages, ids: number[]) {
  if (ids.length === 0) return [];
  const name = table === services ? services.title : packages.name;
  const rows = await db
    .select({ id: table.id, name: sql<string>`${name}`, mainImage: table.mainImage })
    .from(table)
    .where(inArray(table.id, ids));
  return inOrderOf(ids, rows);
}

/**
 * What the header suggests while the visitor types (docs/product.md#header): the best equipment, the
 * categories and subcategories, services and packages that hold the words, the last word as a beginning;
 * and, when nothing at all matched, the nearest words that would find something and the nearest categories,
 * so a search never ends on an empty page.
 */
export async function readSuggestions(db: Database, text: string): Promise<SearchSuggestions> {
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
    },
    terms,
  };
  const [equipment, foundCategories, foundServices, foundPackages] = await Promise.all([
    readPlannedEquipmentPage(db, equipmentList),
    matchingCategories(db, terms),
    searchedIds(db, searchableServices, terms, firstPage(SUGGESTED_SERVICES)),
    searchedIds(db, searchablePackages, terms, firstPage(SUGGESTED_PACKAGES)),
  ]);
  const nothing =
    equipment.total + foundServices.total + foundPackages.total === 0 && foundCategories.length === 0;
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
    categories: foundCategories,
    services: { items: await readEntries(db, services, foundServices.ids), total: foundServices.total },
    packages: { items: await readEntries(db, packages, foundPackages.ids), total: foundPackages.total },
    did_you_mean: nearest.didYouMean,
    nearest_categories: nearest.categories,
  };
}
