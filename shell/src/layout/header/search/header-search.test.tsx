import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSearchSuggestions } from '@rental/shared/api-client/calls/get-search-suggestions.ts';
import type { SearchSuggestions } from '@rental/shared/contracts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { stubMediaQueries } from '@rental/shared/testing/media-queries.ts';
import { shellBundles } from '../../../testing/shell-bundles.ts';
import { HeaderSearch } from './header-search.tsx';

vi.mock('@rental/shared/api-client/calls/get-search-suggestions.ts', () => ({
  getSearchSuggestions: vi.fn(),
}));
const suggestions = vi.mocked(getSearchSuggestions);

const power = {
  id: 8,
  title: 'Power & Generators',
  translations: { ht: 'Kouran ak dèlko', es: 'Energía y generadores', fr: 'Énergie' },
};
const towBehind = {
  id: 43,
  title: 'Tow-Behind Generators',
  translations: { ht: 'Dèlko sou trelè', es: 'Generadores remolcables', fr: 'Groupes tractables' },
};

function answer(query: string, overrides: Partial<SearchSuggestions> = {}): SearchSuggestions {
  return {
    query,
    equipment: {
      items: [
        {
          id: 289,
          name: 'Caterpillar XQ60',
          mainImage: '/media/a.svg',
          subcategory: { ...towBehind, category_id: 8, category: power },
        },
        {
          id: 293,
          name: 'Atlas Copco QAS 60',
          mainImage: null,
          subcategory: { ...towBehind, category_id: 8, category: power },
        },
      ],
      total: 10,
    },
    categories: [
      { ...power, category: null },
      { ...towBehind, category: power },
    ],
    services: {
      items: [{ id: 7, name: 'Generator & Power Distribution', languages: { name: 'en' }, mainImage: null }],
      total: 1,
    },
    packages: { items: [], total: 0 },
    did_you_mean: null,
    nearest_categories: [],
    ...overrides,
  };
}

function renderSearch() {
  const user = userEvent.setup();
  const rendered = renderRoute(<HeaderSearch />, {
    extraRoutes: [{ path: '*', element: <p>elsewhere</p> }],
  });
  return { user, ...rendered };
}

async function openAndType(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('button', { name: 'Search equipment' }));
  const box = screen.getByRole('combobox', { name: 'Search equipment' });
  await user.type(box, text);
  return box;
}

