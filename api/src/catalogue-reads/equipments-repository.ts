import { eq } from 'drizzle-orm';
import type { ContentLanguage, Equipment } from '@rental/shared/contracts';
import type { Database } from '../db/database.ts';
import { equipments, type categories } from '../db/schema.ts';
import type { ListPage } from '../http/pagination.ts';
import { localizedTexts } from '../db/localized-texts.ts';
import { searchEngineOf } from '../search/search-engine.ts';
import type { EquipmentListParams } from './equipment-list-params.ts';
import {
  bestBucketRows,
  countedPageRows,
  everyTermRows,
  pageRows,
  rankedByMatch,
  totalOf,
  type ListedRow,
  type PlannedList,
} from './equipment-list-statements.ts';

/** What a detail shows: the search's columns stay in the database. */
const titleColumns = { id: true, title: true, translations: true } as const;
const detailQuery = {
  columns: {
    id: true,
    name: true,
    description: true,
    translations: true,
    mainImage: true,
    subcategoryId: true,
  },
  with: {
    subcategory: {
      columns: { ...titleColumns, categoryId: true },
      with: { category: { columns: titleColumns } },
    },
  },
} as const;

type Titles = Pick<typeof categories.$inferSelect, 'id' | 'title' | 'translations'>;
type EquipmentRow = Pick<
  typeof equipments.$inferSelect,
  'id' | 'name' | 'description' | 'translations' | 'mainImage' | 'subcategoryId'
> & { subcategory: Titles & { categoryId: number; category: Titles } };

/** The description in `language`, or in English where it has none; the name stays as the company writes it. */
const describedIn = (
  row: Pick<typeof equipments.$inferSelect, 'description' | 'translations'>,
  language: ContentLanguage,
) => {
  const { texts, languages } = localizedTexts({ description: row.description }, row.translations, language);
  return { description: texts.description, languages };
};

function toEquipment(row: EquipmentRow, language: ContentLanguage): Equipment {
  const { subcategory } = row;
  return {
    id: row.id,
    name: row.name,
    ...describedIn(row, language),
    mainImage: row.mainImage,
    subcategory_id: row.subcategoryId,
    subcategory: {
      id: subcategory.id,
      title: subcategory.title,
      translations: subcategory.translations,
      category_id: subcategory.categoryId,
      category: {
        id: subcategory.category.id,
        title: subcategory.category.title,
        translations: subcategory.category.translations,
      },
    },
  };
}

function toListedEquipment(row: ListedRow, language: ContentLanguage): Equipment {
  return {
    id: row.id!,
    name: row.name!,
    ...describedIn({ description: row.description!, translations: row.translations! }, language),
    mainImage: row.mainImage,
    subcategory_id: row.subcategoryId!,
    subcategory: {
      id: row.subcategoryId!,
      title: row.subcategoryTitle!,
      translations: row.subcategoryTranslations!,
      category_id: row.categoryId!,
      category: { id: row.categoryId!, title: row.categoryTitle!, translations: row.categoryTranslations! },
    },
  };
}

/**
 * One page of the list and the total of its matches: counted with the page in one statement, or, when
 * the caller already knows the total, the page alone. Searched words are planned into terms first
 * (docs/decisions/020-search-relevance.md); the last one may be a beginning, as the spec's `%sky%`.
 */
export async function readEquipmentPage(
  db: Database,
  params: EquipmentListParams,
  knownTotal?: number,
): Promise<ListPage<Equipment>> {
  const terms = params.filter.search
    ? await searchEngineOf(db).plan(params.filter.search, { lastWordIsPrefix: true })
    : [];
  return readPlannedEquipmentPage(db, { params, terms }, knownTotal);
}

/** `readEquipmentPage` with the words already planned into terms. */
export async function readPlannedEquipmentPage(
  db: Database,
  list: PlannedList,
  knownTotal?: number,
): Promise<ListPage<Equipment>> {
  const toListed = (row: ListedRow) => toListedEquipment(row, list.params.language);
  if (rankedByMatch(list)) {
    // The ranking's first buckets fill most pages of a search (docs/decisions/020-search-relevance.md): the
    // best bucket, read in name order; then, for several words, the rows holding all of them as typed,
    // the only ones scored. Only a page neither fills scores every match.
    const full = (rows: ListedRow[]) => rows.length === list.params.window.limit;
    let rows = await bestBucketRows(db, list);
    if (!full(rows) && list.terms.length > 1) rows = await everyTermRows(db, list);
    if (full(rows)) return { data: rows.map(toListed), total: knownTotal ?? (await totalOf(db, list)) };
  }
  if (knownTotal !== undefined) {
    return { data: (await pageRows(db, list)).map(toListed), total: knownTotal };
  }
  const rows = await countedPageRows(db, list);
  // A page past the end is one row: the total, with no item.
  const data = rows.filter((row) => row.id !== null).map(toListed);
  return { data, total: rows[0]?.total ?? 0 };
}

export async function findEquipment(
  db: Database,
  id: number,
  language: ContentLanguage,
): Promise<Equipment | undefined> {
  const row = await db.query.equipments.findFirst({ where: eq(equipments.id, id), ...detailQuery });
  return row && toEquipment(row, language);
}
