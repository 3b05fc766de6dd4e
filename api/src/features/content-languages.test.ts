import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { services } from '../db/schema.ts';
import { seededContentChanged } from '../db/seeded-content-version.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { categories } from '../seed/data/catalogue.ts';
import { packages } from '../seed/data/packages.ts';
import { projects } from '../seed/data/projects.ts';
import { services as seedServices } from '../seed/data/services.ts';
import { staff } from '../seed/data/staff.ts';
import { contentByLanguage } from '../seed/content-translations.ts';
import { cachedAndUncachedApps } from '../testing/test-settings.ts';
import { databaseKinds, describeOn, describeOnEachDatabase, openTestDatabase } from '../testing/test-app.ts';

const LANGUAGES = ['ht', 'es', 'fr'] as const;

const equipmentItems = categories.flatMap((c) => c.subcategories.flatMap((s) => s.equipment));

/** The first id the translators wrote `kind` for in `language`: every kind has at least one. */
const translatedId = (language: (typeof LANGUAGES)[number], kind: keyof typeof contentByLanguage.es) =>
  Number(Object.keys(contentByLanguage[language][kind])[0]);

describeOnEachDatabase("the company's texts in the page's language", (api) => {
  const get = async (url: string) => (await api.app.inject({ method: 'GET', url })).json();
  const post = async (url: string, payload: object) =>
    (await api.app.inject({ method: 'POST', url, payload })).json();

  it.each(LANGUAGES)('answers an equipment description in %s, on its page and in the list', async (lang) => {
    const id = translatedId(lang, 'equipment');
    const translated = contentByLanguage[lang].equipment[id];
    const detail = await get(`/api/v1/equipments/${id}?lang=${lang}`);
    expect(detail.data).toMatchObject({ description: translated, languages: { description: lang } });
    const english = equipmentItems.find((item) => item.id === id)!;
    expect(detail.data.name).toBe(english.name);
    const list = await post('/api/v1/equipments/list', { lang, limit: 100 });
    expect(list.data.find((item: { id: number }) => item.id === id)).toMatchObject({
      description: translated,
      languages: { description: lang },
    });
  });

  it.each(LANGUAGES)('answers a service title and description in %s', async (lang) => {
    const id = translatedId(lang, 'services');
    const { title, description } = contentByLanguage[lang].services[id]!;
    const expected = { title, description, languages: { title: lang, description: lang } };
    expect((await get(`/api/v1/services/${id}/show?lang=${lang}`)).data).toMatchObject(expected);
    const list = await post('/api/v1/services/list', { lang, limit: 100 });
    expect(list.data.find((service: { id: number }) => service.id === id)).toMatchObject(expected);
  });

  it.each(LANGUAGES)('answers a package name and description in %s, its items as written', async (lang) => {
    const id = translatedId(lang, 'packages');
    const { name, description } = contentByLanguage[lang].packages[id]!;
    const expected = { name, description, languages: { name: lang, description: lang } };
    const detail = (await get(`/api/v1/packages/${id}/show?lang=${lang}`)).data;
    expect(detail).toMatchObject(expected);
    expect(detail.package_items[0].item_name).toBe(packages.find((p) => p.id === id)!.items[0]!.item_name);
    const list = await post('/api/v1/packages/list', { lang, limit: 100 });
    expect(list.data.find((pkg: { id: number }) => pkg.id === id)).toMatchObject(expected);
  });

  it.each(LANGUAGES)("answers a project's category and description and a job title in %s", async (lang) => {
    const projectId = translatedId(lang, 'projects');
    const project = (await post('/api/v1/projects/search', { lang, limit: 100 })).data.find(
      (p: { id: number }) => p.id === projectId,
    );
    expect(project).toMatchObject({
      ...contentByLanguage[lang].projects[projectId],
      title: projects.find((p) => p.id === projectId)!.title,
      languages: { category: lang, description: lang },
    });
    const staffId = translatedId(lang, 'staff');
    const person = (await post('/api/v1/users/search', { lang })).data.find(
      (p: { id: number }) => p.id === staffId,
    );
    expect(person).toMatchObject({
      title: contentByLanguage[lang].staff[staffId]!.title,
      firstname: staff.find((p) => p.id === staffId)!.firstname,
      languages: { title: lang },
    });
  });

  it('answers English, said to be English, without a language or with en', async () => {
    const service = seedServices[0]!;
    for (const url of [
      `/api/v1/services/${service.id}/show`,
      `/api/v1/services/${service.id}/show?lang=en`,
    ]) {
      expect((await get(url)).data).toMatchObject({
        title: service.title,
        description: service.description,
        languages: { title: 'en', description: 'en' },
      });
    }
  });

  it('falls back to English field by field, and says which field is English', async () => {
    const service = seedServices[1]!;
    await api.database.db
      .update(services)
      .set({ translations: { es: { title: 'Título solo' } } })
      .where(eq(services.id, service.id));
    seededContentChanged();
    const answer = (await get(`/api/v1/services/${service.id}/show?lang=es`)).data;
    expect(answer).toMatchObject({
      title: 'Título solo',
      description: service.description,
      languages: { title: 'es', description: 'en' },
    });
    const french = (await get(`/api/v1/services/${service.id}/show?lang=fr`)).data;
    expect(french).toMatchObject({
      title: service.title,
      description: service.description,
      languages: { title: 'en', description: 'en' },
    });
  });

  // As every parameter is checked (docs/product.md#errors): a query parameter is a malformed request (400),
  // a body field a body that breaks the contract (422).
  it.each([
    ['/api/v1/equipments/1?lang=de'],
    ['/api/v1/services/1/show?lang=EN'],
    ['/api/v1/packages/1/show?lang='],
  ])('answers 400 naming lang for GET %s', async (url) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 0,
      error: 'bad_request',
      fields: { lang: expect.stringContaining('lang') },
    });
  });

  it.each([
    ['/api/v1/equipments/list', 'de'],
    ['/api/v1/services/list', 'es-ES'],
    ['/api/v1/packages/list', 1],
    ['/api/v1/projects/search', 'xx'],
    ['/api/v1/users/search', 'kreyol'],
  ])('answers 422 naming lang for POST %s with lang %s', async (url, lang) => {
    const response = await api.app.inject({ method: 'POST', url, payload: { lang } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 0,
      error: 'validation_failed',
      fields: { lang: expect.stringContaining('lang') },
    });
  });
});