beforeAll(() => useTestI18n('shell', shellBundles));
beforeEach(() => {
  stubMediaQueries();
  suggestions.mockReset();
  suggestions.mockImplementation(async (query) => ({ status: 1, data: answer(query) }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18next.changeLanguage('en'));
});

describe('the header search', () => {
  it('suggests nothing before two characters, then equipment, categories and services', async () => {
    const { user } = renderSearch();
    const box = await openAndType(user, 'g');
    expect(suggestions).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'e');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    const groups = within(list).getAllByRole('group');
    expect(
      groups.map(
        (group) => group.getAttribute('aria-labelledby') && within(group).getAllByRole('option').length,
      ),
    ).toEqual([2, 2, 1]);
    expect(within(list).getByRole('group', { name: 'Equipment' })).toBeInTheDocument();
    expect(within(list).getAllByRole('option').at(-1)).toHaveTextContent('See all results for “ge”');
    expect(screen.getByRole('status')).toHaveTextContent('5 suggestions');
  });

  it('moves through the options with the arrow keys, the text box keeping the focus', async () => {
    const { user } = renderSearch();
    const box = await openAndType(user, 'gen');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
  });

  it('opens the chosen option on Enter', async () => {
    const { user, router } = renderSearch();
    await openAndType(user, 'gen');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/equipments/289/details');
  });

  it('opens every result on Enter with no option chosen', async () => {
    const { user, router } = renderSearch();
    await openAndType(user, 'gen set');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/equipments?query=gen%20set',
    );
  });

  it('closes the suggestions on Escape, then the form on a second Escape', async () => {
    const { user } = renderSearch();
    const box = await openAndType(user, 'gen');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toBeVisible();
    await user.keyboard('{Escape}');
    expect(box).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Search equipment' })).toHaveFocus();
  });

  it('cancels the request for older text, and never shows its answer after a newer one', async () => {
    const pending: { query: string; signal?: AbortSignal; resolve: () => void }[] = [];
    suggestions.mockImplementation(
      (query, _language, signal) =>
        new Promise((resolve) =>
          pending.push({ query, signal, resolve: () => resolve({ status: 1, data: answer(query) }) }),
        ),
    );
    const { user } = renderSearch();
    await openAndType(user, 'gen');
    expect(pending.map((call) => call.query)).toEqual(['ge', 'gen']);
    expect(pending[0]!.signal?.aborted).toBe(true);
    expect(pending[1]!.signal?.aborted).toBe(false);
    await act(async () => pending[1]!.resolve());
    await act(async () => pending[0]!.resolve());
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .at(-1),
    ).toHaveTextContent('“gen”');
  });

  it('asks once per keystroke, and shows the words typed before again at once, without asking', async () => {
    const { user } = renderSearch();
    const box = await openAndType(user, 'gen');
    await screen.findByRole('option', { name: 'See all results for “gen”' });
    await user.type(box, '{Backspace}');
    expect(await screen.findByRole('option', { name: 'See all results for “ge”' })).toBeInTheDocument();
    expect(suggestions.mock.calls.map(([query]) => query)).toEqual(['ge', 'gen']);
  });

  it('names categories in the page’s language', async () => {
    await act(() => i18next.changeLanguage('es'));
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Buscar equipos' }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar equipos' }), 'generador');
    const list = await screen.findByRole('listbox', { name: 'Sugerencias' });
    const categories = within(list).getByRole('group', { name: 'Categorías' });
    expect(
      within(categories)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Energía y generadores', 'Generadores remolcablesEnergía y generadores']);
  });

  it('asks for services and packages named in the page’s language, and marks a name left in English', async () => {
    await act(() => i18next.changeLanguage('es'));
    suggestions.mockImplementation(async (query) => ({
      status: 1,
      data: answer(query, {
        services: {
          items: [
            {
              id: 6,
              name: 'Generadores y distribución eléctrica',
              languages: { name: 'es' },
              mainImage: null,
            },
            { id: 7, name: 'Backup Power Plans', languages: { name: 'en' }, mainImage: null },
          ],
          total: 2,
        },
      }),
    }));
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Buscar equipos' }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar equipos' }), 'generador');
    const list = await screen.findByRole('listbox', { name: 'Sugerencias' });
    expect(suggestions).toHaveBeenLastCalledWith('generador', 'es', expect.any(AbortSignal));
    const services = within(list).getByRole('group', { name: 'Servicios' });
    expect(within(services).getByText('Generadores y distribución eléctrica')).not.toHaveAttribute('lang');
    expect(within(services).getByText('Backup Power Plans')).toHaveAttribute('lang', 'en');
  });

  it('offers the nearest words when nothing matched', async () => {
    suggestions.mockImplementation(async (query) => ({
      status: 1,
      data: answer(query, {
        equipment: { items: [], total: 0 },
        categories: [],
        services: { items: [], total: 0 },
        did_you_mean: 'sennheiser',
        nearest_categories: [
          { id: 31, title: 'Microphones', translations: power.translations, category: power },
        ],
      }),
    }));
    const { user, router } = renderSearch();
    await openAndType(user, 'senhaizer');
    await waitFor(() =>
      expect(screen.getAllByRole('option')[0]).toHaveTextContent('Did you mean “sennheiser”?'),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/equipments?query=sennheiser',
    );
  });

  it('sends, without JavaScript, the words to the equipment list in the language its address named', async () => {
    await act(() => i18next.changeLanguage('es'));
    renderRoute(<HeaderSearch />, { path: '/packages?lang=es', pattern: '/packages' });
    const form = screen.getByRole('search', { hidden: true }) as HTMLFormElement;
    form.querySelector<HTMLInputElement>('input[name="query"]')!.value = 'generador';
    expect(form.getAttribute('action')).toBe('/equipments');
    expect(new URLSearchParams(new FormData(form) as never).toString()).toBe('query=generador&lang=es');
  });
});
