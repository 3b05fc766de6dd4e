import { expect, it } from 'vitest';
import { projects } from '../../seed/data/projects.ts';
import { staff } from '../../seed/data/staff.ts';
import { describeOnEachDatabase } from '../../testing/test-app.ts';

describeOnEachDatabase('POST /users/search', (api) => {
  const expected = staff.map((person) => ({
    id: person.id,
    firstname: person.firstname,
    lastname: person.lastname,
    title: person.title,
    languages: { title: 'en' },
    avatar: person.avatar,
  }));

  it('answers the team for an empty body, an empty object and no content type', async () => {
    const empty = await api.app.inject({
      method: 'POST',
      url: '/api/v1/users/search',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    const object = await api.app.inject({ method: 'POST', url: '/api/v1/users/search', payload: {} });
    const bare = await api.app.inject({ method: 'POST', url: '/api/v1/users/search' });
    for (const response of [empty, object, bare]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 1, data: expected });
    }
  });
});

describeOnEachDatabase('POST /projects/search', (api) => {
  const newestFirst = [...projects].sort((a, b) => b.created_at.localeCompare(a.created_at));

  it('answers the six latest projects, newest first', async () => {
    const body = (
      await api.app.inject({
        method: 'POST',
        url: '/api/v1/projects/search',
        payload: { limit: 6, order_by: { created_at: 'desc' } },
      })
    ).json();
    expect(body.status).toBe(1);
    expect(body.data.map((p: { title: string }) => p.title)).toEqual(
      newestFirst.slice(0, 6).map((p) => p.title),
    );
    expect(body.data[0]).toEqual({
      id: newestFirst[0]!.id,
      title: newestFirst[0]!.title,
      category: newestFirst[0]!.category,
      description: newestFirst[0]!.description,
      languages: { category: 'en', description: 'en' },
      mainImage: newestFirst[0]!.image,
      link: newestFirst[0]!.link,
      created_at: new Date(newestFirst[0]!.created_at).toISOString(),
    });
  });

  it('pages by 6 by default and sorts oldest first on request', async () => {
    const byDefault = (
      await api.app.inject({ method: 'POST', url: '/api/v1/projects/search', payload: {} })
    ).json();
    expect(byDefault.pagination.per_page).toBe(6);
    const oldest = (
      await api.app.inject({
        method: 'POST',
        url: '/api/v1/projects/search',
        payload: { order_by: { created_at: 'asc' } },
      })
    ).json();
    expect(oldest.data[0].title).toBe(newestFirst.at(-1)!.title);
  });
});
