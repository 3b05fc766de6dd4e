import { pageRoutes } from '@rental/shared/federation/page-routes.ts';
import { routePatterns } from '@rental/shared/routes/paths.ts';
import { startStandalone } from '@rental/shared/standalone/start-standalone.tsx';
import { CATALOGUE_NS, catalogueLoaders } from '../i18n/catalogue-i18n.ts';

/** The site's one route for the three equipment list addresses, so the list keeps its state across them. */
const equipmentList = pageRoutes.find(({ expose }) => expose === './equipment-list')!.path;

void startStandalone('mf-catalogue', CATALOGUE_NS, catalogueLoaders, [
  { path: equipmentList, page: () => import('../exposed/equipment-list.tsx'), link: 'equipment' },
  { path: routePatterns.equipmentDetail, page: () => import('../exposed/equipment-detail.tsx') },
  { path: routePatterns.services, page: () => import('../exposed/service-list.tsx'), link: 'services' },
  { path: routePatterns.serviceDetail, page: () => import('../exposed/service-detail.tsx') },
  { path: routePatterns.packages, page: () => import('../exposed/package-list.tsx'), link: 'packages' },
  { path: routePatterns.packageDetail, page: () => import('../exposed/package-detail.tsx') },
]);
