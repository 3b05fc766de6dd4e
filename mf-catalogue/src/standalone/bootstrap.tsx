import { routePatterns } from '@rental/shared/routes/paths.ts';
import { startStandalone } from '@rental/shared/standalone/start-standalone.tsx';
import { EquipmentDetailPage } from '../features/equipment/equipment-detail-page.tsx';
import { EquipmentListPage } from '../features/equipment/equipment-list-page.tsx';
import { PackageDetailPage } from '../features/packages/package-detail-page.tsx';
import { PackageListPage } from '../features/packages/package-list-page.tsx';
import { ServiceDetailPage } from '../features/services/service-detail-page.tsx';
import { ServiceListPage } from '../features/services/service-list-page.tsx';
import { CATALOGUE_NS, catalogueLoaders } from '../i18n/catalogue-i18n.ts';

void startStandalone('mf-catalogue', CATALOGUE_NS, catalogueLoaders, [
  { path: routePatterns.equipments, Component: EquipmentListPage, link: 'equipment' },
  { path: routePatterns.equipmentCategory, Component: EquipmentListPage },
  { path: routePatterns.equipmentSubcategory, Component: EquipmentListPage },
  { path: routePatterns.equipmentDetail, Component: EquipmentDetailPage },
  { path: routePatterns.services, Component: ServiceListPage, link: 'services' },
  { path: routePatterns.serviceDetail, Component: ServiceDetailPage },
  { path: routePatterns.packages, Component: PackageListPage, link: 'packages' },
  { path: routePatterns.packageDetail, Component: PackageDetailPage },
]);
