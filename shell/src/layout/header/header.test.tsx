import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createRef } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartActions } from '@rental/shared/cart/cart-store.ts';
import { matchPageRoute } from '@rental/shared/federation/page-routes.ts';
import { stubMediaQueries } from '@rental/shared/testing/media-queries.ts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { hydrateServerPage } from '@rental/shared/testing/server-rendering.tsx';
import { shellBundles } from '../../testing/shell-bundles.ts';
import { categories } from '@rental/shared/testing/categories.ts';
import { DESKTOP_QUERY } from './header-media-queries.ts';
import { Header } from './header.tsx';

const header = () => <Header cartButtonRef={createRef()} cartOpen={false} onCartToggle={() => undefined} />;
const renderHeader = () => renderRoute(header(), { siteRoot: { categories } });
const mainNavs = () => screen.getAllByRole('navigation', { name: 'Main' });
const scrollTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

beforeAll(() => useTestI18n('shell', shellBundles));
beforeEach(() => cartActions.clear());

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  scrollTo(0);
  await act(() => i18next.changeLanguage('en'));
});

describe('the header', () => {
  it('has the bar’s navigation and the phone menu’s button both, for CSS to choose by width', () => {
    renderHeader();
    const [bar] = mainNavs();
    expect(
      within(bar!)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Equipment', '/equipments'],
      ['Services', '/services'],
      ['Packages', '/packages'],
      ['Latest Projects', '/latest-projects'],
      ['Request a Quote', '/request-quote'],
    ]);
    expect(within(bar!).getByRole('button', { name: 'Equipment' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('links only to pages that SITE_PAGES declares', () => {
    renderHeader();
    const addresses = screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href')!);
    for (const address of addresses.filter((href) => href.startsWith('/')))
      expect(matchPageRoute(address), address).toBeDefined();
  });

  it('lists the categories of the site’s root data in the equipment menu', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Equipment' }));
    const column = screen.getByRole('list', { name: 'Equipment categories' });
    expect(
      within(column)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Lighting', 'Sound']);
    expect(screen.getByRole('link', { name: 'All Lighting' })).toHaveAttribute('href', '/equipments/1');
    await user.hover(within(column).getByRole('button', { name: 'Sound' }));
    expect(screen.getByRole('link', { name: 'Microphones' })).toHaveAttribute('href', '/equipments/2/15');
  });

  it('opens the phone menu from its button, the equipment levels as disclosures', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const phoneMenu = mainNavs().at(-1)!;
    await user.click(within(phoneMenu).getByRole('button', { name: 'Equipment' }));
    await user.click(within(phoneMenu).getByRole('button', { name: 'Sound' }));
    expect(within(phoneMenu).getByRole('link', { name: 'All Sound' })).toHaveAttribute(
      'href',
      '/equipments/2',
    );
  });

  it('shows the page’s language in the switcher', async () => {
    await act(() => i18next.changeLanguage('fr'));
    renderHeader();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveDisplayValue('Français');
  });

  it('keeps the page from moving when it becomes fixed: the spacer takes its height', () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(109);
    renderHeader();
    scrollTo(600);
    act(() => vi.advanceTimersByTime(100));
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-fixed', 'true');
    expect(banner.previousElementSibling).toHaveStyle({ height: '109px' });
  });
});

describe('the header rendered on the server', () => {
  it('hydrates as it was sent, then counts the stored cart and knows the wide screen', async () => {
    const { html, problems } = await hydrateServerPage(header(), {
      siteRoot: { categories },
      inBrowser: () => {
        cartActions.add({ id: 2, type: 'equipment', name: 'ARRI SkyPanel S60-C' });
        stubMediaQueries([DESKTOP_QUERY]);
      },
    });
    expect(problems).toEqual([]);
    expect(html).toContain('aria-label="Cart, 0 items"');
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });

  it('sends the categories’ links in the page', async () => {
    const { html } = await hydrateServerPage(header(), { siteRoot: { categories } });
    expect(html).toContain('href="/equipments/1/1"');
    expect(html).toContain('>Lighting</button>');
  });
});
