import { beforeAll, expect, it } from 'vitest';
import { foldForSearch } from '@rental/shared/search';
import { categories, equipments, packages, services, subcategories } from '../../db/schema.ts';
import { seededContentChanged } from '../../db/seeded-content-version.ts';
import { equipmentSource } from '../../search/search-source.ts';
import { writeSearchVectors } from '../../search/search-vectors-writer.ts';
import { packages as seededPackages } from '../../seed/data/packages.ts';
import { services as seededServices } from '../../seed/data/services.ts';
import { seededEquipment } from '../../testing/seed-facts.ts';
import { describeOnEachDatabase, type TestApi } from '../../testing/test-app.ts';
import { inNameOrder } from './testing/in-name-order.ts';

/**
 * "A - Z" as a person reads it (docs/product.md#lists, docs/decisions/018-a-z-order.md): case and accents
 * do not count ("Absen" before "AJA": b before j), a name that begins another comes first ("ARRI" before
 * "ARRIMAX"), and names equal but for case keep one fixed order (the name's bytes: upper case first). In
 * code-point order these read AJA, ARRI, ARRIMAX, Absen, Angénieux, Rosco, RØDE, Zeiss, angle, arri, zoom,
 * Ångström.
 */
const A_TO_Z = [
  'Absen',
  'AJA',
  'Angénieux',
  'angle',
  'Ångström',
  'ARRI',
  'arri',
  'ARRIMAX',
  'RØDE',
  'Rosco',
  'Zeiss',
  'zoom',
];

/** The order they are written in, so that neither id order nor its reverse is the order asked for. */
const WRITTEN = [
  'ARRIMAX',
  'zoom',
  'AJA',
  'Ångström',
  'arri',
  'Rosco',
  'Absen',
  'ARRI',
  'Zeiss',
  'angle',
  'RØDE',
  'Angénieux',
];

const namesOf = (items: { name: string }[]) => items.map((item) => item.name);
const onlyWritten = (names: string[]) => names.filter((name) => WRITTEN.includes(name));

/** Every page of a list, 100 items at a time, in the order the API gives. */
async function everyPage<Item>(api: TestApi, url: string, body: object): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page++) {
    const answer = (
      await api.app.inject({ method: 'POST', url, payload: { ...body, limit: 100, page } })
    ).json();
    items.push(...answer.data);
    if (page >= answer.pagination.total_pages) return items;
  }
}

describeOnEachDatabase('"A - Z" and "Z - A"', (api) => {
  let categoryId: number;
  let subcategoryId: number;
  const writtenEquipment: { id: number; name: string }[] = [];
  const writtenServices: { id: number; name: string }[] = [];
  const writtenPackages: { id: number; name: string }[] = [];

  beforeAll(async () => {
    const { db } = api.database;
    const [category] = await db
      .insert(categories)
      .values({ title: 'Sort probes' })
      .returning({ id: categories.id });
    const [subcategory] = await db
      .insert(subcategories)
      .values({ categoryId: category!.id, title: 'Sort probes' })
      .returning({ id: subcategories.id });
    categoryId = category!.id;
    subcategoryId = subcategory!.id;
    // One at a time, so that the ids follow WRITTEN. The search key and source are written as the seed
    // writes them.
    const probes = {
      title: 'Sort probes',
      translations: { ht: 'Sort probes', es: 'Sort probes', fr: 'Sort probes' },
    };
    for (const name of WRITTEN) {
      const description = 'A sort probe.';
      const row = { description, searchKey: foldForSearch(name) };
      const [item] = await db
        .insert(equipments)
        .values({ ...row, name, subcategoryId })
        .returning({ id: equipments.id });
      writtenEquipment.push({ id: item!.id, name });
      const source = equipmentSource({ name, description }, probes, probes);
      await writeSearchVectors(db, 'equipments', [{ id: item!.id, source }]);
      const [service] = await db
        .insert(services)
        .values({ ...row, title: name })
        .returning({ id: services.id });
      writtenServices.push({ id: service!.id, name });
      const [pack] = await db
        .insert(packages)
        .values({ ...row, name })
        .returning({ id: packages.id });
      writtenPackages.push({ id: pack!.id, name });
    }
    seededContentChanged();
  });

  const equipmentList = (body: object) =>
    everyPage<{ id: number; name: string }>(api, '/api/v1/equipments/list', body);

  it('sorts equipment of a subcategory and of a category without regard to case or accents', async () => {
    for (const filter of [
      { subcategory_id: subcategoryId },
      { with: { subcategory: { category_id: categoryId } } },
    ]) {
      expect(namesOf(await equipmentList({ ...filter, order_by: { name: 'asc' } }))).toEqual(A_TO_Z);
      expect(namesOf(await equipmentList({ ...filter, order_by: { name: 'desc' } }))).toEqual(
        [...A_TO_Z].reverse(),
      );
    }
  });

  it('sorts the whole equipment list, page after page, the same way', async () => {
    const catalogue = [...seededEquipment, ...writtenEquipment];
    const asc = await equipmentList({ order_by: { name: 'asc' } });
    const desc = await equipmentList({ order_by: { name: 'desc' } });
    expect(onlyWritten(namesOf(asc))).toEqual(A_TO_Z);
    expect(namesOf(asc)).toEqual(namesOf(inNameOrder(catalogue)));
    expect(asc.map((item) => item.id)).toEqual(desc.map((item) => item.id).reverse());
    expect(namesOf(asc).slice(0, 6)).toEqual([
      'Absen',
      'Absen PL2.5 Pro',
      'AJA',
      'AJA FS-HDR',
      'AJA HA5-12G',
      'AJA Ki Pro Ultra 12G',
    ]);
  });

  it('sorts matches of a search the same way', async () => {
    const byMatch = await equipmentList({ query: 'arri' });
    const asc = await equipmentList({ query: 'arri', order_by: { name: 'asc' } });
    expect(namesOf(asc)).toEqual(namesOf(inNameOrder(byMatch)));
    expect(onlyWritten(namesOf(asc))).toEqual(['ARRI', 'arri', 'ARRIMAX']);
  });

  it('sorts services by title the same way', async () => {
    const list = (title: 'asc' | 'desc') =>
      everyPage<{ id: number; title: string }>(api, '/api/v1/services/list', { order_by: { title } });
    const asc = (await list('asc')).map(({ id, title }) => ({ id, name: title }));
    const desc = (await list('desc')).map(({ id, title }) => ({ id, name: title }));
    expect(onlyWritten(namesOf(asc))).toEqual(A_TO_Z);
    const all = [...seededServices.map(({ id, title }) => ({ id, name: title })), ...writtenServices];
    expect(namesOf(asc)).toEqual(namesOf(inNameOrder(all)));
    expect(asc).toEqual([...desc].reverse());
  });

  it('sorts packages by name the same way', async () => {
    const list = (name: 'asc' | 'desc') =>
      everyPage<{ id: number; name: string }>(api, '/api/v1/packages/list', { order_by: { name } });
    const asc = await list('asc');
    const desc = await list('desc');
    expect(onlyWritten(namesOf(asc))).toEqual(A_TO_Z);
    expect(namesOf(asc)).toEqual(namesOf(inNameOrder([...seededPackages, ...writtenPackages])));
    expect(asc.map((item) => item.id)).toEqual(desc.map((item) => item.id).reverse());
  });

  it('keeps id order when no sort is asked', async () => {
    const listed = await equipmentList({ subcategory_id: subcategoryId });
    expect(listed.map((item) => item.id)).toEqual(writtenEquipment.map((item) => item.id));
  });
});
