import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type ContentLanguage,
  SUGGESTED_CATEGORIES,
  SUGGESTED_PACKAGES,
  SUGGESTED_SERVICES,
  type SuggestedCategory,
  type SuggestedEntry,
  type TitleTranslations,
} from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { categories, packages, services, subcategories } from '../../db/schema.ts';
import {
  describedScore,
  matchesAny,
  rankingOf,
  searchInputsOf,
  termScore,
} from '../../search/search-ranking.ts';
import type { SearchTerm } from '../../search/search-terms.ts';
import type { SearchableTable } from '../../search/searched-ids.ts';
import {
  searchableCategories,
  searchablePackages,
  searchableServices,
  searchableSubcategories,
} from '../../search/searchable-tables.ts';

type Kind = 'services' | 'packages' | 'categories' | 'subcategories';

interface KindRow {
  kind: Kind;
  id: number;
  name: string;
  /** A service's or package's name in the language asked, when the company has written it. */
  translated_name: string | null;
  main_image: string | null;
  translations: TitleTranslations | null;
  parent_id: number | null;
  parent_title: string | null;
  parent_translations: TitleTranslations | null;
  total: string | number;
}

const parent = alias(categories, 'parent');
const NONE = { image: sql`NULL::text`, translations: sql`NULL::jsonb` };
const UNTRANSLATED = () => sql`NULL::text`;
const NO_PARENT = {
  parentId: sql`NULL::int`,
  parentTitle: sql`NULL::text`,
  parentTranslations: sql`NULL::jsonb`,
};

/** What each kind shows of a match, and where its rows come from. */
const KINDS: {
  kind: Kind;
  limit: number;
  searchable: SearchableTable;
  from: SQL;
  shown: { image: SQL; translations: SQL; parentId: SQL; parentTitle: SQL; parentTranslations: SQL };
  /** The name in a language, for the kinds whose names the page shows as the API answers them. */
  nameIn: (language: ContentLanguage) => SQL;
}[] = [
  {
    kind: 'services',
    limit: SUGGESTED_SERVICES,
    searchable: searchableServices,
    from: sql`${services}`,
    shown: { image: sql`${services.mainImage}`, translations: NONE.translations, ...NO_PARENT },
    nameIn: (language) => sql`${services.translations} -> ${language}::text ->> 'title'`,
  },
  {
    kind: 'packages',
    limit: SUGGESTED_PACKAGES,
    searchable: searchablePackages,
    from: sql`${packages}`,
    shown: { image: sql`${packages.mainImage}`, translations: NONE.translations, ...NO_PARENT },
    nameIn: (language) => sql`${packages.translations} -> ${language}::text ->> 'name'`,
  },
  {
    kind: 'categories',
    limit: SUGGESTED_CATEGORIES,
    searchable: searchableCategories,
    from: sql`${categories}`,
    shown: { image: NONE.image, translations: sql`${categories.translations}`, ...NO_PARENT },
    nameIn: UNTRANSLATED,
  },
  {
    kind: 'subcategories',
    limit: SUGGESTED_CATEGORIES,
    searchable: searchableSubcategories,
    from: sql`${subcategories} INNER JOIN ${categories} AS ${sql.identifier('parent')}
      ON ${eq(parent.id, subcategories.categoryId)}`,
    shown: {
      image: NONE.image,
      translations: sql`${subcategories.translations}`,
      parentId: sql`${parent.id}`,
      parentTitle: sql`${parent.title}`,
      parentTranslations: sql`${parent.translations}`,
    },
    nameIn: UNTRANSLATED,
  },
];

/** One kind's best matches, ranked as every search is (search-ranking.ts), with the total of its matches. */
function bestOfKind(
  terms: SearchTerm[],
  language: ContentLanguage,
  { kind, limit, searchable, from, shown, nameIn }: (typeof KINDS)[number],
): SQL {
  const inputs = searchInputsOf(terms);
  const { words, typos, fields, described } = rankingOf(
    inputs.terms.map((term) => termScore(searchable.vectors, term)),
    inputs.terms.map((term) => describedScore(searchable.vectors, term)),
  );
  return sql`(SELECT ${sql.raw(`'${kind}'`)} AS kind, ${searchable.id} AS id, ${searchable.name} AS name,
      ${language === 'en' ? UNTRANSLATED() : nameIn(language)} AS translated_name, ${shown.image} AS main_image, ${shown.translations} AS translations, ${shown.parentId} AS parent_id,
      ${shown.parentTitle} AS parent_title, ${shown.parentTranslations} AS parent_translations,
      count(*) OVER () AS total
    FROM ${from}
    WHERE ${matchesAny(searchable.vectors, inputs)}
    ORDER BY ${words} DESC, ${typos}, ${fields} DESC, ${described} DESC,
      ${searchable.searchKey} COLLATE "C", ${searchable.name} COLLATE "C", ${searchable.id}
    LIMIT ${limit})`;
}

export interface SuggestedKinds {
  categories: SuggestedCategory[];
  services: { items: SuggestedEntry[]; total: number };
  packages: { items: SuggestedEntry[]; total: number };
}

/**
 * The services, packages, categories and subcategories that hold the terms, the best of each kind with
 * each kind's total, services and packages named in `language` (English where the company has not written
 * it), in one statement: the suggestions answer at every keystroke, and on PGlite every
 * statement waits for the one before.
 */
export async function readSuggestedKinds(
  db: Database,
  terms: SearchTerm[],
  language: ContentLanguage,
): Promise<SuggestedKinds> {
  const rows = rowsOf<KindRow>(
    await db.execute(
      sql.join(
        KINDS.map((kind) => bestOfKind(terms, language, kind)),
        sql` UNION ALL `,
      ),
    ),
  );
  const of = (kind: Kind) => rows.filter((row) => row.kind === kind);
  const found = (kind: Kind) => ({
    items: of(kind).map((row): SuggestedEntry => ({
      id: row.id,
      name: row.translated_name || row.name,
      languages: { name: row.translated_name ? language : 'en' },
      mainImage: row.main_image,
    })),
    total: Number(of(kind)[0]?.total ?? 0),
  });
  const titled = (row: KindRow) => ({ id: row.id, title: row.name, translations: row.translations! });
  // A category is the wider choice: it comes first, and subcategories fill what is left.
  const wider = of('categories').map((row): SuggestedCategory => ({ ...titled(row), category: null }));
  const narrower = of('subcategories').map((row): SuggestedCategory => ({
    ...titled(row),
    category: { id: row.parent_id!, title: row.parent_title!, translations: row.parent_translations! },
  }));
  return {
    categories: [...wider, ...narrower].slice(0, SUGGESTED_CATEGORIES),
    services: found('services'),
    packages: found('packages'),
  };
}
