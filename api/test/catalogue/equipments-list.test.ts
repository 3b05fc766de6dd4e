import { expect, it } from 'vitest';
import { describeOnEachDatabase, type TestApi } from '../test-app.ts';
import { seededEquipment, seededSubcategories } from '../seed-facts.ts';

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

  it('searches the name with the wildcard pattern, ignoring case and accents', async () => {
    const skyPanels = seededEquipment.filter((item) => /sky.*panel/i.test(item.name));
    expect(skyPanels.length).toBeGreaterThanOrEqual(3);
    for (const query of ['%sky%panel%', '%SKY%PÁNEL%', 'sky panel']) {
      const body = (await list(api, { query })).json();
      expect(body.pagination.total).toBe(skyPanels.length);
      expect(body.data.map((item: { id: number }) => item.id)).toEqual(skyPanels.map((item) => item.id));
    }
  });

  it('treats _ in a search as a plain character', async () => {
    const body = (await list(api, { query: '%_%' })).json();
    expect(body.pagination.total).toBe(seededEquipment.filter((item) => item.name.includes('_')).length);
  });

  it('sorts by name both ways', async () => {
    const query = '%pro%';
    const matching = seededEquipment.filter((item) => /pro/i.test(item.name)).length;
    expect(matching).toBeGreaterThan(3);
    const asc = (await list(api, { query, limit: 100, order_by: { name: 'asc' } })).json().data;
    const desc = (await list(api, { query, limit: 100, order_by: { name: 'desc' } })).json().data;
    const names = (items: { name: string }[]) => items.map((item) => item.name);
    expect(asc).toHaveLength(Math.min(matching, 100));
    expect(names(asc)).toEqual(names(desc).reverse());
    expect(names(asc)).not.toEqual(
      seededEquipment
        .filter((item) => /pro/i.test(item.name))
        .map((item) => item.name)
        .slice(0, 100),
    );
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
      await list(api, { query: `%${word}%`, with: { subcategory: { category_id: categoryId } } })
    ).json();
    const expected = inCategory.filter((item) => item.name.toLowerCase().includes(word.toLowerCase()));
    expect(both.pagination.total).toBe(expected.length);
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
