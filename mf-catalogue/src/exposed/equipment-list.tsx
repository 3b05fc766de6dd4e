import { loadCatalogueTexts } from '../i18n/catalogue-i18n.ts';

await loadCatalogueTexts();
export { EquipmentListPage as default } from '../features/equipment/equipment-list-page.tsx';
export { equipmentListLoader as loader } from '../features/equipment/equipment-list-loader.ts';
export { listShouldRevalidate as shouldRevalidate } from '../list-kit/list-loader.ts';
