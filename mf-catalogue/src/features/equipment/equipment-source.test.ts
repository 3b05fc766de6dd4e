import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../list-kit/list-address.ts';
import { equipmentPath, equipmentRequest } from './equipment-source.ts';

describe('equipment list request', () => {
  it('asks for 20 of everything when nothing is chosen', () => {
    expect(equipmentRequest(NO_FILTERS, 1)).toEqual({ limit: 20, page: 1, with: { subcategory: {} } });
  });

  it('sends the wildcard pattern, the sort by name and both filters', () => {
    expect(
      equipmentRequest({ query: 'sky  panel', sort: 'desc', categoryId: 1, subcategoryId: 2 }, 3),
    ).toEqual({
      limit: 20,
      page: 3,
      query: '%sky%panel%',
      order_by: { name: 'desc' },
      subcategory_id: 2,
      with: { subcategory: { category_id: 1 } },
    });
  });

  it('picks the route that matches the filters', () => {
    expect(equipmentPath(NO_FILTERS)).toBe('/equipments');
    expect(equipmentPath({ ...NO_FILTERS, categoryId: 4 })).toBe('/equipments/4');
    expect(equipmentPath({ ...NO_FILTERS, categoryId: 4, subcategoryId: 25 })).toBe('/equipments/4/25');
  });
});
