import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION, stubMediaQueries } from '@rental/shared/testing/media-queries.ts';
import { useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { hydrateServerPage, serverPage } from '@rental/shared/testing/server-rendering.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { contentBundles } from '../../testing/content-bundles.ts';
import { category, project, ready, service, trucks } from '../../testing/content-fixtures.ts';
import { stubIntersectionObserver } from '../../testing/intersection-observer.ts';
import { WIDE_SLIDER_QUERY } from './testimonials/slider-logic.ts';
import type { HomeData } from './home-data.ts';
import { HomePage } from './home-page.tsx';

const HOME_DATA: HomeData = {
  services: ready([service(4, 'Live Sound')]),
  news: ready([project(11), project(12), project(13)]),
  trucks: ready(trucks()),
};
const page = { data: HOME_DATA, siteRoot: { categories: [category(1, 'Lighting', 2)] } };

const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent);

beforeAll(() => useTestI18n(CONTENT_NS, contentBundles));
afterEach(() => vi.unstubAllGlobals());

describe('the home page rendered on the server', () => {
  it('holds every block with its data, the final numbers and every testimonial', async () => {
    const body = await serverPage(<HomePage />, page);
    expect(body.querySelectorAll('[data-block]')).toHaveLength(12);
    expect(within(body).getByRole('link', { name: 'Live Sound' })).toHaveAttribute(
      'href',
      '/services/4/show',
    );
    expect(within(body).getAllByTestId('project-card')).toHaveLength(3);
    expect(within(body).getByRole('link', { name: /^Lighting/ })).toHaveAttribute('href', '/equipments/1');

    const stats = body.querySelector('[data-block="stats"]');
    expect(texts(stats?.querySelectorAll('[data-testid="counter-value"]') ?? [])).toEqual([
      '15',
      '1,250+',
      '42',
      '4,800+',
    ]);
    expect(texts(body.querySelectorAll('[data-testid="progress-value"]'))).toEqual(['89%', '93%', '75%']);
    const slides = within(body).getAllByTestId('testimonial');
    expect(slides).toHaveLength(7);
    for (const slide of slides) expect(slide).not.toHaveAttribute('inert');
    expect(within(body).getAllByRole('group')).toHaveLength(7);
  });

  it('draws the hero picture, a still for reduced motion, and leaves the video to the browser', async () => {
    const body = await serverPage(<HomePage />, page);
    const still = body.querySelector('picture source');
    expect(still).toHaveAttribute('media', '(prefers-reduced-motion: reduce)');
    expect(still).toHaveAttribute('srcset', '/api/v1/media/home/hero-still.webp');
    expect(within(body).getByTestId('hero-picture')).toHaveAttribute('fetchpriority', 'high');
    expect(within(body).queryByTestId('hero-video')).not.toBeInTheDocument();
    expect(within(body).queryByRole('button', { name: 'Pause background video' })).not.toBeInTheDocument();
  });
});

describe('the home page hydrated in the browser', () => {
  it('matches the server exactly, whatever the screen and the motion preference', async () => {
    for (const queries of [[], [REDUCED_MOTION, WIDE_SLIDER_QUERY]]) {
      stubMediaQueries(queries);
      stubIntersectionObserver();
      const { problems } = await hydrateServerPage(<HomePage />, page);
      expect(problems).toEqual([]);
    }
  });

  it('then plays the video, and waits at 0 to count up the numbers not yet scrolled to', async () => {
    stubMediaQueries([WIDE_SLIDER_QUERY]);
    const scrollIntoView = stubIntersectionObserver();
    const { container } = await hydrateServerPage(<HomePage />, page);
    expect(screen.getByTestId('hero-video')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
    expect(texts(container.querySelectorAll('[data-testid="progress-value"]'))).toEqual(['0%', '0%', '0%']);
    expect(
      within(screen.getByRole('region', { name: 'Client testimonials' })).getAllByRole('group'),
    ).toHaveLength(4);
    expect(scrollIntoView.observers.length).toBeGreaterThan(0);
  });

  it('keeps the still, the final numbers and a waiting slider for a visitor who prefers reduced motion', async () => {
    stubMediaQueries([REDUCED_MOTION]);
    stubIntersectionObserver();
    const { container } = await hydrateServerPage(<HomePage />, page);
    expect(screen.queryByTestId('hero-video')).not.toBeInTheDocument();
    expect(texts(container.querySelectorAll('[data-testid="progress-value"]'))).toEqual([
      '89%',
      '93%',
      '75%',
    ]);
    expect(screen.getByRole('button', { name: 'Stop automatic sliding' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
