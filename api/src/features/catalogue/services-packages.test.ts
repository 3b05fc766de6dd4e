import { expect, it } from 'vitest';
import { packages } from '../../seed/data/packages.ts';
import { services } from '../../seed/data/services.ts';
import { describeOnEachDatabase } from '../../testing/test-app.ts';

describeOnEachDatabase('services', (api) => {
  it('lists services with pagination', async () => {
    const body = (
      await api.app.inject({ method: 'POST', url: '/api/v1/services/list', payload: { limit: 5 } })
    ).json();
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toEqual({
      id: services[0]!.id,
      title: services[0]!.title,
      description: services[0]!.description,
      languages: { title: 'en', description: 'en' },
      mainImage: services[0]!.image,
    });
    expect(body.pagination).toEqual({
      total_pages: Math.ceil(services.length / 5),
      per_page: 5,
      total: services.length,
      current_page: 1,
    });
  });

  it('searches and sorts by title', async () => {
    const word = services[0]!.title.split(' ')[0]!;
    const titled = services.filter((s) => s.title.split(' ').includes(word)).map((s) => s.id);
    const found = (
      await api.app.inject({
        method: 'POST',
        url: '/api/v1/services/list',
        payload: { query: `%${word.toUpperCase()}%` },
      })
    ).json();
    // Those titled by the word come first; those whose description holds it follow.
    expect(found.pagination.total).toBeGreaterThanOrEqual(titled.length);
    expect(new Set(found.data.slice(0, titled.length).map((s: { id: number }) => s.id))).toEqual(
      new Set(titled),
    );
    const asc = (
      await api.app.inject({
        method: 'POST',
        url: '/api/v1/services/list',
        payload: { limit: 100, order_by: { title: 'asc' } },
      })
    ).json().data;
    const desc = (
      await api.app.inject({
        method: 'POST',
        url: '/api/v1/services/list',
        payload: { limit: 100, order_by: { title: 'desc' } },
      })
    ).json().data;
    expect(asc.map((s: { id: number }) => s.id)).toEqual(desc.map((s: { id: number }) => s.id).reverse());
  });

  it('refuses to sort services by a field they do not have', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/services/list',
      payload: { order_by: { name: 'asc' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ 'order_by.name': 'order_by.name is not an accepted field.' });
  });

  it('shows one service, and 404 for an unknown one', async () => {
    const ok = await api.app.inject({ method: 'GET', url: `/api/v1/services/${services[1]!.id}/show` });
    expect(ok.json().data.title).toBe(services[1]!.title);
    const missing = await api.app.inject({ method: 'GET', url: '/api/v1/services/424242/show' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No service with id 424242.');
  });
});

describeOnEachDatabase('packages', (api) => {
  it('lists packages with their items, the four trucks first', async () => {
    const body = (
      await api.app.inject({
        method: 'POST',
        url: '/api/v1/packages/list',
        payload: { with: { package_items: true } },
      })
    ).json();
    expect(body.pagination.total).toBe(packages.length);
    expect(body.data.slice(0, 4).map((p: { name: string }) => p.name)).toEqual([
      '7-Ton Grip & Lighting Truck',
      '5-Ton Grip & Lighting Truck',
      '3-Ton Grip & Lighting Truck',
      '2-Ton Grip & Lighting Truck',
    ]);
    const seven = body.data[0];
    expect(
      seven.package_items.map((item: { item_name: string; quantity: number }) => [
        item.item_name,
        item.quantity,
      ]),
    ).toEqual(packages[0]!.items.map((item) => [item.item_name, item.quantity]));
  });

  it('searches by name', async () => {
    const body = (
      await api.app.inject({
        method: 'POST',
        url: '/api/v1/packages/list',
        payload: { query: '%ton%truck%' },
      })
    ).json();
    const trucks = packages.filter((p) => /\bton\b.*\btruck\b/i.test(p.name)).map((p) => p.id);
    expect(trucks.length).toBeGreaterThan(1);
    expect(new Set(body.data.slice(0, trucks.length).map((p: { id: number }) => p.id))).toEqual(
      new Set(trucks),
    );
  });

  it('shows one package with every item, and 404 for an unknown one', async () => {
    const seed = packages[2]!;
    const body = (await api.app.inject({ method: 'GET', url: `/api/v1/packages/${seed.id}/show` })).json();
    expect(body.data).toMatchObject({
      id: seed.id,
      name: seed.name,
      description: seed.description,
      mainImage: seed.image,
    });
    expect(body.data.package_items).toHaveLength(seed.items.length);
    const missing = await api.app.inject({ method: 'GET', url: '/api/v1/packages/424242/show' });
    expect(missing.statusCode).toBe(404);
  });
});
