import { describe, expect, it } from 'vitest';
import { itemPath, paths } from './paths.ts';

describe('paths', () => {
  it('links cart lines by type, anything else home', () => {
    expect(itemPath('equipment', 5)).toBe('/equipments/5/details');
    expect(itemPath('service', 5)).toBe('/services/5/show');
    expect(itemPath('package', 5)).toBe('/packages/5/show');
    expect(itemPath('gift-card', 5)).toBe('/');
  });

  it('builds the filtered equipment addresses and encodes a search', () => {
    expect(paths.equipmentSubcategory(3, 14)).toBe('/equipments/3/14');
    expect(paths.equipments('sky panel & more')).toBe('/equipments?query=sky%20panel%20%26%20more');
  });
});