for (const kind of databaseKinds()) {
  describeOn(kind)(`kept answers, one per language [${kind}]`, () => {
    let database: DatabaseHandle;
    let cached: ApiInstance;
    let uncached: ApiInstance;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      ({ cached, uncached } = await cachedAndUncachedApps(database.db));
    });

    afterAll(async () => {
      await cached?.close();
      await uncached?.close();
      await database?.close();
    });

    const calls = (lang: string) => [
      { method: 'GET' as const, url: `/api/v1/equipments/${translatedId('es', 'equipment')}?lang=${lang}` },
      { method: 'GET' as const, url: `/api/v1/services/${translatedId('es', 'services')}/show?lang=${lang}` },
      { method: 'GET' as const, url: `/api/v1/packages/${translatedId('es', 'packages')}/show?lang=${lang}` },
      { method: 'POST' as const, url: '/api/v1/equipments/list', payload: { lang, limit: 100 } },
      { method: 'POST' as const, url: '/api/v1/services/list', payload: { lang } },
      { method: 'POST' as const, url: '/api/v1/packages/list', payload: { lang } },
      { method: 'POST' as const, url: '/api/v1/projects/search', payload: { lang, limit: 100 } },
      { method: 'POST' as const, url: '/api/v1/users/search', payload: { lang } },
    ];

    it('keeps each language its own answer: asked in turn, each is what the database answers', async () => {
      for (const lang of ['es', 'en', 'fr', 'es', 'ht', 'en']) {
        for (const call of calls(lang)) {
          const expected = await uncached.inject(call);
          const answer = await cached.inject(call);
          expect(answer.statusCode, call.url).toBe(200);
          expect(answer.body, `${call.url} ${lang}`).toBe(expected.body);
        }
      }
      const spanish = await cached.inject(calls('es')[1]!);
      const english = await cached.inject(calls('en')[1]!);
      expect(spanish.body).not.toBe(english.body);
    });
  });
}
