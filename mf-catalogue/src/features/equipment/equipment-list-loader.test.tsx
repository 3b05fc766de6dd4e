import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCategories } from '@rental/shared/api-client/calls/get-categories.ts';
import { listEquipments } from '@rental/shared/api-client/calls/list-equipments.ts';
import { CONNECTION_FAILURE } from '@rental/shared/api-client/http-client.ts';
import type { SiteRootData } from '@rental/shared/routes/site-root.ts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { renderOnServer } from '@rental/shared/testing/server-rendering.tsx';
import type * as EquipmentList from '../../exposed/equipment-list.tsx';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { catalogueBundles } from '../../testing/catalogue-bundles.ts';
import { equipment, listResult, rows } from '../../testing/catalogue-fixtures.ts';
import { categories } from '@rental/shared/testing/categories.ts';
import { SITE_PAGES } from '@rental/shared/federation/site-pages.ts';

vi.mock('@rental/shared/api-client/calls/list-equipments.ts', () => ({ listEquipments: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/get-categories.ts', () => ({ getCategories: vi.fn() }));
// A searched list also asks for its overview across kinds, which these tests leave out.
vi.mock('@rental/shared/api-client/calls/get-search-suggestions.ts', () => ({
  getSearchSuggestions: () => Promise.resolve({ status: 0, message: 'Connection Error!' }),
}));

const list = vi.mocked(listEquipments);
let equipmentPage: typeof EquipmentList;

/** Opens the list as a visitor's first request does: the server's status, then the page it sent. */
async function openEquipment(path: string, siteRoot: Partial<SiteRootData> = { categories }) {
  const pattern = SITE_PAGES.equipments.path;
  const { status, data } = await renderOnServer(equipmentPage, { path, pattern, siteRoot });
  renderRoute(<equipmentPage.default />, { path, pattern, data, siteRoot });
  return status;
}

beforeAll(async () => {
  await useTestI18n(CATALOGUE_NS, catalogueBundles);
  // After the texts: an exposed module waits for them as it loads.
  equipmentPage = await import('../../exposed/equipment-list.tsx');
});
beforeEach(() => {
  list.mockReset();
  vi.mocked(getCategories).mockReset();
  vi.mocked(getCategories).mockResolvedValue({ status: 1, data: categories });
  // A page of cards is longer than the window: only a scroll asks for more.
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
});
afterEach(() => vi.restoreAllMocks());

describe('the equipment list from its loader', () => {
  it('asks for the filters and page of the address, and shows that page with its filters chosen', async () => {
    list.mockResolvedValue(listResult(rows(21, 40, equipment), 45, 2));
    expect(await openEquipment('/equipments/2/15?query=mic&sort=desc&page=2')).toBe(200);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0]![0]).toEqual({
      limit: 20,
      page: 2,
      query: '%mic%',
      order_by: { name: 'desc' },
      subcategory_id: 15,
      with: { subcategory: { category_id: 2 } },
    });
    expect(screen.getByText('Showing 21 - 40 of 45 Results')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Subcategory' })).toHaveValue('15');
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/equipments/2/15?query=mic&sort=desc&page=3',
    );
    expect(getCategories).not.toHaveBeenCalled();
  });

  it('answers 404 for an id that cannot be one, without asking', async () => {
    expect(await openEquipment('/equipments/lights')).toBe(404);
    expect(screen.getByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });

  it('from there, See all equipment shows the whole list', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(listResult([equipment(1)]));
    await openEquipment('/equipments/lights');
    await user.click(screen.getByRole('link', { name: 'See all equipment' }));
    expect(await screen.findByText('Showing 1 - 1 of 1 Result')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it.each(['/equipments/99', '/equipments/2/16'])(
    'answers 404 for %s, which names no category',
    async (path) => {
      list.mockResolvedValue(listResult([], 0));
      expect(await openEquipment(path)).toBe(404);
      expect(screen.getByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See all equipment' })).toHaveAttribute('href', '/equipments');
    },
  );

  it('an empty category that exists is a page, which says nothing matched', async () => {
    list.mockResolvedValue(listResult([], 0));
    expect(await openEquipment('/equipments/2')).toBe(200);
    expect(screen.getByRole('heading', { name: 'Nothing matched' })).toBeInTheDocument();
  });

  it('without the categories, the list is shown as its address asks and cannot be filtered', async () => {
    list.mockResolvedValue(listResult([], 0));
    vi.mocked(getCategories).mockResolvedValue(CONNECTION_FAILURE);
    const status = await openEquipment('/equipments/99', { categories: [], categoriesLoaded: false });
    expect(status).toBe(200);
    expect(screen.getByRole('heading', { name: 'Nothing matched' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Subcategory' })).toBeDisabled();
  });
});
