import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getEquipment } from '@rental/shared/api-client/calls/get-equipment.ts';
import { getPackage } from '@rental/shared/api-client/calls/get-package.ts';
import { ApiHttpError, CONNECTION_FAILURE } from '@rental/shared/api-client/http-client.ts';
import { routePatterns } from '@rental/shared/routes/paths.ts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { catalogueBundles } from '../../i18n/catalogue-bundles.ts';
import { equipment, packageOf } from '../../testing/catalogue-fixtures.ts';
import { EquipmentDetailPage } from '../equipment/equipment-detail-page.tsx';
import { PackageDetailPage } from '../packages/package-detail-page.tsx';

vi.mock('@rental/shared/api-client/calls/get-equipment.ts', () => ({ getEquipment: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/get-package.ts', () => ({ getPackage: vi.fn() }));

const equipmentAt = (path: string) =>
  renderRoute(<EquipmentDetailPage />, { path, pattern: routePatterns.equipmentDetail });

beforeAll(() => useTestI18n(CATALOGUE_NS, catalogueBundles));
beforeEach(() => {
  vi.mocked(getEquipment).mockReset();
  vi.mocked(getPackage).mockReset();
});

describe('detail pages', () => {
  it('shows the equipment with its subcategory label, linked to that subcategory', async () => {
    vi.mocked(getEquipment).mockResolvedValue({ status: 1, data: equipment(5, 'Shure SM58') });
    equipmentAt('/equipments/5/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shure SM58' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Microphones Equipment' })).toHaveAttribute(
      'href',
      '/equipments/2/15',
    );
    expect(screen.getByText('About Shure SM58')).toBeInTheDocument();
    expect(getEquipment).toHaveBeenCalledWith(5);
  });

  it("titles the page with the item's name and description, with breadcrumbs down to it", async () => {
    vi.mocked(getEquipment).mockResolvedValue({ status: 1, data: equipment(5, 'Shure SM58') });
    equipmentAt('/equipments/5/details');
    await screen.findByRole('heading', { level: 1, name: 'Shure SM58' });
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

  it('an unknown id shows not-found with the way back', async () => {
    vi.mocked(getEquipment).mockRejectedValue(new ApiHttpError(404, undefined));
    equipmentAt('/equipments/999/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Item not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All equipment' })).toHaveAttribute('href', '/equipments');
    expect(document.title).toBe('Item not found | Doral Production Rentals');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('an id that cannot be one is not found without asking', async () => {
    equipmentAt('/equipments/abc/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Item not found' })).toBeInTheDocument();
    expect(getEquipment).not.toHaveBeenCalled();
  });

  it('a failed load offers to try again', async () => {
    const user = userEvent.setup();
    vi.mocked(getEquipment)
      .mockResolvedValueOnce(CONNECTION_FAILURE)
      .mockResolvedValueOnce({ status: 1, data: equipment(5) });
    equipmentAt('/equipments/5/details');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Item 5' })).toBeInTheDocument();
  });

  it('the package page lists every item with its quantity', async () => {
    vi.mocked(getPackage).mockResolvedValue({ status: 1, data: packageOf(3, 12) });
    renderRoute(<PackageDetailPage />, { path: '/packages/3/show', pattern: routePatterns.packageDetail });
    expect(await screen.findByRole('heading', { level: 1, name: 'Package 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'In this package (12 items)' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[11]).toHaveTextContent('12 ×Part 12');
  });
});
