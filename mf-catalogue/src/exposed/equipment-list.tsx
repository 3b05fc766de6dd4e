import '../i18n/catalogue-i18n.ts';
export { EquipmentListPage as default } from '../features/equipment/equipment-list-page.tsx';
