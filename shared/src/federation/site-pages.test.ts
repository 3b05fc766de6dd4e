import { describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '../testing/site-routes.ts';
import { matchPageRoute } from './page-routes.ts';
import { SITE_PAGES } from './site-pages.ts';

describe('SITE_PAGES', () => {
  it.each(Object.entries(SITE_PAGES))("gives %s examples that are that page's own addresses", (_, page) => {
    for (const example of page.examples)
      expect(matchPageRoute(example), example).toMatchObject({ remote: page.remote, expose: page.module });
  });

  it('gives the journeys and the benchmarks each address once', () => {
    expect(new Set(SITE_ROUTES).size).toBe(SITE_ROUTES.length);
  });
});
