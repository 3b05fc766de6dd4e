import { beforeAll, expect, it } from 'vitest';
import { foldForSearch } from '@rental/shared/search';
import { equipments, subcategories } from '../db/schema.ts';
import { seededContentChanged } from '../db/seeded-content-version.ts';
import { equipmentSource } from './search-source.ts';
import { writeSearchVectors } from './search-vectors-writer.ts';
import { seededEquipment } from '../testing/seed-facts.ts';
import { describeOnEachDatabase, type TestApi } from '../testing/test-app.ts';

const search = async (api: TestApi, query: string, extra: object = {}) => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/equipments/list',
    payload: { query, limit: 100, ...extra },
  });
  expect(response.statusCode, query).toBe(200);
  return response.json() as { data: { id: number; name: string }[]; pagination: { total: number } };
};

const idsOf = (answer: { data: { id: number }[] }) => answer.data.map((item) => item.id);
const named = (pattern: RegExp) =>
  seededEquipment.filter((item) => pattern.test(item.name)).map((item) => item.id);

describeOnEachDatabase('the ranking of a search (docs/decisions/020)', (api) => {
  const probes: Record<string, number> = {};

  beforeAll(async () => {
    const { db } = api.database;
    const [subcategory] = await db.select().from(subcategories).limit(1);
    const titles = {
      title: 'Ranking probes',
      translations: { ht: 'Ranking probes', es: 'Ranking probes', fr: 'Ranking probes' },
    };
    // "Zz" names sort last: only the ranking can put them first.
    for (const [key, name, description] of [
      ['inName', 'Zz Quokkatron Deluxe', 'A probe.'],
      ['inText', 'Aa Plain Probe', 'A probe that mentions the quokkatron.'],
      ['bothWords', 'Zz Wombat Gizmo', 'A probe.'],
      ['oneWord', 'Aa Wombat Thing', 'A probe.'],
    ] as const) {
      const [row] = await db
        .insert(equipments)
        .values({
          subcategoryId: subcategory!.id,
          name,
          description,
          searchKey: foldForSearch(name),
        })
        .returning({ id: equipments.id });
      probes[key] = row!.id;
      await writeSearchVectors(db, 'equipments', [
        { id: row!.id, source: equipmentSource({ name, description }, titles, titles) },
      ]);
    }
    seededContentChanged();
  });

  it('puts an item whose name holds the word before one whose description does', async () => {
    expect(idsOf(await search(api, 'quokkatron'))).toEqual([probes.inName, probes.inText]);
  });

  it('puts items that hold more of the words first', async () => {
    expect(idsOf(await search(api, 'wombat gizmo'))).toEqual([probes.bothWords, probes.oneWord]);
    expect(idsOf(await search(api, 'gizmo wombat'))).toEqual([probes.bothWords, probes.oneWord]);
  });

  it('puts what was typed right before what had to be corrected', async () => {
    const answer = await search(api, 'aputure sennhiser');
    const ids = idsOf(answer);
    const aputure = named(/aputure/i);
    const sennheiser = named(/sennheiser/i);
    expect(aputure.length).toBeGreaterThan(0);
    expect(sennheiser.length).toBeGreaterThan(0);
    const lastAputure = Math.max(...aputure.map((id) => ids.indexOf(id)));
    const firstSennheiser = Math.min(...sennheiser.map((id) => ids.indexOf(id)));
    expect(Math.min(...aputure.map((id) => ids.indexOf(id)))).toBeGreaterThanOrEqual(0);
    expect(lastAputure).toBeLessThan(firstSennheiser);
  });

  it('forgives one typo from five letters and two from nine, none under five', async () => {
    expect(
      idsOf(await search(api, 'skypanle'))
        .slice(0, 4)
        .sort(),
    ).toEqual(
      named(/skypanel/i)
        .slice(0, 4)
        .sort(),
    );
    expect(new Set(idsOf(await search(api, 'apture')).slice(0, named(/aputure/i).length))).toEqual(
      new Set(named(/aputure/i)),
    );
    expect(new Set(idsOf(await search(api, 'senhieser')).slice(0, named(/sennheiser/i).length))).toEqual(
      new Set(named(/sennheiser/i)),
    );
    expect((await search(api, 'arrx')).pagination.total).toBe(0);
  });

  it('finds model numbers however they are spaced or hyphenated', async () => {
    const ls600d = named(/LS 600d/);
    expect(ls600d.length).toBeGreaterThan(0);
    for (const query of ['ls600d', 'ls 600d', 'LS-600D'])
      expect(idsOf(await search(api, query)).slice(0, ls600d.length), query).toEqual(ls600d);
    const cStands = named(/C-Stand/);
    expect(cStands.length).toBeGreaterThan(0);
    for (const query of ['cstand', 'c-stand', 'c stand'])
      expect(new Set(idsOf(await search(api, query)).slice(0, cStands.length)), query).toEqual(
        new Set(cStands),
      );
  });

  it('finds generators from the words of every language', async () => {
    const generators = seededEquipment
      .filter((item) => item.subcategoryId === 43 || item.subcategoryId === 44)
      .map((item) => item.id);
    expect(generators).toHaveLength(10);
    for (const query of ['generators', 'generador', 'groupe électrogène', 'jeneratè', 'dèlko', 'genny']) {
      const top = idsOf(await search(api, query)).slice(0, 10);
      expect(new Set(top), query).toEqual(new Set(generators));
    }
  });

  it('keeps the order of a page from one request to the next, and pages never overlap', async () => {
    const first = await search(api, 'light', { limit: 20, page: 1 });
    const again = await search(api, 'light', { limit: 20, page: 1 });
    const second = await search(api, 'light', { limit: 20, page: 2 });
    expect(idsOf(again)).toEqual(idsOf(first));
    expect(idsOf(second).filter((id) => idsOf(first).includes(id))).toEqual([]);
  });
});
