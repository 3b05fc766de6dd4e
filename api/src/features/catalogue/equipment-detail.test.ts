import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../testing/test-app.ts';
import { seededEquipment, seededSubcategories } from '../../testing/seed-facts.ts';

describeOnEachDatabase('GET /equipments/{id}', (api) => {
  it('answers the item with its subcategory title and category', async () => {
    const item = seededEquipment[10]!;
    const { id, title, translations, categoryId } = seededSubcategories.find(
      (sub) => sub.id === item.subcategoryId,
    )!;
    const response = await api.app.inject({ method: 'GET', url: `/api/v1/equipments/${item.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      data: {
        id: item.id,
        name: item.name,
        description: item.description,
        languages: { description: 'en' },
        mainImage: item.image,
        subcategory_id: id,
        subcategory: {
          id,
          title,
          translations,
          category_id: categoryId,
          category: {
            id: categoryId,
            title: expect.any(String),
            translations: { ht: expect.any(String), es: expect.any(String), fr: expect.any(String) },
          },
        },
      },
    });
  });

  it('answers 404 in the envelope for an unknown id', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/equipments/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 0,
      error: 'not_found',
      message: 'No equipment with id 999999.',
    });
  });

  it.each(['abc', '0', '-4', '1.5', '99999999999'])(
    'answers 400 naming the id for /equipments/%s',
    async (id) => {
      const response = await api.app.inject({ method: 'GET', url: `/api/v1/equipments/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: 0,
        error: 'bad_request',
        fields: { id: expect.stringContaining('id') },
      });
    },
  );
});
