import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listEquipments } from '@rental/shared/api-client/calls/list-equipments.ts';
import { cartActions, readCart } from '@rental/shared/cart/cart-store.ts';
import { CONNECTION_FAILURE } from '@rental/shared/api-client/http-client.ts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { catalogueBundles } from '../../testing/catalogue-bundles.ts';
import { equipment, listResult } from '../../testing/catalogue-fixtures.ts';
import { categories } from '@rental/shared/testing/categories.ts';
import { EquipmentListPage } from './equipment-list-page.tsx';
import { SITE_PAGES } from '@rental/shared/federation/site-pages.ts';

vi.mock('@rental/shared/api-client/calls/list-equipments.ts', () => ({ listEquipments: vi.fn() }));
// A searched list also asks for its overview across kinds, which these tests leave out.
vi.mock('@rental/shared/api-client/calls/get-search-suggestions.ts', () => ({
  getSearchSuggestions: () => Promise.resolve({ status: 0, message: 'Connection Error!' }),
}));

const list = vi.mocked(listEquipments);

/** The list without its loader's page: it loads its first page itself, as for other filters. */
const renderList = (path: string) =>
  renderRoute(<EquipmentListPage />, { path, pattern: SITE_PAGES.equipments.path, siteRoot: { categories } });

const lastBody = () => list.mock.calls.at(-1)?.[0];
const address = (router: ReturnType<typeof renderList>['router']) =>
  router.state.location.pathname + router.state.location.search;

beforeAll(() => useTestI18n(CATALOGUE_NS, catalogueBundles));

beforeEach(() => {
  cartActions.clear();
  list.mockReset();
  list.mockResolvedValue(listResult([equipment(1), equipment(2)]));
});

