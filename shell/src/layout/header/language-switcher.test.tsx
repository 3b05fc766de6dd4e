import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { useAddressInLanguage } from '../../app/use-address-in-language.ts';
import { SHELL_NS } from '../../i18n/shell-i18n.ts';
import { shellBundles } from '../../testing/shell-bundles.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

/** The switcher as the layout holds it, beside the hook that keeps the address in the chosen language. */
function Header() {
  useAddressInLanguage();
  return <LanguageSwitcher />;
}

beforeAll(() => useTestI18n(SHELL_NS, shellBundles));
afterEach(() => act(() => i18next.changeLanguage('en')));

describe('the language switch', () => {
  it.each([
    ['/equipments/290/details?lang=es', '/equipments/290/details?lang=ht'],
    ['/equipments/290/details', '/equipments/290/details'],
  ])('on %s reads the page’s data once in the language chosen, at %s', async (start, end) => {
    await act(() => i18next.changeLanguage('es'));
    const loader = vi.fn(() => ({ read: true }));
    const { router } = renderRoute(<Header />, {
      path: start,
      pattern: '/equipments/:id/details',
      loader,
    });
    await userEvent.setup().selectOptions(screen.getByRole('combobox'), 'ht');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(end));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(i18next.resolvedLanguage).toBe('ht');
  });
});
