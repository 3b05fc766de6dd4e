import { loadCatalogueTexts } from '../i18n/catalogue-i18n.ts';

await loadCatalogueTexts();
export { EquipmentDetailPage as default } from '../features/equipment/equipment-detail-page.tsx';
