import { expect, it } from 'vitest';
import { categories } from '../../seed/data/catalogue.ts';
import { describeOnEachDatabase } from '../../testing/test-app.ts';

describeOnEachDatabase('GET /get_categories', (api) => {
  it('lists every category with its subcategories, in seed order, named in the four languages', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/get_categories' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(1);
    expect(body.data).toEqual(
      categories.map(({ id, title, translations, subcategories }) => ({
        id,
        title,
        translations,
        subcategories: subcategories.map((sub) => ({
          id: sub.id,
          title: sub.title,
          translations: sub.translations,
        })),
      })),
    );
  });

  it('has every category and subcategory named in every language', async () => {
    const body = (await api.app.inject({ method: 'GET', url: '/api/v1/get_categories' })).json();
    const named = [
      ...body.data,
      ...body.data.flatMap((category: { subcategories: object[] }) => category.subcategories),
    ];
    for (const { title, translations } of named) {
      for (const language of ['ht', 'es', 'fr'] as const) expect(translations[language], title).toMatch(/\S/);
    }
  });
});
