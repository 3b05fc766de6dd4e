import { expect, it } from 'vitest';
import { JSON_BODY_ROUTES } from '../testing/json-body-routes.ts';
import { describeOnEachDatabase, XSRF } from '../testing/test-app.ts';

const routes = JSON_BODY_ROUTES;

describeOnEachDatabase('bad input', (api) => {
  it.each(routes)('answers 400 for malformed JSON on %s', async (url) => {
    const response = await api.app.inject({
      method: 'POST',
      url,
      headers: { ...XSRF, 'content-type': 'application/json' },
      payload: '{"limit": 2,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 0,
      error: 'bad_request',
      message: 'The request body is not valid JSON.',
    });
  });

  it.each(routes)('answers 413 for an oversized body on %s', async (url) => {
    const response = await api.app.inject({
      method: 'POST',
      url,
      headers: XSRF,
      payload: { query: 'x'.repeat(70_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 0, error: 'payload_too_large' });
  });

  it.each(routes)('answers 415 for a body that is not JSON on %s', async (url) => {
    const response = await api.app.inject({
      method: 'POST',
      url,
      headers: { ...XSRF, 'content-type': 'text/plain' },
      payload: 'limit=2',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Send the body as application/json.');
  });

  it.each(routes)('answers 4xx, never 5xx, for JSON that is not an object on %s', async (url) => {
    for (const payload of ['[]', '"text"', '42', 'null', 'true']) {
      const response = await api.app.inject({
        method: 'POST',
        url,
        headers: { ...XSRF, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().status).toBe(0);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('refuses prototype pollution attempts', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/equipments/list',
      headers: { ...XSRF, 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    [{ limit: 'abc' }, 'limit', 'limit must be an integer.'],
    [{ limit: 0 }, 'limit', 'limit must be at least 1.'],
    [{ limit: 1000 }, 'limit', 'limit must be at most 100.'],
    [{ page: -1 }, 'page', 'page must be at least 1.'],
    [{ page: 0 }, 'page', 'page must be at least 1.'],
    [{ page: 1.5 }, 'page', 'page must be an integer.'],
    [{ query: 42 }, 'query', 'query must be a string.'],
    [{ query: 'x'.repeat(201) }, 'query', 'query must be at most 200 characters.'],
    [{ order_by: { price: 'asc' } }, 'order_by.price', 'order_by.price is not an accepted field.'],
    [{ order_by: { name: 'up' } }, 'order_by.name', 'order_by.name must be one of: asc, desc.'],
    [{ order_by: 'name' }, 'order_by', 'order_by must be an object.'],
    [{ subcategory_id: 'five' }, 'subcategory_id', 'subcategory_id must be an integer.'],
    [
      { with: { subcategory: { category_id: -2 } } },
      'with.subcategory.category_id',
      'with.subcategory.category_id must be at least 1.',
    ],
    [{ with: { supplier: true } }, 'with.supplier', 'with.supplier is not an accepted field.'],
    [{ sort: 'name' }, 'sort', 'sort is not an accepted field.'],
  ])('answers 422 for equipment list body %j', async (body, field, message) => {
    const response = await api.app.inject({ method: 'POST', url: '/api/v1/equipments/list', payload: body });
    expect(response.statusCode).toBe(422);
    const json = response.json();
    expect(json).toMatchObject({ status: 0, error: 'validation_failed' });
    expect(json.fields[field]).toBe(message);
    expect(json.message).toContain(message);
  });

  it('answers 404 in the envelope for an unknown route', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 0,
      error: 'not_found',
      message: 'There is no GET /api/v1/nothing-here.',
    });
  });

  it('answers 404 for a wrong method on a known path', async () => {
    const response = await api.app.inject({ method: 'DELETE', url: '/api/v1/equipments/1' });
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(0);
  });
});
