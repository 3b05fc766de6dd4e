import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { EquipmentListRequest } from '@rental/shared/contracts';
import { searchWords } from '@rental/shared/search/search-words.ts';
import type { Database } from '../../db/database.ts';
import { equipmentListParams } from '../../catalogue-reads/equipment-list-params.ts';
import { countedPageRows, equipmentListQuery } from '../../catalogue-reads/equipment-list-statements.ts';
import { readEquipmentPage } from '../../catalogue-reads/equipments-repository.ts';
import { generateEquipment } from '../../seed/generated-equipment.ts';
import { searchEngineOf } from '../../search/search-engine.ts';
import type { SearchTerm } from '../../search/search-terms.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { seededEquipment } from '../../testing/seed-facts.ts';
import { describeOnEachDatabase, type TestApi } from '../../testing/test-app.ts';
import { inNameOrder } from './testing/in-name-order.ts';

/** Enough generated items that every subcategory holds dozens; the benchmark uses 50,000. */
const GENERATED = 3000;
const catalogue = [
  ...seededEquipment.map(({ id, name, subcategoryId, categoryId }) => ({
    id,
    name,
    subcategoryId,
    categoryId,
  })),
  ...generateEquipment(GENERATED),
];

/**
 * The items whose name holds every word of `query` as a word of its own (the last one perhaps unfinished),
 * computed in JavaScript.
 */
function namedBy(query: string) {
  const words = searchWords(query);
  const last = words.length - 1;
  return catalogue.filter((item) => {
    const own = searchWords(item.name, Number.POSITIVE_INFINITY);
    return words.every((word, i) => own.some((name) => (i === last ? name.startsWith(word) : name === word)));
  });
}

const list = (api: TestApi, body: object) =>
  api.app.inject({ method: 'POST', url: '/api/v1/equipments/list', payload: body });

/** Every page of a list, in the order the API gives. */
async function everyPage(api: TestApi, body: object) {
  const items: { id: number; name: string; subcategory: { id: number; category: { id: number } } }[] = [];
  for (let page = 1; ; page++) {
    const answer = (await list(api, { ...body, limit: 100, page })).json();
    items.push(...answer.data);
    if (page >= answer.pagination.total_pages) return { items, total: answer.pagination.total as number };
  }
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);

/** Rows of a raw statement: both drivers answer `{ rows }` (the shared Database type says `unknown`). */
async function rowsOf<Row>(db: Database, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as { rows: Row[] }).rows;
}

/**
 * The plan of a list request with some kinds of scan ruled out (`enable_seqscan`, …): when the plan still
 * uses the expected index, the query is written in a form that index can serve. (Which plan wins without
 * such settings depends on the sizes; the benchmark covers that.)
 */
