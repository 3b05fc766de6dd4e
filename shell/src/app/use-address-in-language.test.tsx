import { act } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { SHELL_NS } from '../i18n/shell-i18n.ts';
import { shellBundles } from '../testing/shell-bundles.ts';
import { useAddressInLanguage } from './use-address-in-language.ts';

function Page() {
  useAddressInLanguage();
  return null;
}

const address = (router: ReturnType<typeof renderRoute>['router']) =>
  router.state.location.pathname + router.state.location.search;

const choose = (language: string) => act(() => i18next.changeLanguage(language));

beforeAll(() => useTestI18n(SHELL_NS, shellBundles));
beforeEach(() => i18next.changeLanguage('es'));

describe('an address that names a language names the one chosen', () => {
  it('after a switch, in place: Back leaves the page', async () => {
    const { router } = renderRoute(<Page />, {
      path: '/equipments?lang=es',
      pattern: '/equipments',
      extraRoutes: [{ path: '/equipments/:id/details', element: <Page /> }],
    });
    await act(() => router.navigate('/equipments/290/details?lang=es'));
    await choose('ht');
    expect(address(router)).toBe('/equipments/290/details?lang=ht');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/equipments');
  });

  it('on an older entry reached by Back or Forward, keeping the rest of the address', async () => {
    const { router } = renderRoute(<Page />, { path: '/equipments?lang=es', pattern: '/equipments' });
    await act(() => router.navigate('/equipments?lang=es&query=generador%20diesel#results'));
    await choose('ht');
    expect(address(router)).toBe('/equipments?lang=ht&query=generador%20diesel');
    expect(router.state.location.hash).toBe('#results');
    await act(() => router.navigate(-1));
    expect(address(router)).toBe('/equipments?lang=ht');
    await act(() => router.navigate(1));
    expect(address(router)).toBe('/equipments?lang=ht&query=generador%20diesel');
  });

  it('and an address that names none is left to the remembered choice', async () => {
    const { router } = renderRoute(<Page />, { path: '/packages?page=2', pattern: '/packages' });
    await choose('fr');
    expect(address(router)).toBe('/packages?page=2');
  });
});
