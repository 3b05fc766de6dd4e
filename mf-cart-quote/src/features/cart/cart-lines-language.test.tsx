import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPackage } from '@rental/shared/api-client/calls/get-package.ts';
import { getService } from '@rental/shared/api-client/calls/get-service.ts';
import type { Package, Service } from '@rental/shared/contracts';
import { cartActions, readCart } from '@rental/shared/cart/cart-store.ts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { cartQuoteBundles } from '../../testing/cart-quote-bundles.ts';
import { gripTruck, lightingDesign, skyPanel } from '../../testing/cart-fixtures.ts';
import { polyfillDialog } from '../../testing/dialog-polyfill.ts';
import { CartSidebar } from './cart-sidebar.tsx';

vi.mock('@rental/shared/api-client/calls/get-service.ts', () => ({ getService: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/get-package.ts', () => ({ getPackage: vi.fn() }));
const serviceCall = vi.mocked(getService);
const packageCall = vi.mocked(getPackage);

const service = (title: string, language: Service['languages']['title']): Service => ({
  id: lightingDesign.id,
  title,
  description: '',
  languages: { title: language, description: language },
  mainImage: null,
});
const pack = (name: string, language: Package['languages']['name']): Package => ({
  id: gripTruck.id,
  name,
  description: '',
  languages: { name: language, description: language },
  mainImage: null,
  package_items: [],
});

beforeAll(async () => {
  polyfillDialog();
  await useTestI18n(CART_QUOTE_NS, cartQuoteBundles);
});
beforeEach(() => {
  cartActions.clear();
  serviceCall.mockResolvedValue({ status: 1, data: service('Diseño de iluminación', 'es') });
  packageCall.mockResolvedValue({ status: 1, data: pack('7-Ton Grip Truck', 'en') });
});
afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
  vi.clearAllMocks();
});

const lineNames = () =>
  within(screen.getByRole('dialog', { hidden: true }))
    .getAllByRole('link')
    .slice(0, 3)
    .map((link) => [link.textContent, link.getAttribute('lang')]);

describe('cart lines in the page’s language', () => {
  it('reads a service’s title and a package’s name again in the page’s language, marking one left in English', async () => {
    cartActions.add(skyPanel);
    cartActions.add(lightingDesign);
    cartActions.add(gripTruck);
    await act(() => i18next.changeLanguage('es'));
    renderRoute(<CartSidebar open onClose={vi.fn()} />);
    await waitFor(() =>
      expect(lineNames()).toEqual([
        ['ARRI SkyPanel S60-C', null],
        ['Diseño de iluminación', null],
        ['7-Ton Grip Truck', 'en'],
      ]),
    );
    expect(serviceCall).toHaveBeenCalledWith(lightingDesign.id, 'es');
    expect(packageCall).toHaveBeenCalledWith(gripTruck.id, 'es');
    expect(readCart().items.find((item) => item.type === 'service')).toMatchObject({
      title: 'Diseño de iluminación',
      lang: 'es',
      qty: 1,
    });
  });

  it('asks once per line and language, and never for equipment, whose names are the same in every language', async () => {
    cartActions.add(skyPanel);
    cartActions.add(gripTruck);
    await act(() => i18next.changeLanguage('es'));
    renderRoute(<CartSidebar open onClose={vi.fn()} />);
    await waitFor(() => expect(packageCall).toHaveBeenCalledTimes(1));
    act(() => cartActions.increment('package', gripTruck.id));
    await act(async () => {});
    expect(packageCall).toHaveBeenCalledTimes(1);
    expect(serviceCall).not.toHaveBeenCalled();
  });

  it('keeps the line as it is when the call fails', async () => {
    serviceCall.mockRejectedValue(new Error('offline'));
    cartActions.add(lightingDesign);
    await act(() => i18next.changeLanguage('fr'));
    renderRoute(<CartSidebar open onClose={vi.fn()} />);
    await waitFor(() => expect(serviceCall).toHaveBeenCalledWith(lightingDesign.id, 'fr'));
    expect(lineNames()[0]).toEqual(['Lighting Design', 'en']);
  });
});