async function planOf(
  db: Database,
  request: EquipmentListRequest,
  ruledOut: string[],
  terms: SearchTerm[] = [],
): Promise<string> {
  return db.transaction(async (tx) => {
    for (const scan of ruledOut) await tx.execute(sql.raw(`SET LOCAL enable_${scan} = off`));
    const statement = equipmentListQuery(tx, request, terms);
    const plan = await rowsOf<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${statement}`);
    return plan.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describeOnEachDatabase(`POST /equipments/list on ${GENERATED} generated items`, (api) => {
  beforeAll(async () => {
    await seedDatabase(api.database.db, { generatedEquipment: GENERATED });
  });

  it('lists the whole catalogue', async () => {
    const body = (await list(api, {})).json();
    expect(body.pagination.total).toBe(catalogue.length);
    expect(ids(body.data)).toEqual(ids(catalogue.slice(0, 20)));
  });

  it('searches every page once, the items named by every word first, whatever the case or accents', async () => {
    for (const query of ['%sky%panel%', 'SKY PÁNEL', 'rode wireless', 'kit 4 pack']) {
      const named = ids(namedBy(query === 'SKY PÁNEL' || query === '%sky%panel%' ? 'skypanel' : query));
      expect(named.length).toBeGreaterThan(0);
      const { items, total } = await everyPage(api, { query });
      expect(items).toHaveLength(total);
      expect(new Set(ids(items)).size).toBe(total);
      expect(new Set(ids(items).slice(0, named.length))).toEqual(new Set(named));
    }
  });

  it('filters by category and by subcategory, alone and with a search', async () => {
    const cases: { body: EquipmentListRequest; categoryId?: number; subcategoryId?: number }[] = [
      { body: { with: { subcategory: { category_id: 1 } } }, categoryId: 1 },
      { body: { query: '%kit%', with: { subcategory: { category_id: 2 } } }, categoryId: 2 },
      { body: { subcategory_id: 24 }, subcategoryId: 24 },
      { body: { query: 'pro', subcategory_id: 3 }, subcategoryId: 3 },
    ];
    for (const { body, categoryId, subcategoryId } of cases) {
      const inFilter = (item: (typeof catalogue)[number]) =>
        (categoryId === undefined || item.categoryId === categoryId) &&
        (subcategoryId === undefined || item.subcategoryId === subcategoryId);
      const { items, total } = await everyPage(api, body);
      expect(total).toBeGreaterThan(20);
      expect(items).toHaveLength(total);
      for (const item of items) {
        if (categoryId) expect(item.subcategory.category.id).toBe(categoryId);
        if (subcategoryId) expect(item.subcategory.id).toBe(subcategoryId);
      }
      if (!body.query) expect(ids(items)).toEqual(ids(catalogue.filter(inFilter)));
      else {
        const named = ids(namedBy(body.query).filter(inFilter));
        expect(new Set(ids(items).slice(0, named.length))).toEqual(new Set(named));
      }
    }
  });

  it('sorts the matches of a search by name both ways, page after page', async () => {
    const query = 'arri';
    const byMatch = await everyPage(api, { query });
    const asc = await everyPage(api, { query, order_by: { name: 'asc' } });
    const desc = await everyPage(api, { query, order_by: { name: 'desc' } });
    expect(asc.items.length).toBeGreaterThan(100);
    expect(ids(asc.items)).toEqual(ids(desc.items).reverse());
    expect(ids(asc.items)).toEqual(ids(inNameOrder(byMatch.items)));
  });

  it('reads a search’s pages from the ranking’s first buckets exactly as the whole ranking orders them', async () => {
    const db = api.database.db;
    for (const query of [
      'kit',
      'arri skypanel',
      'wireless microphone',
      'generador',
      'pro kit 4',
      'sennhiser',
    ]) {
      for (const page of [1, 2, 3]) {
        const params = equipmentListParams({ query, page, limit: 20 });
        const terms = await searchEngineOf(db).plan(params.filter.search!, { lastWordIsPrefix: true });
        const whole = (await countedPageRows(db, { params, terms })).filter((row) => row.id !== null);
        const read = await readEquipmentPage(db, params);
        expect(ids(read.data), `${query}, page ${page}`).toEqual(whole.map((row) => row.id!));
        expect(read.total).toBe(whole[0]?.total ?? read.total);
      }
    }
  });

  it('sorts the whole catalogue by name, page after page', async () => {
    const asc = await everyPage(api, { order_by: { name: 'asc' } });
    expect(ids(asc.items)).toEqual(ids(inNameOrder(catalogue)));
  });

  it('still gives the total on a page past the end', async () => {
    const first = (await list(api, { query: '%sky%panel%' })).json();
    const body = (await list(api, { query: '%sky%panel%', page: 500 })).json();
    expect(body.data).toEqual([]);
    expect(body.pagination.total).toBe(first.pagination.total);
  });

  it('has the search index and the indexes of the filters and the sort', async () => {
    const rows = await rowsOf<{ indexname: string; indexdef: string }>(
      api.database.db,
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'equipments'`,
    );
    const indexes = Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
    expect(indexes.equipments_search_idx).toMatch(/USING gin \(search_vector\)/);
    expect(indexes.equipments_subcategory_name_order_idx).toMatch(
      /USING btree \(subcategory_id, search_key COLLATE "C", name COLLATE "C", id\)/,
    );
    expect(indexes.equipments_name_order_idx).toMatch(
      /USING btree \(search_key COLLATE "C", name COLLATE "C", id, subcategory_id\)/,
    );
    const extensions = await rowsOf(
      api.database.db,
      sql`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`,
    );
    expect(extensions).toHaveLength(1);
  });

  it('asks for the search and the category in a form their indexes serve', async () => {
    const db = api.database.db;
    // Only bitmap scans left: the search must be an index condition of the search vectors' GIN index.
    const terms = await searchEngineOf(db).plan('sky panel', { lastWordIsPrefix: true });
    const search = await planOf(db, { query: 'sky panel' }, ['seqscan', 'indexscan', 'indexonlyscan'], terms);
    expect(search).toMatch(/Bitmap Index Scan on equipments_search_idx/);
    expect(search).not.toMatch(/Seq Scan on equipments/);
    // No table scans: a category is read range by range from the subcategory index.
    for (const request of [
      { with: { subcategory: { category_id: 1 } } },
      { subcategory_id: 3, order_by: { name: 'asc' as const } },
    ]) {
      const plan = await planOf(db, request, ['seqscan', 'bitmapscan']);
      expect(plan).toMatch(/Index (Only )?Scan using equipments_subcategory_name_order_idx/);
      expect(plan).toMatch(/Index Cond: \(\w*\.?subcategory_id = /);
      expect(plan).not.toMatch(/Seq Scan on equipments/);
    }
  });

  it('reads a page in name order straight from an index, never sorting the matches', async () => {
    const db = api.database.db;
    // The page's Limit takes its rows from the index scan itself: no Sort or Incremental Sort between.
    const readInOrder = (index: string, backward: boolean) =>
      new RegExp(`Limit[^\\n]*\\n\\s*->\\s+Index Only Scan ${backward ? 'Backward ' : ''}using ${index} `);
    const cases = [
      {
        request: { order_by: { name: 'asc' as const } },
        index: 'equipments_name_order_idx',
        backward: false,
      },
      {
        request: { order_by: { name: 'desc' as const } },
        index: 'equipments_name_order_idx',
        backward: true,
      },
      {
        request: { subcategory_id: 3, order_by: { name: 'asc' as const } },
        index: 'equipments_subcategory_name_order_idx',
        backward: false,
      },
      {
        request: { subcategory_id: 3, order_by: { name: 'desc' as const } },
        index: 'equipments_subcategory_name_order_idx',
        backward: true,
      },
    ];
    for (const { request, index, backward } of cases) {
      const plan = await planOf(db, request, []);
      expect(plan, JSON.stringify(request)).toMatch(readInOrder(index, backward));
      expect(plan, JSON.stringify(request)).not.toMatch(/Incremental Sort/);
    }
  });
});
