import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../testing/test-app.ts';

/** What a fuzzer, a bot or a careless paste sends: the search answers each sensibly, never with a 5xx. */
const HOSTILE = [
  '%',
  '_',
  '%_%',
  '\\',
  "'; DROP TABLE equipments; --",
  "' OR '1'='1",
  'sky & panel | !arri',
  "sky:* <-> panel:A 'x'",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '!!!???...',
  '🎥🎬💡',
  'камера софит',
  'カメラ',
  'caméra 🎥 ライト',
  'a'.repeat(200),
  'x '.repeat(100),
  '\u0000\u0001',
  'ﬁlm ＡＲＲＩ',
];

describeOnEachDatabase('hostile searches', (api) => {
  it('answers every one with a list, in the envelope', async () => {
    for (const query of HOSTILE) {
      for (const url of ['/api/v1/equipments/list', '/api/v1/services/list', '/api/v1/packages/list']) {
        const response = await api.app.inject({ method: 'POST', url, payload: { query } });
        expect(response.statusCode, `${url} ${JSON.stringify(query)}`).toBe(200);
        expect(response.json().status).toBe(1);
      }
      const suggested = await api.app.inject({
        method: 'GET',
        url: `/api/v1/search/suggestions?query=${encodeURIComponent(query)}`,
      });
      expect(suggested.statusCode, JSON.stringify(query)).toBe(200);
    }
  });

  it('reads SQL, markup and query syntax as plain words', async () => {
    const answer = async (query: string) =>
      (await api.app.inject({ method: 'POST', url: '/api/v1/equipments/list', payload: { query } })).json();
    expect(await answer("'; DROP TABLE equipments; --")).toEqual(await answer('drop table equipments'));
    expect(await answer("' OR '1'='1")).toEqual(await answer('or 1 1'));
    expect(await answer('<script>alert(1)</script>')).toEqual(await answer('script alert 1 script'));
    expect(await answer('arri & !arri')).toEqual(await answer('arri arri'));
    expect((await answer('arri & !arri')).pagination.total).toBeGreaterThan(0);
    expect((await answer('')).pagination.total).toBeGreaterThan(300);
  });

  it('refuses a query past 200 characters, naming the field', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/equipments/list',
      payload: { query: 'a'.repeat(10_000) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      fields: { query: expect.any(String) },
    });
  });
});
