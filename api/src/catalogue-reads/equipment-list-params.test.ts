import { describe, expect, it } from 'vitest';
import type { EquipmentListRequest } from '@rental/shared/contracts';
import { equipmentListParams } from './equipment-list-params.ts';

const same = (a: EquipmentListRequest, b: EquipmentListRequest) =>
  expect(equipmentListParams(a)).toEqual(equipmentListParams(b));

describe('equipment list parameters', () => {
  it('fold the search into its words, whether typed or sent as the wildcard pattern', () => {
    expect(equipmentListParams({ query: 'SKY  PÁNEL' }).filter.search).toBe('sky panel');
    same({ query: 'SKY PÁNEL' }, { query: '%sky%panel%' });
    same({ query: 'C-Stand' }, { query: 'c stand' });
    same({ query: '' }, {});
    same({ query: '%%' }, { query: null });
    same({ query: '?! 🎥' }, {});
  });

  it('make absent and null filters, sorts and paging the same', () => {
    same({ with: { subcategory: { category_id: null } } }, {});
    same({ with: { subcategory: {} } }, { with: {} });
    same({ subcategory_id: null }, {});
    same({ order_by: null }, { order_by: {} });
    same({ limit: 20, page: 1 }, {});
  });

  it('keep apart every value that changes the answer', () => {
    const requests: EquipmentListRequest[] = [
      {},
      { query: 'sky' },
      { query: 'panel' },
      { query: 'sky panels' },
      { subcategory_id: 3 },
      { subcategory_id: 4 },
      { with: { subcategory: { category_id: 3 } } },
      { subcategory_id: 3, with: { subcategory: { category_id: 3 } } },
      { order_by: { name: 'asc' } },
      { order_by: { name: 'desc' } },
      { page: 2 },
      { limit: 21 },
    ];
    const params = requests.map((request) => JSON.stringify(equipmentListParams(request)));
    expect(new Set(params).size).toBe(requests.length);
  });
});
