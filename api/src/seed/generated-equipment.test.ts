import { describe, expect, it } from 'vitest';
import { categories } from './data/catalogue.ts';
import { MAX_GENERATED_EQUIPMENT } from '../config.ts';
import { GENERATED_EQUIPMENT_ID_BASE, generateEquipment } from './generated-equipment.ts';

const subcategoryCategory = new Map(
  categories.flatMap((category) => category.subcategories.map((s) => [s.id, category.id] as const)),
);
const seedNames = new Set(
  categories.flatMap((c) => c.subcategories.flatMap((s) => s.equipment.map((e) => e.name))),
);

describe('generateEquipment', () => {
  it('makes exactly the number asked for, with ids in their own range', () => {
    expect(generateEquipment(0)).toEqual([]);
    const items = generateEquipment(1234);
    expect(items).toHaveLength(1234);
    expect(items.map((item) => item.id)).toEqual(
      Array.from({ length: 1234 }, (_, i) => GENERATED_EQUIPMENT_ID_BASE + i + 1),
    );
  });

  it('is deterministic, and a larger catalogue extends a smaller one', () => {
    expect(generateEquipment(500)).toEqual(generateEquipment(500));
    expect(generateEquipment(2000).slice(0, 500)).toEqual(generateEquipment(500));
  });

  it('puts every item in an existing subcategory of its category, spread over all of them', () => {
    const items = generateEquipment(50_000);
    const misplaced = items.filter((item) => subcategoryCategory.get(item.subcategoryId) !== item.categoryId);
    expect(misplaced).toEqual([]);
    expect(new Set(items.map((item) => item.subcategoryId)).size).toBe(subcategoryCategory.size);
    const perCategory = new Map<number, number>();
    for (const item of items) perCategory.set(item.categoryId, (perCategory.get(item.categoryId) ?? 0) + 1);
    expect(perCategory.size).toBe(categories.length);
    // In the seed's proportions: Lighting has the most items, Grip Trucks few.
    expect(perCategory.get(1)!).toBeGreaterThan(perCategory.get(7)! * 3);
  });

  it('names items like a rental catalogue, uniquely and never like a hand-written item', () => {
    const items = generateEquipment(50_000);
    expect(new Set(items.map((item) => item.name)).size).toBe(items.length);
    for (const item of items.slice(0, 1000)) {
      expect(seedNames.has(item.name)).toBe(false);
      expect(item.name).toMatch(/^\S.{3,}\S$/);
      expect(item.description.length).toBeGreaterThan(item.name.length);
      expect(item.image).toMatch(/^\/media\/equipment\/[\w-]+\.svg$/);
    }
    expect(items.filter((item) => /skypanel/i.test(item.name)).length).toBeGreaterThan(100);
  });

  it('refuses a count it cannot give ids to', () => {
    for (const wrong of [-1, 1.5, Number.NaN, MAX_GENERATED_EQUIPMENT + 1])
      expect(() => generateEquipment(wrong)).toThrow(RangeError);
  });
});
