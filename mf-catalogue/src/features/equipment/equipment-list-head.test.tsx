import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { catalogueBundles } from '../../testing/catalogue-bundles.ts';
import { categories } from '@rental/shared/testing/categories.ts';
import { NO_FILTERS } from '../../list-kit/list-address.ts';
import { EquipmentListHead } from './equipment-list-head.tsx';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

beforeAll(() => useTestI18n(CATALOGUE_NS, catalogueBundles));

describe('equipment list head', () => {
  it('titles the whole inventory', () => {
    renderRoute(<EquipmentListHead filters={NO_FILTERS} categories={categories} listPage={1} />);
    expect(document.title).toBe('Production equipment for rent | Doral Production Rentals');
    expect(description()).toMatch(/^Rent lighting, sound, video/);
  });

  it('names the category the address filters by', () => {
    renderRoute(
      <EquipmentListHead filters={{ ...NO_FILTERS, categoryId: 1 }} categories={categories} listPage={1} />,
    );
    expect(document.title).toBe('Lighting rental equipment | Doral Production Rentals');
    expect(description()).toMatch(/^Rent Lighting equipment in Doral/);
  });

  it('names the subcategory and its category, and files a later page under its own address', () => {
    renderRoute(
      <EquipmentListHead
        filters={{ ...NO_FILTERS, categoryId: 1, subcategoryId: 2 }}
        categories={categories}
        listPage={3}
      />,
      { path: '/equipments/1/2?page=3', pattern: '/equipments/:categoryId/:subcategoryId' },
    );
    expect(document.title).toBe('Fresnels for rent · Lighting | Doral Production Rentals');
    expect(description()).toMatch(
      /^Fresnels for rent in Doral and Miami, Florida, from our Lighting inventory/,
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/equipments/1/2?page=3`,
    );
  });

  it('titles the whole inventory when the categories could not be loaded', () => {
    renderRoute(
      <EquipmentListHead filters={{ ...NO_FILTERS, categoryId: 1 }} categories={null} listPage={1} />,
    );
    expect(document.title).toBe('Production equipment for rent | Doral Production Rentals');
  });
});
