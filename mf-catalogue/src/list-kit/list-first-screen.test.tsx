import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listServices } from '@rental/shared/api-client/calls/list-services.ts';
import { ApiHttpError } from '@rental/shared/api-client/api-errors.ts';
import { CONNECTION_FAILURE } from '@rental/shared/api-client/http-client.ts';
import { SITE_PAGES } from '@rental/shared/federation/site-pages.ts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { renderOnServer } from '@rental/shared/testing/server-rendering.tsx';
import type * as ServiceList from '../exposed/service-list.tsx';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import { catalogueBundles } from '../testing/catalogue-bundles.ts';
import { listResult, rows, service } from '../testing/catalogue-fixtures.ts';

vi.mock('@rental/shared/api-client/calls/list-services.ts', () => ({ listServices: vi.fn() }));
// A searched list also asks for its overview across kinds, which these tests leave out.
vi.mock('@rental/shared/api-client/calls/get-search-suggestions.ts', () => ({
  getSearchSuggestions: () => Promise.resolve({ status: 0, message: 'Connection Error!' }),
}));

const list = vi.mocked(listServices);
let servicesPage: typeof ServiceList;

/** Page `page` of 45 services. */
const pageOf45 = (page: number) =>
  listResult(rows((page - 1) * 20 + 1, Math.min(45, page * 20), service), 45, page);

/** Opens the list as a visitor's first request does: the server's status, then the page it sent. */
async function openServices(path: string) {
  const pattern = SITE_PAGES.services.path;
  const { status, data } = await renderOnServer(servicesPage, { path, pattern });
  return { status, ...renderRoute(<servicesPage.default />, { path, pattern, data }) };
}

const address = ({ state: { location } }: Awaited<ReturnType<typeof openServices>>['router']) =>
  location.pathname + location.search;
const pagesAsked = () => list.mock.calls.map(([body]) => body.page);

beforeAll(async () => {
  await useTestI18n(CATALOGUE_NS, catalogueBundles);
  // After the texts: an exposed module waits for them as it loads.
  servicesPage = await import('../exposed/service-list.tsx');
});
beforeEach(() => {
  list.mockReset();
  list.mockImplementation((body) => Promise.resolve(pageOf45(body.page ?? 1)));
  // A page of cards is longer than the window: only a scroll asks for more.
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
});
afterEach(() => vi.restoreAllMocks());

describe("a list's first screen, from its loader", () => {
  it('reads the page the address names, as the list asks, and shows it without asking again', async () => {
    const { status } = await openServices('/services?query=live%20sound&sort=asc');
    expect(status).toBe(200);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0]![0]).toEqual({
      limit: 20,
      page: 1,
      query: '%live%sound%',
      order_by: { title: 'asc' },
      lang: 'en',
    });
    expect(screen.getByText('Showing 1 - 20 of 45 Results')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Add to Cart: Service \d+$/ })).toHaveLength(20);
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('live sound');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('opened at a later page, shows that page, counted from its place, with a link to the next', async () => {
    await openServices('/services?sort=desc&page=2');
    expect(pagesAsked()).toEqual([2]);
    expect(screen.getByText('Showing 21 - 40 of 45 Results')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart: Service 20' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart: Service 21' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/services?sort=desc&page=3',
    );
  });

  it.each(['abc', '0', '-2', '1.5', '100001'])('reads page=%s as the first page', async (page) => {
    await openServices(`/services?page=${page}`);
    expect(pagesAsked()).toEqual([1]);
    expect(screen.getByText('Showing 1 - 20 of 45 Results')).toBeInTheDocument();
  });

  it('reads a page past the last as the first', async () => {
    list.mockImplementation((body) =>
      Promise.resolve(body.page === 1 ? pageOf45(1) : listResult([], 45, body.page)),
    );
    await openServices('/services?page=9');
    expect(pagesAsked()).toEqual([9, 1]);
    expect(screen.getByText('Showing 1 - 20 of 45 Results')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute('href', '/services?page=2');
  });

  it('with JavaScript, Load more appends the next page where the visitor is, and focus follows', async () => {
    const user = userEvent.setup();
    const { router } = await openServices('/services?page=2');
    await user.click(screen.getByRole('link', { name: 'Load more' }));
    expect(address(router)).toBe('/services?page=2');
    expect(await screen.findByText('Showing 21 - 45 of 45 Results')).toBeInTheDocument();
    expect(pagesAsked()).toEqual([2, 3]);
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Service 41' })).toHaveFocus());
  });

  it('refuses a second press while the next page loads', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    list.mockImplementationOnce((body) => Promise.resolve(pageOf45(body.page ?? 1)));
    list.mockImplementationOnce(
      (body) => new Promise((resolve) => (answer = () => resolve(pageOf45(body.page ?? 1)))),
    );
    await openServices('/services');
    const more = screen.getByRole('link', { name: 'Load more' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Loading more ...')).toBeInTheDocument();
    await user.click(more);
    expect(pagesAsked()).toEqual([1, 2]);
    answer();
    expect(await screen.findByText('Showing 1 - 40 of 45 Results')).toBeInTheDocument();
    expect(more).toHaveAttribute('href', '/services?page=3');
    expect(more).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    ['no connection', () => list.mockResolvedValueOnce(CONNECTION_FAILURE)],
    ['a server error', () => list.mockRejectedValueOnce(new ApiHttpError(500, undefined))],
  ])('after %s on the server, offers to try again for the same page', async (_, fail) => {
    const user = userEvent.setup();
    fail();
    const { status } = await openServices('/services?page=2');
    expect(status).toBe(200);
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 21 - 40 of 45 Results')).toBeInTheDocument();
    expect(pagesAsked()).toEqual([2, 2]);
  });

  it("the list's own controls go back to the first page", async () => {
    const user = userEvent.setup();
    const { router } = await openServices('/services?query=sound&page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'A - Z');
    expect(address(router)).toBe('/services?query=sound&sort=asc');
    await waitFor(() => expect(screen.getByText('Showing 1 - 20 of 45 Results')).toBeInTheDocument(), {
      timeout: 2000,
    });
    expect(pagesAsked()).toEqual([2, 1]);
    expect(list.mock.calls.at(-1)![0]).toMatchObject({ order_by: { title: 'asc' } });
  });

  it('without JavaScript, its search box sends the words to the list in the language the address named', async () => {
    await act(() => i18next.changeLanguage('es'));
    await openServices('/services?lang=es&page=2');
    const form = screen.getByRole('search') as HTMLFormElement;
    form.querySelector<HTMLInputElement>('input[name="query"]')!.value = 'generador';
    expect(form).not.toHaveAttribute('action');
    expect(new URLSearchParams(new FormData(form) as never).toString()).toBe('query=generador&lang=es');
    await act(() => i18next.changeLanguage('en'));
  });
});
