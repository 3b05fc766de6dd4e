import { expect, it } from 'vitest';
import { SUGGESTED_EQUIPMENT } from '@rental/shared/contracts';
import { spanishContent } from '../../seed/data/translations/es/index.ts';
import { seededEquipment } from '../../testing/seed-facts.ts';
import { describeOnEachDatabase, type TestApi } from '../../testing/test-app.ts';

const suggest = (api: TestApi, query: string, lang?: string) =>
  api.app.inject({
    method: 'GET',
    url: `/api/v1/search/suggestions?query=${encodeURIComponent(query)}${lang ? `&lang=${lang}` : ''}`,
  });

const POWER_SERVICE = 6;

const generators = seededEquipment
  .filter((item) => item.subcategoryId === 43 || item.subcategoryId === 44)
  .map((item) => item.id);

describeOnEachDatabase('GET /search/suggestions', (api) => {
  it('suggests the best equipment with its picture and subcategory, the categories, services and packages', async () => {
    const response = await suggest(api, 'generador');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.query).toBe('generador');
    expect(data.equipment.items).toHaveLength(SUGGESTED_EQUIPMENT);
    for (const item of data.equipment.items) {
      expect(generators).toContain(item.id);
      expect(item).toMatchObject({
        mainImage: expect.stringMatching(/^\/media\//),
        subcategory: { translations: { es: expect.stringMatching(/^Generadores/) } },
      });
    }
    expect(data.equipment.total).toBeGreaterThanOrEqual(generators.length);
    expect(data.categories.map((found: { title: string }) => found.title)).toEqual(
      expect.arrayContaining(['Power & Generators', 'Tow-Behind Generators', 'Portable Inverter Generators']),
    );
    expect(data.services.items.map((found: { name: string }) => found.name)).toContain(
      'Generator & Power Distribution',
    );
    expect(data.did_you_mean).toBeNull();
  });

  it('names services and packages in the language asked, and says which language each name is in', async () => {
    const spanish = (await suggest(api, 'generador', 'es')).json().data;
    expect(spanish.services.items).toContainEqual({
      id: POWER_SERVICE,
      name: spanishContent.services[POWER_SERVICE]!.title,
      languages: { name: 'es' },
      mainImage: expect.stringMatching(/^\/media\//),
    });
    const english = (await suggest(api, 'generador')).json().data;
    expect(english.services.items).toContainEqual(
      expect.objectContaining({
        id: POWER_SERVICE,
        name: 'Generator & Power Distribution',
        languages: { name: 'en' },
      }),
    );
    expect(spanish.equipment.items.map((item: { id: number }) => item.id)).toEqual(
      english.equipment.items.map((item: { id: number }) => item.id),
    );
  });

  it('takes the last word as unfinished', async () => {
    const { data } = (await suggest(api, 'sennh')).json();
    expect(data.equipment.items.length).toBeGreaterThan(0);
    for (const item of data.equipment.items) expect(item.name).toMatch(/^Sennheiser/);
  });

  it('answers a search that finds nothing with the nearest words that do, and their categories', async () => {
    const { data } = (await suggest(api, 'senhaizer')).json();
    expect(data.equipment.total).toBe(0);
    expect(data.did_you_mean).toBe('sennheiser');
    expect(data.nearest_categories.map((found: { title: string }) => found.title)).toContain('Microphones');
  });

  it('offers nothing rather than nonsense for words nothing is near', async () => {
    const { data } = (await suggest(api, 'xqzzyv')).json();
    expect(data).toMatchObject({ did_you_mean: null, nearest_categories: [], categories: [] });
  });

  it('answers the same for the same words however they are written', async () => {
    const a = (await suggest(api, 'GÉNÉRADOR')).json();
    const b = (await suggest(api, '  generador!')).json();
    expect(a).toEqual(b);
  });

  it('refuses a missing, empty or too long query, naming it', async () => {
    for (const url of [
      '/api/v1/search/suggestions',
      '/api/v1/search/suggestions?query=',
      `/api/v1/search/suggestions?query=${'a'.repeat(10_000)}`,
      '/api/v1/search/suggestions?query=generador&lang=de',
    ]) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode, url.slice(0, 60)).toBe(400);
      expect(response.json()).toMatchObject({
        status: 0,
        error: 'bad_request',
        message: expect.stringMatching(url.includes('lang=') ? /lang/ : /query/),
      });
    }
  });
});