describe('equipment list and its address', () => {
  it('a filtered route pre-selects its dropdowns and asks for its filters', async () => {
    renderList('/equipments/2/15?query=mic&sort=desc');
    expect(await screen.findByText('Showing 1 - 2 of 2 Results')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('2'));
    expect(screen.getByRole('combobox', { name: 'Subcategory' })).toHaveValue('15');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('desc');
    expect(screen.getByRole('searchbox', { name: 'Search equipment' })).toHaveValue('mic');
    expect(list).toHaveBeenCalledTimes(1);
    expect(lastBody()).toEqual({
      limit: 20,
      page: 1,
      query: '%mic%',
      order_by: { name: 'desc' },
      subcategory_id: 15,
      with: { subcategory: { category_id: 2 } },
    });
  });

  it('choosing a category updates the address, resets the subcategory and reloads after the delay', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/equipments/2/15');
    await screen.findByText('Showing 1 - 2 of 2 Results');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('2'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Lighting');
    expect(address(router)).toBe('/equipments/1');
    const subcategory = screen.getByRole('combobox', { name: 'Subcategory' });
    expect(subcategory).toHaveValue('');
    expect([...(subcategory as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'All Subcategories',
      'LED Panels',
      'Fresnels',
    ]);
    expect(list).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2), { timeout: 2000 });
    expect(lastBody()).toMatchObject({ page: 1, with: { subcategory: { category_id: 1 } } });
    expect(lastBody()).not.toHaveProperty('subcategory_id');

    await user.selectOptions(subcategory, 'Fresnels');
    expect(address(router)).toBe('/equipments/1/2');
  });

  it('Back and Forward restore the filters at once (the address is the truth)', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/equipments');
    await screen.findByText('Showing 1 - 2 of 2 Results');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'A - Z');
    expect(address(router)).toBe('/equipments?sort=asc');
    await waitFor(() => expect(lastBody()).toMatchObject({ order_by: { name: 'asc' } }), { timeout: 2000 });

    const calls = list.mock.calls.length;
    await act(() => router.navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('');
    expect(list).toHaveBeenCalledTimes(calls + 1);
    expect(lastBody()).not.toHaveProperty('order_by');

    await act(() => router.navigate(1));
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('asc');
    expect(list).toHaveBeenCalledTimes(calls + 2);
    expect(lastBody()).toMatchObject({ order_by: { name: 'asc' } });
  });

  it('typed words go to the address after a pause, and words from the address fill the box', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/equipments');
    await screen.findByText('Showing 1 - 2 of 2 Results');
    await user.type(screen.getByRole('searchbox', { name: 'Search equipment' }), 'sky panel');
    expect(address(router)).toBe('/equipments');
    await waitFor(() => expect(address(router)).toBe('/equipments?query=sky%20panel'), { timeout: 2000 });
    await waitFor(() => expect(lastBody()).toMatchObject({ query: '%sky%panel%', page: 1 }));

    await act(() => router.navigate('/equipments?query=truss'));
    expect(screen.getByRole('searchbox', { name: 'Search equipment' })).toHaveValue('truss');
    expect(lastBody()).toMatchObject({ query: '%truss%' });
  });

  it('asks for the first row of pictures at once, the first card’s first, and the rest as they scroll near', async () => {
    list.mockResolvedValue(listResult(Array.from({ length: 6 }, (_, index) => equipment(index + 1))));
    renderList('/equipments');
    await screen.findByText('Showing 1 - 6 of 6 Results');
    // Cards past the first row follow in the background.
    const pictures = await waitFor(() => {
      const drawn = screen.getAllByRole('listitem').flatMap((item) => [...item.querySelectorAll('img')]);
      expect(drawn).toHaveLength(6);
      return drawn;
    });
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('says when nothing matched and clears the filters', async () => {
    const user = userEvent.setup();
    list.mockResolvedValueOnce(listResult([], 0));
    const { router } = renderList('/equipments/2?query=zzz');
    expect(await screen.findByRole('heading', { name: 'Nothing matched' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address(router)).toBe('/equipments');
    expect(await screen.findByText('Showing 1 - 2 of 2 Results')).toBeInTheDocument();
  });

  it('appends the next page near the bottom, keeps the list when that fails and retries', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 20 }, (_, index) => equipment(index + 1));
    list.mockReset();
    list
      .mockResolvedValueOnce(listResult(firstPage, 25))
      .mockResolvedValueOnce(CONNECTION_FAILURE)
      .mockResolvedValueOnce(
        listResult(
          [21, 22, 23, 24, 25].map((id) => equipment(id)),
          25,
          2,
        ),
      );
    renderList('/equipments');
    expect(await screen.findByText('More results could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 20 of 25 Results')).toBeInTheDocument();
    expect(list.mock.calls.map(([body]) => body.page)).toEqual([1, 2]);

    await user.click(screen.getByRole('link', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 - 25 of 25 Results')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Add to Cart: Item \d+$/ })).toHaveLength(25),
    );
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('an unknown category shows a not-found state with the way back', async () => {
    renderList('/equipments/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all equipment' })).toHaveAttribute('href', '/equipments');
  });

  it('Add to Cart adds one and says so', async () => {
    const user = userEvent.setup();
    renderList('/equipments');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Item 2' }));
    const notice = screen.getByTestId('added-notice');
    expect(notice).toHaveTextContent('Added Item 2 to your quote');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Item 2' }));
    expect(readCart().items).toEqual([{ id: 2, type: 'equipment', name: 'Item 2', mainImage: null, qty: 2 }]);
  });
});

describe('equipment list heading', () => {
  afterEach(() => act(() => i18next.changeLanguage('en')));

  it('names the whole inventory without a filter', async () => {
    renderList('/equipments');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Equipment');
  });

  it.each([
    ['en', '/equipments/1', 'Lighting'],
    ['en', '/equipments/1/2', 'Fresnels'],
    ['fr', '/equipments/1', 'Éclairage'],
    ['fr', '/equipments/2/15', 'Micros'],
    ['es', '/equipments/1/1', 'Paneles LED'],
  ])('in %s, %s is headed by the name of what it lists: %s', async (language, path, heading) => {
    await act(() => i18next.changeLanguage(language));
    renderList(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});
