import type { APIRequestContext, Page } from '@playwright/test';
import { BLOCKED_REQUEST, expect, pageHeading, test } from './fixtures.ts';

interface ListAnswer {
  data: { id: number; name?: string; title?: string; mainImage: string | null }[];
  pagination: { total: number; total_pages: number };
}
interface Category {
  id: number;
  title: string;
  subcategories: { id: number; title: string }[];
}

/** What the API itself answers, so the journeys check the page against the seed rather than copies of it. */
async function apiList(request: APIRequestContext, kind: string, body: object): Promise<ListAnswer> {
  return (await request.post(`/api/v1/${kind}/list`, { data: { limit: 20, ...body } })).json();
}
async function apiCategories(request: APIRequestContext): Promise<Category[]> {
  return (await (await request.get('/api/v1/get_categories')).json()).data;
}

const main = (page: Page) => page.getByRole('main');
const summary = (page: Page) => page.getByTestId('list-summary');
const cardTitles = (page: Page) => main(page).getByRole('heading', { level: 2 });
const showing = (to: number, total: number) => `Showing 1 - ${to} of ${total} Results`;

test.describe('equipment list', () => {
  test('search narrows the list and the count text, and the words go to the address', async ({ page }) => {
    const all = await apiList(page.request, 'equipments', {});
    const found = await apiList(page.request, 'equipments', { query: '%sky%panel%' });
    expect(found.pagination.total).toBeGreaterThan(0);
    expect(found.pagination.total).toBeLessThan(all.pagination.total);

    await page.goto('/equipments');
    await expect(summary(page)).toHaveText(showing(20, all.pagination.total));
    await main(page).getByRole('searchbox', { name: 'Search equipment' }).fill('sky panel');
    const total = found.pagination.total;
    await expect(summary(page)).toHaveText(showing(Math.min(20, total), total));
    await expect(page).toHaveURL('/equipments?query=sky%20panel');
    await expect(cardTitles(page)).toHaveText(found.data.map((item) => item.name!));
  });

  test('the header search opens the list filtered by its words', async ({ page }) => {
    const found = await apiList(page.request, 'equipments', { query: '%sky%panel%' });
    await page.goto('/equipments');
    await pageHeading(page);
    await page.getByRole('button', { name: 'Search equipment' }).click();
    await page.getByRole('banner').getByRole('combobox', { name: 'Search equipment' }).fill('sky panel');
    await page.getByRole('banner').getByRole('combobox', { name: 'Search equipment' }).press('Enter');
    await expect(main(page).getByRole('searchbox', { name: 'Search equipment' })).toHaveValue('sky panel');
    const total = found.pagination.total;
    await expect(summary(page)).toHaveText(showing(Math.min(20, total), total));
  });

  test("'A - Z' and 'Z - A' reorder the cards", async ({ page }) => {
    const ascending = await apiList(page.request, 'equipments', { order_by: { name: 'asc' } });
    const descending = await apiList(page.request, 'equipments', { order_by: { name: 'desc' } });
    await page.goto('/equipments');
    const sort = main(page).getByRole('combobox', { name: 'Order' });
    await expect(sort).toHaveValue('');
    await expect(sort.locator('option')).toHaveText(['Sort by', 'A - Z', 'Z - A']);

    await sort.selectOption({ label: 'A - Z' });
    await expect(page).toHaveURL('/equipments?sort=asc');
    await expect(cardTitles(page)).toHaveText(ascending.data.map((item) => item.name!));
    await sort.selectOption({ label: 'Z - A' });
    await expect(cardTitles(page)).toHaveText(descending.data.map((item) => item.name!));
    await expect(page).toHaveURL('/equipments?sort=desc');
  });

  test('category then subcategory narrow the list, the address follows, and Back goes back', async ({
    page,
  }) => {
    const category = (await apiCategories(page.request)).find((each) => each.title === 'Sound')!;
    const subcategory = category.subcategories[1]!;
    const inCategory = await apiList(page.request, 'equipments', {
      with: { subcategory: { category_id: category.id } },
    });
    const inSubcategory = await apiList(page.request, 'equipments', { subcategory_id: subcategory.id });

    await page.goto('/equipments');
    const categorySelect = main(page).getByRole('combobox', { name: 'Category', exact: true });
    const subcategorySelect = main(page).getByRole('combobox', { name: 'Subcategory' });
    await expect(subcategorySelect).toBeDisabled();
    await categorySelect.selectOption({ label: category.title });
    await expect(page).toHaveURL(`/equipments/${category.id}`);
    const total = inCategory.pagination.total;
    await expect(summary(page)).toHaveText(showing(Math.min(20, total), total));
    await expect(subcategorySelect.locator('option')).toHaveText([
      'All Subcategories',
      ...category.subcategories.map((each) => each.title),
    ]);

    await subcategorySelect.selectOption({ label: subcategory.title });
    await expect(page).toHaveURL(`/equipments/${category.id}/${subcategory.id}`);
    const narrowed = inSubcategory.pagination.total;
    await expect(summary(page)).toHaveText(showing(Math.min(20, narrowed), narrowed));
    await expect(main(page).getByRole('article')).toHaveCount(Math.min(20, narrowed));
    await expect(main(page).getByRole('article').filter({ hasText: subcategory.title })).toHaveCount(
      Math.min(20, narrowed),
    );

    await categorySelect.selectOption({ label: 'All Categories' });
    await expect(page).toHaveURL('/equipments');
    await page.goBack();
    await expect(page).toHaveURL(`/equipments/${category.id}/${subcategory.id}`);
    await expect(subcategorySelect).toHaveValue(String(subcategory.id));
    await expect(summary(page)).toHaveText(showing(Math.min(20, narrowed), narrowed));
  });

  test('a filtered route pre-selects its dropdowns', async ({ page }) => {
    const lighting = (await apiCategories(page.request)).find((each) => each.title === 'Lighting')!;
    const subcategory = lighting.subcategories[1]!;
    const expected = await apiList(page.request, 'equipments', { subcategory_id: subcategory.id });
    await page.goto(`/equipments/${lighting.id}/${subcategory.id}?sort=desc`);
    await expect(main(page).getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(
      String(lighting.id),
    );
    await expect(main(page).getByRole('combobox', { name: 'Subcategory' })).toHaveValue(
      String(subcategory.id),
    );
    await expect(main(page).getByRole('combobox', { name: 'Order' })).toHaveValue('desc');
    const total = expected.pagination.total;
    await expect(summary(page)).toHaveText(showing(Math.min(20, total), total));

    await page.goto(`/equipments/${lighting.id}`);
    await expect(main(page).getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(
      String(lighting.id),
    );
    await expect(main(page).getByRole('combobox', { name: 'Subcategory' })).toHaveValue('');
  });

  test("scrolling to the bottom shows 'Loading more ...' and appends the next 20", async ({ page }) => {
    const all = await apiList(page.request, 'equipments', {});
    const second = await apiList(page.request, 'equipments', { page: 2 });
    await page.route('**/api/v1/equipments/list', async (route) => {
      if (route.request().postDataJSON().page === 2) await new Promise((done) => setTimeout(done, 700));
      await route.continue();
    });
    await page.goto('/equipments');
    await expect(summary(page)).toHaveText(showing(20, all.pagination.total));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(main(page).getByText('Loading more ...')).toBeVisible();
    await expect(summary(page)).toHaveText(showing(40, all.pagination.total));
    await expect(
      main(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('article') }),
    ).toHaveCount(40);
    await expect(cardTitles(page).nth(20)).toHaveText(second.data[0]!.name!);
    await expect(main(page).getByText('Loading more ...')).toBeHidden();
    // The visitor now looks at the new cards, not at the bottom: nothing more loads by itself.
    await page.waitForTimeout(1500);
    await expect(summary(page)).toHaveText(showing(40, all.pagination.total));
  });

  test("'Load more' works from the keyboard and the footer stays reachable", async ({ page }) => {
    const all = await apiList(page.request, 'equipments', {});
    await page.goto('/equipments');
    await expect(summary(page)).toHaveText(showing(20, all.pagination.total));
    const loadMore = main(page).getByRole('link', { name: 'Load more' });
    const cards = main(page).getByRole('article');
    await loadMore.focus();
    // Focusing scrolls the button into view, near the page bottom, which may load a page by itself, a
    // frame or (on a busy machine) much later: count the cards once two looks, 700 ms apart, agree.
    let before = -1;
    await expect
      .poll(
        async () => {
          const loading = await main(page).getByText('Loading more ...').isVisible();
          const count = await cards.count();
          const settled = !loading && count === before;
          before = count;
          return settled;
        },
        { intervals: [700] },
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(before + 20);
    await expect(summary(page)).toHaveText(showing(before + 20, all.pagination.total));
    await expect(loadMore).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('contentinfo').locator(':focus')).toHaveCount(1);
  });

  test('nothing matched: says so and clears the filters', async ({ page }) => {
    const all = await apiList(page.request, 'equipments', {});
    await page.goto('/equipments/1?query=zzzz%20nothing&sort=asc');
    await expect(main(page).getByRole('heading', { name: 'Nothing matched' })).toBeVisible();
    await expect(summary(page)).toHaveText('No results');
    await main(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/equipments');
    await expect(summary(page)).toHaveText(showing(20, all.pagination.total));
    await expect(main(page).getByRole('searchbox')).toHaveValue('');
  });

  test('Add to Cart adds one, merges with the same line and says so', async ({ page }) => {
    await page.goto('/equipments');
    const badge = page.getByTestId('cart-count');
    await expect(badge).toHaveText('0');
    const first = main(page)
      .getByRole('button', { name: /^Add to Cart: / })
      .first();
    await first.click();
    await expect(badge).toHaveText('1');
    const name = await cardTitles(page).first().textContent();
    await expect(page.getByRole('status').filter({ hasText: `Added ${name} to your quote` })).toBeVisible();
    await first.click();
    await expect(badge).toHaveText('1');
    const stored = await page.evaluate(() => localStorage.getItem('doral-rentals.cart'));
    expect(JSON.parse(stored!).items).toMatchObject([{ type: 'equipment', qty: 2, name }]);
  });
});

test.describe('when a call fails', () => {
  test.use({ allowedConsoleErrors: [BLOCKED_REQUEST] });

  test('the list keeps what it shows and retries', async ({ page }) => {
    const all = await apiList(page.request, 'equipments', {});
    let failing = true;
    await page.route('**/api/v1/equipments/list', (route) =>
      failing && route.request().postDataJSON().page === 2 ? route.abort() : route.continue(),
    );
    await page.goto('/equipments');
    await expect(summary(page)).toHaveText(showing(20, all.pagination.total));
    await main(page).getByRole('link', { name: 'Load more' }).click();
    await expect(main(page).getByText('More results could not be loaded.')).toBeVisible();
    await expect(summary(page)).toHaveText(showing(20, all.pagination.total));
    failing = false;
    await main(page).getByRole('link', { name: 'Try again' }).click();
    await expect(summary(page)).toHaveText(showing(40, all.pagination.total));
  });
});

test.describe('services and packages lists', () => {
  test('services search and sort by title', async ({ page }) => {
    const all = await apiList(page.request, 'services', {});
    const descending = await apiList(page.request, 'services', { order_by: { title: 'desc' } });
    await page.goto('/services');
    await expect(await pageHeading(page)).toHaveText('Services');
    const total = all.pagination.total;
    await expect(summary(page)).toHaveText(showing(Math.min(20, total), total));
    await main(page).getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Z - A' });
    await expect(cardTitles(page)).toHaveText(descending.data.map((item) => item.title!));
    await main(page).getByRole('searchbox', { name: 'Search services' }).fill('sound');
    await expect(page).toHaveURL(/\/services\?(sort=desc&query=sound|query=sound&sort=desc)$/);
    const found = await apiList(page.request, 'services', { query: '%sound%' });
    await expect(cardTitles(page)).toHaveText(
      found.data
        .map((item) => item.title!)
        .sort()
        .reverse(),
    );
  });

  test("package cards show 5 items and toggle 'Show more / Show less'", async ({ page }) => {
    const packages = await apiList(page.request, 'packages', { with: { package_items: true } });
    const big = packages.data[0] as unknown as { name: string; package_items: unknown[] };
    expect(big.package_items.length).toBeGreaterThan(5);
    await page.goto('/packages');
    const card = main(page).getByRole('article').filter({ hasText: big.name });
    await expect(card.getByRole('listitem')).toHaveCount(5);
    const toggle = card.getByRole('button', { name: /^Show (more|less)$/ });
    await expect(toggle).toHaveText('Show more');
    await toggle.click();
    await expect(card.getByRole('listitem')).toHaveCount(big.package_items.length);
    await expect(toggle).toHaveText('Show less');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(card.getByRole('listitem')).toHaveCount(5);
    await expect(toggle).toHaveText('Show more');
  });
});

test.describe('in Spanish', () => {
  test('the list pages show Spanish texts', async ({ page }) => {
    const all = await apiList(page.request, 'equipments', {});
    await page.goto('/equipments?lang=es');
    await expect(await pageHeading(page)).toHaveText('Equipos');
    await expect(summary(page)).toHaveText(`Mostrando 1 - 20 de ${all.pagination.total} resultados`);
    await expect(main(page).getByRole('combobox', { name: 'Categoría', exact: true })).toContainText(
      'Todas las categorías',
    );
    await expect(main(page).getByRole('combobox', { name: 'Subcategoría' })).toContainText(
      'Todas las subcategorías',
    );
    await expect(main(page).getByRole('combobox', { name: 'Orden' })).toContainText('Ordenar por');
    await expect(main(page).getByRole('searchbox', { name: 'Buscar equipos' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Cargar más' })).toBeVisible();
    await expect(
      main(page)
        .getByRole('button', { name: /^Añadir al carrito: / })
        .first(),
    ).toHaveText('Añadir al carrito');

    await page.getByRole('banner').getByRole('link', { name: 'Servicios', exact: true }).click();
    await expect(await pageHeading(page)).toHaveText('Servicios');
    await expect(main(page).getByText('Servicio', { exact: true }).first()).toBeVisible();

    await page.goto('/packages?lang=es');
    await expect(await pageHeading(page)).toHaveText('Paquetes');
    await expect(main(page).getByRole('button', { name: 'Mostrar más' }).first()).toBeVisible();
    await expect(summary(page)).toContainText('Mostrando 1 -');
  });
});
