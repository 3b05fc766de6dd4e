import { describe, expect, it } from 'vitest';
import { fillPath } from './path-pattern.ts';
import { itemPath, paths, searchedPath } from './paths.ts';

describe('paths', () => {
  it('links cart lines by type, anything else home', () => {
    expect(itemPath('equipment', 5)).toBe('/equipments/5/details');
    expect(itemPath('service', 5)).toBe('/services/5/show');
    expect(itemPath('package', 5)).toBe('/packages/5/show');
    expect(itemPath('gift-card', 5)).toBe('/');
  });

  it('builds the filtered equipment addresses and encodes a search', () => {
    expect(paths.equipments()).toBe('/equipments');
    expect(paths.equipments({ categoryId: 3 })).toBe('/equipments/3');
    expect(paths.equipments({ categoryId: 3, subcategoryId: 14 })).toBe('/equipments/3/14');
    expect(searchedPath(paths.equipments(), 'sky panel & more')).toBe(
      '/equipments?query=sky%20panel%20%26%20more',
    );
    expect(searchedPath(paths.services(), '')).toBe('/services');
  });

  it('links every page without values to its own address', () => {
    expect([paths.home(), paths.aboutUs(), paths.contactUs(), paths.requestQuote()]).toEqual([
      '/',
      '/about-us',
      '/contact-us',
      '/request-quote',
    ]);
  });
});

describe('fillPath', () => {
  it('encodes the values it puts in the address', () => {
    expect(fillPath('/a/:b/c', { b: 'x/y z' })).toBe('/a/x%2Fy%20z/c');
  });

  it('refuses a missing value and a value after a missing optional one', () => {
    expect(() => fillPath('/services/:id/show')).toThrow('needs a value for id');
    expect(() => fillPath('/equipments/:categoryId?/:subcategoryId?', { subcategoryId: 2 })).toThrow(
      'subcategoryId is given without',
    );
  });
});
