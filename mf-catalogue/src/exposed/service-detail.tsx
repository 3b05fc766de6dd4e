import '../i18n/catalogue-i18n.ts';
export { ServiceDetailPage as default } from '../features/services/service-detail-page.tsx';
