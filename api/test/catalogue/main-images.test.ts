import { expect, it } from 'vitest';
import { leadingImagesOf, mainImageOf } from '../../src/features/catalogue/main-images.ts';
import { seededEquipment } from '../seed-facts.ts';
import { describeOnEachDatabase } from '../test-app.ts';

describeOnEachDatabase('the main picture of a catalogue item', (api) => {
  it('is the one its detail answer names, for each kind of item', async () => {
    const item = seededEquipment[10]!;
    expect(await mainImageOf(api.database.db, 'equipment', item.id)).toBe(item.image);
    for (const [type, url] of [
      ['service', '/api/v1/services/1/show'],
      ['package', '/api/v1/packages/1/show'],
    ] as const) {
      const answer = (await api.app.inject({ method: 'GET', url })).json();
      expect(await mainImageOf(api.database.db, type, 1), type).toBe(answer.data.mainImage);
    }
  });

  it('is undefined for an item that does not exist', async () => {
    expect(await mainImageOf(api.database.db, 'equipment', 999_999)).toBeUndefined();
    expect(await mainImageOf(api.database.db, 'package', 999_999)).toBeUndefined();
  });
});

describeOnEachDatabase('the leading pictures of a catalogue list', (api) => {
  it('are those of the first items the list answers when no sort is chosen, for each kind of list', async () => {
    for (const [type, url, body] of [
      ['equipment', '/api/v1/equipments/list', { page: 1, limit: 20, with: { subcategory: {} } }],
      ['service', '/api/v1/services/list', { page: 1, limit: 20 }],
      ['package', '/api/v1/packages/list', { page: 1, limit: 20 }],
    ] as const) {
      const answer = (await api.app.inject({ method: 'POST', url, payload: body })).json();
      const firstRow = (answer.data as { mainImage: string | null }[])
        .slice(0, 4)
        .map((item) => item.mainImage);
      expect(firstRow, type).toHaveLength(4);
      expect(await leadingImagesOf(api.database.db, type, 4), type).toEqual(firstRow);
    }
  });
});
