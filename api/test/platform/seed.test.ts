import { count, max } from 'drizzle-orm';
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
} from '../../src/db/schema.ts';
import { seedDatabase } from '../../src/seed/seed.ts';
import { describeOnEachDatabase, type TestApi } from '../test-app.ts';

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
});
