import { describe, expect, it } from 'vitest';
import { matchPageRoute } from './page-routes.ts';

describe('matchPageRoute', () => {
  it.each([
    ['/', 'mf_content', './home'],
    ['/equipments', 'mf_catalogue', './equipment-list'],
    ['/equipments/3', 'mf_catalogue', './equipment-list'],
    ['/equipments/3/7', 'mf_catalogue', './equipment-list'],
    ['/equipments/2/details', 'mf_catalogue', './equipment-detail'],
    ['/services/4/show', 'mf_catalogue', './service-detail'],
    ['/packages/', 'mf_catalogue', './package-list'],
    ['/request-quote', 'mf_cart_quote', './request-quote'],
    ['/contact-us', 'mf_content', './contact'],
  ])('%s is rendered by %s %s', (pathname, remote, expose) => {
    expect(matchPageRoute(pathname)).toMatchObject({ remote, expose });
  });

  it.each(['/nowhere', '/equipments/1/2/3', '/services/4/edit'])('%s is no page of the site', (pathname) => {
    expect(matchPageRoute(pathname)).toBeUndefined();
  });
});
