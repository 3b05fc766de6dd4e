import { describe, expect, it } from 'vitest';
import { matchPage } from '@rental/shared/federation/page-routes.ts';
import { matchRoutes } from '@rental/shared/routes/router.ts';
import { SITE_ROUTES } from '@rental/shared/testing/site-routes.ts';
import { createSiteRoutes } from '../app/site-routes.tsx';

/** The page the router renders for an address, with its parameters, or `undefined` for the not-found page. */
function routerPage(pathname: string) {
  const page = (matchRoutes(createSiteRoutes(), pathname) ?? []).at(-1);
  if (!page || page.route.id === 'not-found') return undefined;
  return { id: page.route.id, params: page.params };
}

const addresses = [
  ...SITE_ROUTES,
  '/equipments/2/details',
  '/EQUIPMENTS/3/7',
  '/services/caf%C3%A9/show',
  '/packages/',
  '/equipments/1/2/3',
  '/services/4/edit',
  '/nowhere',
];

describe('matchPage and the router', () => {
  it.each(addresses)('find the same page and parameters for %s', (pathname) => {
    const match = matchPage(pathname);
    expect(match && { id: match.route.id, params: match.params }).toEqual(routerPage(pathname));
  });
});
