import { describe, expect, it } from 'vitest';
import { searchedList } from './search-scope.tsx';

describe('searchedList', () => {
  it('links each kind to its own list, searched for the same words', () => {
    expect(searchedList('equipment', 'generator')).toBe('/equipments?query=generator');
    expect(searchedList('services', 'live sound')).toBe('/services?query=live%20sound');
    expect(searchedList('packages', 'truck')).toBe('/packages?query=truck');
  });
});
