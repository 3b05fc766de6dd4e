import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION, stubMediaQueries } from '@rental/shared/testing/media-queries.ts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { hydrateServerPage } from '@rental/shared/testing/server-rendering.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { contentBundles } from '../../testing/content-bundles.ts';
import { FAILED, ready, staff } from '../../testing/content-fixtures.ts';
import { stubIntersectionObserver } from '../../testing/intersection-observer.ts';
import type { AboutData } from './about-data.ts';
import { AboutPage } from './about-page.tsx';

const TEAM: AboutData = {
  team: ready([
    staff(1, 'Marisol', 'Vega', 'Lighting Director'),
    staff(2, 'Jean', 'Baptiste', 'Head Rigger'),
  ]),
};

const team = () => screen.getByRole('region', { name: 'Meet the team' });

beforeAll(() => useTestI18n(CONTENT_NS, contentBundles));
beforeEach(() => {
  stubMediaQueries();
  stubIntersectionObserver();
});
afterEach(() => vi.unstubAllGlobals());

describe('AboutPage', () => {
  it('shows every member of the team its loader read, and counts them in the lead', () => {
    renderRoute(<AboutPage />, { path: '/about-us', data: TEAM });
    expect(within(team()).getAllByTestId('staff-member')).toHaveLength(2);
    expect(within(team()).getByRole('heading', { name: 'Marisol Vega' })).toBeInTheDocument();
    expect(within(team()).getByText('Head Rigger')).toBeInTheDocument();
    expect(within(team()).getByText(/^The 2 people who lead our departments/)).toBeInTheDocument();
  });

  it('says the team could not be loaded, and keeps the rest of the page', () => {
    renderRoute(<AboutPage />, { path: '/about-us', data: { team: FAILED } });
    expect(within(team()).getByRole('status')).toHaveTextContent(/couldn't load this part of the page/);
    expect(within(team()).getByText(/^The people who lead our departments/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('Years of experience')).toBeInTheDocument();
  });

  it('hydrates the server’s page without a difference', async () => {
    stubMediaQueries([REDUCED_MOTION]);
    const { problems, container } = await hydrateServerPage(<AboutPage />, { path: '/about-us', data: TEAM });
    expect(problems).toEqual([]);
    expect(within(container).getAllByTestId('staff-member')).toHaveLength(2);
  });
});
