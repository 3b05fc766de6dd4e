import type { ExposedModule, RemoteName } from '@rental/shared/federation/remote-modules.ts';
import { routePatterns } from '@rental/shared/routes/paths.ts';

export interface PageRoute<R extends RemoteName = RemoteName> {
  path: string;
  remote: R;
  expose: ExposedModule<R>;
}

const page = <R extends RemoteName>(path: string, remote: R, expose: ExposedModule<R>): PageRoute => ({
  path,
  remote,
  expose,
});

/** Every route of SPEC §2 and the remote module that renders it. */
export const pageRoutes: PageRoute[] = [
  page(routePatterns.home, 'mf_content', './home'),
  page(routePatterns.equipments, 'mf_catalogue', './equipment-list'),
  page(routePatterns.equipmentCategory, 'mf_catalogue', './equipment-list'),
  page(routePatterns.equipmentSubcategory, 'mf_catalogue', './equipment-list'),
  page(routePatterns.equipmentDetail, 'mf_catalogue', './equipment-detail'),
  page(routePatterns.services, 'mf_catalogue', './service-list'),
  page(routePatterns.serviceDetail, 'mf_catalogue', './service-detail'),
  page(routePatterns.packages, 'mf_catalogue', './package-list'),
  page(routePatterns.packageDetail, 'mf_catalogue', './package-detail'),
  page(routePatterns.latestProjects, 'mf_content', './latest-projects'),
  page(routePatterns.aboutUs, 'mf_content', './about'),
  page(routePatterns.contactUs, 'mf_content', './contact'),
  page(routePatterns.requestQuote, 'mf_cart_quote', './request-quote'),
];
