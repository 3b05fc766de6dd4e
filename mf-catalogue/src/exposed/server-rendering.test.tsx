import { within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPackage } from '@rental/shared/api-client/calls/get-package.ts';
import { listEquipments } from '@rental/shared/api-client/calls/list-equipments.ts';
import { listPackages } from '@rental/shared/api-client/calls/list-packages.ts';
import { listServices } from '@rental/shared/api-client/calls/list-services.ts';
import { ApiHttpError } from '@rental/shared/api-client/api-errors.ts';
import { CONNECTION_FAILURE } from '@rental/shared/api-client/http-client.ts';
import { SITE_PAGES } from '@rental/shared/federation/site-pages.ts';
import { useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { hydrateServerPage } from '@rental/shared/testing/server-rendering.tsx';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import { catalogueBundles } from '../testing/catalogue-bundles.ts';
import { equipment, listResult, packageOf, rows } from '../testing/catalogue-fixtures.ts';
import { categories } from '@rental/shared/testing/categories.ts';
import type * as EquipmentList from './equipment-list.tsx';
import type * as PackageDetail from './package-detail.tsx';
import type * as PackageList from './package-list.tsx';
import type * as ServiceList from './service-list.tsx';

vi.mock('@rental/shared/api-client/calls/list-equipments.ts', () => ({ listEquipments: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/list-services.ts', () => ({ listServices: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/list-packages.ts', () => ({ listPackages: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/get-package.ts', () => ({ getPackage: vi.fn() }));
// A searched list also asks for its overview across kinds, which these tests leave out.
vi.mock('@rental/shared/api-client/calls/get-search-suggestions.ts', () => ({
  getSearchSuggestions: () => Promise.resolve({ status: 0, message: 'Connection Error!' }),
}));

let equipmentList: typeof EquipmentList;
let serviceList: typeof ServiceList;
let packageList: typeof PackageList;
let packageDetail: typeof PackageDetail;

beforeAll(async () => {
  await useTestI18n(CATALOGUE_NS, catalogueBundles);
  // After the texts: an exposed module waits for them as it loads.
  equipmentList = await import('./equipment-list.tsx');
  serviceList = await import('./service-list.tsx');
  packageList = await import('./package-list.tsx');
  packageDetail = await import('./package-detail.tsx');
});
beforeEach(() => {
  vi.mocked(listEquipments).mockReset();
  vi.mocked(listServices).mockReset();
  vi.mocked(getPackage).mockReset();
  // A page of cards is longer than the window: only a scroll asks for more.
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
});

describe('catalogue pages rendered on the server, then hydrated', () => {
  it('the equipment list, opened at its second page, reads page by page without JavaScript', async () => {
    vi.mocked(listEquipments).mockResolvedValue(listResult(rows(21, 40, equipment), 45, 2));
    const page = await hydrateServerPage(equipmentList, {
      path: '/equipments/2/15?query=mic&page=2',
      pattern: SITE_PAGES.equipments.path,
      siteRoot: { categories },
    });
    expect(page.status).toBe(200);
    expect(page.serverPage).toHaveTextContent('Showing 21 - 40 of 45 Results');
    const html = within(page.serverPage);
    expect(html.getAllByRole('link', { name: /^Item \d+$/ })).toHaveLength(20);
    expect(html.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/equipments/2/15?query=mic&page=3',
    );
    expect(page.problems).toEqual([]);
    expect(listEquipments).toHaveBeenCalledTimes(1);
  });

  it("a list the server could not load hydrates as the server's notice", async () => {
    vi.mocked(listServices).mockRejectedValue(new ApiHttpError(503, undefined));
    const page = await hydrateServerPage(serviceList, {
      path: '/services',
      pattern: SITE_PAGES.services.path,
    });
    expect(page.serverPage).toHaveTextContent('The list could not be loaded.');
    expect(page.problems).toEqual([]);
    expect(listServices).toHaveBeenCalledTimes(1);
  });

  it('the package list, each card with its items, hydrates as it was sent', async () => {
    vi.mocked(listPackages).mockResolvedValue(listResult([packageOf(1, 8), packageOf(2, 3)]));
    const page = await hydrateServerPage(packageList, {
      path: '/packages',
      pattern: SITE_PAGES.packages.path,
    });
    expect(page.serverPage).toHaveTextContent('Showing 1 - 2 of 2 Results');
    expect(page.problems).toEqual([]);
  });

  it('a detail page hydrates as it was sent', async () => {
    vi.mocked(getPackage).mockResolvedValue({ status: 1, data: packageOf(3, 4) });
    const page = await hydrateServerPage(packageDetail, {
      path: '/packages/3/show',
      pattern: SITE_PAGES.packageDetail.path,
    });
    expect(within(page.serverPage).queryByRole('heading', { level: 1, name: 'Package 3' })).not.toBeNull();
    expect(page.problems).toEqual([]);
  });

  it.each([
    [404, 'Item not found', () => vi.mocked(getPackage).mockRejectedValue(new ApiHttpError(404, undefined))],
    [200, 'This item could not be loaded', () => vi.mocked(getPackage).mockResolvedValue(CONNECTION_FAILURE)],
  ])(
    'a detail page answered %i says %s, in the HTML and after hydration',
    async (status, heading, answer) => {
      answer();
      const page = await hydrateServerPage(packageDetail, {
        path: '/packages/3/show',
        pattern: SITE_PAGES.packageDetail.path,
      });
      expect(page.status).toBe(status);
      expect(within(page.serverPage).queryByRole('heading', { level: 1, name: heading })).not.toBeNull();
      expect(page.problems).toEqual([]);
    },
  );
});
