import '../i18n/catalogue-i18n.ts';
export { ServiceListPage as default } from '../features/services/service-list-page.tsx';
