import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getEquipment } from '@rental/shared/api-client/calls/get-equipment.ts';
import { getPackage } from '@rental/shared/api-client/calls/get-package.ts';
import { ApiHttpError } from '@rental/shared/api-client/api-errors.ts';
import { CONNECTION_FAILURE } from '@rental/shared/api-client/http-client.ts';
import { SITE_PAGES } from '@rental/shared/federation/site-pages.ts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { renderOnServer } from '@rental/shared/testing/server-rendering.tsx';
import type * as EquipmentDetail from '../exposed/equipment-detail.tsx';
import type * as PackageDetail from '../exposed/package-detail.tsx';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import { catalogueBundles } from '../testing/catalogue-bundles.ts';
import { equipment, packageOf } from '../testing/catalogue-fixtures.ts';

vi.mock('@rental/shared/api-client/calls/get-equipment.ts', () => ({ getEquipment: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/get-package.ts', () => ({ getPackage: vi.fn() }));

let equipmentPage: typeof EquipmentDetail;
let packagePage: typeof PackageDetail;

/** Opens a detail page as a visitor's first request does: the server's status, then the page it sent. */
async function open(page: typeof EquipmentDetail | typeof PackageDetail, path: string, pattern: string) {
  const { status, data } = await renderOnServer(page, { path, pattern });
  renderRoute(<page.default />, { path, pattern, data, loader: page.loader });
  return status;
}

const openEquipment = (path: string) => open(equipmentPage, path, SITE_PAGES.equipmentDetail.path);

beforeAll(async () => {
  await useTestI18n(CATALOGUE_NS, catalogueBundles);
  // After the texts: an exposed module waits for them as it loads.
  equipmentPage = await import('../exposed/equipment-detail.tsx');
  packagePage = await import('../exposed/package-detail.tsx');
});
beforeEach(() => {
  vi.mocked(getEquipment).mockReset();
  vi.mocked(getPackage).mockReset();
});

describe('detail pages', () => {
  it('shows the equipment with its subcategory label, linked to that subcategory', async () => {
    vi.mocked(getEquipment).mockResolvedValue({ status: 1, data: equipment(5, 'Shure SM58') });
    expect(await openEquipment('/equipments/5/details')).toBe(200);
    expect(screen.getByRole('heading', { level: 1, name: 'Shure SM58' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Microphones Equipment' })).toHaveAttribute(
      'href',
      '/equipments/2/15',
    );
    expect(screen.getByText('About Shure SM58')).toBeInTheDocument();
    expect(getEquipment).toHaveBeenCalledWith(5, 'en');
  });

  it("titles the page with the item's name and description, with breadcrumbs down to it", async () => {
    vi.mocked(getEquipment).mockResolvedValue({ status: 1, data: equipment(5, 'Shure SM58') });
    await openEquipment('/equipments/5/details');
    expect(document.title).toBe('Shure SM58 | Doral Production Rentals');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'About Shure SM58',
    );
    const origin = window.location.origin;
    const block = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(block?.textContent ?? '')).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${origin}/` },
        { position: 2, name: 'Equipment', item: `${origin}/equipments` },
        { position: 3, name: 'Sound', item: `${origin}/equipments/2` },
        { position: 4, name: 'Microphones', item: `${origin}/equipments/2/15` },
        { position: 5, name: 'Shure SM58', item: `${origin}/equipments/5/details` },
      ],
    });
  });

  it.each([404, 400])('an id the API answers %i for is not found, and the server says 404', async (code) => {
    vi.mocked(getEquipment).mockRejectedValue(new ApiHttpError(code, undefined));
    expect(await openEquipment('/equipments/999/details')).toBe(404);
    expect(screen.getByRole('heading', { level: 1, name: 'Item not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All equipment' })).toHaveAttribute('href', '/equipments');
    expect(document.title).toBe('Item not found | Doral Production Rentals');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('an id that cannot be one is not found without asking', async () => {
    expect(await openEquipment('/equipments/abc/details')).toBe(404);
    expect(screen.getByRole('heading', { level: 1, name: 'Item not found' })).toBeInTheDocument();
    expect(getEquipment).not.toHaveBeenCalled();
  });

  it.each([
    ['no connection', () => vi.mocked(getEquipment).mockResolvedValueOnce(CONNECTION_FAILURE)],
    ['a server error', () => vi.mocked(getEquipment).mockRejectedValueOnce(new ApiHttpError(500, undefined))],
  ])('after %s the page offers to try again, and says when it is trying', async (_, fail) => {
    const user = userEvent.setup();
    fail();
    let answer = (_value: Awaited<ReturnType<typeof getEquipment>>) => {};
    vi.mocked(getEquipment).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    expect(await openEquipment('/equipments/5/details')).toBe(200);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This item could not be loaded' }),
    ).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const retry = screen.getByRole('button', { name: 'Try again' });
    await user.click(retry);
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await user.click(retry);
    expect(getEquipment).toHaveBeenCalledTimes(2);

    answer({ status: 1, data: equipment(5) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Item 5' })).toBeInTheDocument();
  });

  it('a retry that fails again keeps the offer', async () => {
    const user = userEvent.setup();
    vi.mocked(getEquipment).mockResolvedValue(CONNECTION_FAILURE);
    await openEquipment('/equipments/5/details');
    const retry = screen.getByRole('button', { name: 'Try again' });
    await user.click(retry);
    await vi.waitFor(() => expect(retry).not.toHaveAttribute('aria-disabled'));
    expect(getEquipment).toHaveBeenCalledTimes(2);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This item could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('the package page lists every item with its quantity', async () => {
    vi.mocked(getPackage).mockResolvedValue({ status: 1, data: packageOf(3, 12) });
    await open(packagePage, '/packages/3/show', SITE_PAGES.packageDetail.path);
    expect(screen.getByRole('heading', { level: 1, name: 'Package 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'In this package (12 items)' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[11]).toHaveTextContent('12 ×Part 12');
  });
});

describe('detail pages in another language than English', () => {
  beforeEach(() => i18next.changeLanguage('es'));
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it("asks for the page's language and marks a text the API could only answer in English", async () => {
    vi.mocked(getPackage).mockResolvedValue({
      status: 1,
      data: {
        ...packageOf(3, 2),
        name: 'Camión de 5 toneladas',
        description: 'Only written in English so far.',
        languages: { name: 'es', description: 'en' },
      },
    });
    await open(packagePage, '/packages/3/show', SITE_PAGES.packageDetail.path);
    expect(getPackage).toHaveBeenCalledWith(3, 'es');
    const heading = screen.getByRole('heading', { level: 1, name: 'Camión de 5 toneladas' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText('Only written in English so far.')).toHaveAttribute('lang', 'en');
  });
});
