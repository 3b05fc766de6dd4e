import { expect, it } from 'vitest';
import { mainImageOf } from '../../src/features/catalogue/main-images.ts';
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
