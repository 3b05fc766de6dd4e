import { expect, it } from 'vitest';
import { describeOnEachDatabase, type TestApi } from '../../testing/test-app.ts';
import { seededEquipment, seededSubcategories } from '../../testing/seed-facts.ts';
import { inNameOrder } from './testing/in-name-order.ts';
import { searchWords } from '@rental/shared/search/search-words.ts';

const list = (api: TestApi, body: unknown) =>
  api.app.inject({ method: 'POST', url: '/api/v1/equipments/list', payload: body as object });

describeOnEachDatabase('POST /equipments/list', (api) => {
  it('answers the first 20 items with their subcategory and category, and the pagination', async () => {
    const response = await list(api, {});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(1);
    expect(body.data).toHaveLength(20);
    expect(body.pagination).toEqual({
      total_pages: Math.ceil(seededEquipment.length / 20),
      per_page: 20,
      total: seededEquipment.length,
      current_page: 1,
    });
    const first = seededEquipment[0]!;
    expect(body.data[0]).toMatchObject({
      id: first.id,
      name: first.name,
      description: first.description,
      mainImage: first.image,
      subcategory_id: first.subcategoryId,
      subcategory: {
        id: first.subcategoryId,
        category_id: first.categoryId,
        category: { id: first.categoryId },
      },
    });
  });

  it('pages through every item exactly once', async () => {
    const seen: number[] = [];
    const last = Math.ceil(seededEquipment.length / 100);
    for (let page = 1; page <= last; page++) {
      const body = (await list(api, { limit: 100, page })).json();
      expect(body.pagination.current_page).toBe(page);
      seen.push(...body.data.map((item: { id: number }) => item.id));
    }
    expect(seen).toHaveLength(seededEquipment.length);
    expect(new Set(seen).size).toBe(seededEquipment.length);
  });

  it('answers an empty page past the end', async () => {
    const body = (await list(api, { page: 999 })).json();
    expect(body.data).toEqual([]);
    expect(body.pagination).toMatchObject({ current_page: 999, total: seededEquipment.length });
  });

  it('takes the wildcard pattern as words, ignoring case and accents, best matches first', async () => {
    const skyPanels = seededEquipment.filter((item) => /sky.*panel/i.test(item.name)).map((item) => item.id);
    expect(skyPanels.length).toBeGreaterThanOrEqual(3);
    const answers = [];
    for (const query of ['%sky%panel%', '%SKY%PÁNEL%', 'sky panel', 'skypanel']) {
      const body = (await list(api, { query })).json();
      const ids = body.data.map((item: { id: number }) => item.id);
      expect(new Set(ids.slice(0, skyPanels.length))).toEqual(new Set(skyPanels));
      answers.push(query === 'skypanel' ? null : body);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('lists everything for a pattern with no word in it, as for the bare wildcard', async () => {
    for (const query of ['%', '%_%', '?!', '🎥']) {
      const body = (await list(api, { query })).json();
      expect(body.pagination.total).toBe(seededEquipment.length);
    }
  });

  it('sorts the matches of a search by name both ways when asked', async () => {
    const query = 'pro';
    const every = async (order: object) => {
      const items: { id: number; name: string }[] = [];
      for (let page = 1; ; page++) {
        const body = (await list(api, { query, limit: 100, page, ...order })).json();
        items.push(...body.data);
        if (page >= body.pagination.total_pages) return items;
      }
    };
    const byMatch = await every({});
    const asc = await every({ order_by: { name: 'asc' } });
    const desc = await every({ order_by: { name: 'desc' } });
    const names = (items: { name: string }[]) => items.map((item) => item.name);
    expect(byMatch.length).toBeGreaterThan(3);
    expect(names(asc)).toEqual(names(inNameOrder(byMatch)));
    expect(names(asc)).toEqual(names(desc).reverse());
    expect(names(byMatch)).not.toEqual(names(asc));
  });

  it('filters by subcategory', async () => {
    const subcategory = seededSubcategories[2]!;
    const body = (await list(api, { subcategory_id: subcategory.id, limit: 100 })).json();
    expect(body.pagination.total).toBe(subcategory.equipment.length);
    for (const item of body.data) expect(item.subcategory.id).toBe(subcategory.id);
  });

  it('filters by category through the subcategory, and combines with search', async () => {
    const categoryId = seededSubcategories[0]!.categoryId;
    const inCategory = seededEquipment.filter((item) => item.categoryId === categoryId);
    const body = (await list(api, { with: { subcategory: { category_id: categoryId } }, limit: 100 })).json();
    expect(body.pagination.total).toBe(inCategory.length);
    for (const item of body.data) expect(item.subcategory.category.id).toBe(categoryId);

    const word = inCategory[0]!.name.split(' ')[0]!;
    const both = (
      await list(api, { query: `%${word}%`, with: { subcategory: { category_id: categoryId } }, limit: 100 })
    ).json();
    // The last word of a search may be unfinished: "ARRI" also names "ARRIMAX".
    const folded = word.toLowerCase();
    const named = inCategory
      .filter((item) => searchWords(item.name, 100).some((own) => own.startsWith(folded)))
      .map((item) => item.id);
    expect(named.length).toBeGreaterThan(0);
    for (const item of both.data) expect(item.subcategory.category.id).toBe(categoryId);
    const ids = both.data.map((item: { id: number }) => item.id);
    expect(new Set(ids.slice(0, named.length))).toEqual(new Set(named));
  });

  it('accepts null for the optional filters', async () => {
    const response = await list(api, {
      query: null,
      order_by: null,
      subcategory_id: null,
      with: { subcategory: { category_id: null } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination.total).toBe(seededEquipment.length);
  });
});
