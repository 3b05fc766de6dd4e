import { expect, it } from 'vitest';
import { categories } from '../../src/seed/data/catalogue.ts';
import { describeOnEachDatabase } from '../test-app.ts';

describeOnEachDatabase('GET /get_categories', (api) => {
  it('lists every category with its subcategories, in seed order', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/get_categories' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(1);
    expect(body.data).toEqual(
      categories.map((category) => ({
        id: category.id,
        title: category.title,
        subcategories: category.subcategories.map((sub) => ({ id: sub.id, title: sub.title })),
      })),
    );
  });
});
