import '../i18n/catalogue-i18n.ts';
export { EquipmentDetailPage as default } from '../features/equipment/equipment-detail-page.tsx';
