import { loadCatalogueTexts } from '../i18n/catalogue-i18n.ts';

await loadCatalogueTexts();
export { EquipmentListPage as default } from '../features/equipment/equipment-list-page.tsx';
