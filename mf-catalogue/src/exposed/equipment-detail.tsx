import { getEquipment } from '@rental/shared/api-client/calls/get-equipment.ts';
import { loaderLanguage } from '@rental/shared/i18n/page-language.ts';
import type { LoaderFunctionArgs } from '@rental/shared/routes/router.ts';
import { loadItem } from '../detail-kit/item-loader.ts';
import { loadCatalogueTexts } from '../i18n/catalogue-i18n.ts';

await loadCatalogueTexts();
export { EquipmentDetailPage as default } from '../features/equipment/equipment-detail-page.tsx';
export const loader = ({ params, request }: LoaderFunctionArgs) =>
  loadItem(params.id, (id) => getEquipment(id, loaderLanguage(request)));
