import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { matchPageRoute } from '@rental/shared/federation/page-routes.ts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { hydrateServerPage } from '@rental/shared/testing/server-rendering.tsx';
import { shellBundles } from '../../testing/shell-bundles.ts';
import { Footer } from './footer.tsx';

beforeAll(() => useTestI18n('shell', shellBundles));
afterEach(() => vi.useRealTimers());

describe('the footer rendered on the server', () => {
  it('keeps the server’s year when the browser’s clock is already in the next one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 31, 23, 59));
    const { problems } = await hydrateServerPage(<Footer />, {
      inBrowser: () => vi.setSystemTime(new Date(2027, 0, 1, 0, 1)),
    });
    expect(problems).toEqual([]);
    expect(screen.getByText('© 2026 Doral Production Rentals. All rights reserved.')).toBeInTheDocument();
  });
});

describe('the footer', () => {
  it('links only to pages that SITE_PAGES declares, the others by telephone, e-mail or elsewhere', () => {
    renderRoute(<Footer />);
    const addresses = screen.getAllByRole('link').map((link) => link.getAttribute('href')!);
    const onTheSite = addresses.filter((href) => href.startsWith('/'));
    expect(onTheSite.length).toBeGreaterThan(0);
    for (const address of onTheSite) expect(matchPageRoute(address), address).toBeDefined();
  });
});
