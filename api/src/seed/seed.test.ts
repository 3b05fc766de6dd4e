import { count, eq, gt, max } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  categories,
  equipments,
  packageItems,
  packages,
  projects,
  services,
  staff,
  subcategories,
} from '../db/schema.ts';
import { GENERATED_EQUIPMENT_ID_BASE } from './generated-equipment.ts';
import { seedDatabase } from './seed.ts';
import { describeOnEachDatabase, type TestApi } from '../testing/test-app.ts';

async function counts(api: TestApi) {
  const db = api.database.db;
  const tally = async (
    table:
      | typeof categories
      | typeof subcategories
      | typeof equipments
      | typeof services
      | typeof packages
      | typeof packageItems
      | typeof projects
      | typeof staff,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    categories: await tally(categories),
    subcategories: await tally(subcategories),
    equipments: await tally(equipments),
    services: await tally(services),
    packages: await tally(packages),
    packageItems: await tally(packageItems),
    projects: await tally(projects),
    staff: await tally(staff),
  };
}

describeOnEachDatabase('seed', (api) => {
  it('holds a catalogue a rental company would show', async () => {
    const seeded = await counts(api);
    expect(seeded.equipments).toBeGreaterThanOrEqual(250);
    expect(seeded.services).toBeGreaterThanOrEqual(8);
    expect(seeded.packages).toBeGreaterThanOrEqual(5);
    expect(seeded.projects).toBeGreaterThanOrEqual(8);
    expect(seeded.staff).toBeGreaterThanOrEqual(8);
    const titles = (await api.database.db.select({ title: categories.title }).from(categories))
      .map((c) => c.title)
      .join(' | ');
    for (const field of [/light/i, /sound|audio/i, /video/i, /rigging/i, /grip/i, /generator|power/i])
      expect(titles).toMatch(field);
    const perSubcategory = await api.database.db
      .select({ n: count() })
      .from(equipments)
      .groupBy(equipments.subcategoryId);
    expect(perSubcategory).toHaveLength(seeded.subcategories);
  });

  it('is idempotent: seeding again doubles nothing', async () => {
    const before = await counts(api);
    await seedDatabase(api.database.db);
    await seedDatabase(api.database.db);
    expect(await counts(api)).toEqual(before);
  });

  it('leaves identity sequences past the seeded ids', async () => {
    const [{ highest }] = (await api.database.db.select({ highest: max(services.id) }).from(services)) as [
      { highest: number },
    ];
    const [created] = await api.database.db
      .insert(services)
      .values({
        title: 'Temporary service',
        description: 'Inserted without an id.',
        searchKey: 'temporary service',
      })
      .returning({ id: services.id });
    expect(created!.id).toBeGreaterThan(highest);
  });

  it('keeps as many generated items as asked for, and new items get ids below theirs', async () => {
    const db = api.database.db;
    const { equipments: handWritten } = await counts(api);
    const generated = async () =>
      (
        await db.select({ n: count() }).from(equipments).where(gt(equipments.id, GENERATED_EQUIPMENT_ID_BASE))
      )[0]!.n;
    await seedDatabase(db, { generatedEquipment: 500 });
    await seedDatabase(db, { generatedEquipment: 500 });
    expect(await generated()).toBe(500);
    await seedDatabase(db, { generatedEquipment: 120 });
    expect(await generated()).toBe(120);
    expect((await counts(api)).equipments).toBe(handWritten + 120);

    const [created] = await db
      .insert(equipments)
      .values({
        subcategoryId: 1,
        name: 'Temporary item',
        description: 'Inserted without an id.',
        searchKey: 'x',
      })
      .returning({ id: equipments.id });
    expect(created!.id).toBeLessThan(GENERATED_EQUIPMENT_ID_BASE);
    await db.delete(equipments).where(eq(equipments.id, created!.id));
    await seedDatabase(db);
    expect((await counts(api)).equipments).toBe(handWritten);
  });
});
