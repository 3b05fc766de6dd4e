import '../i18n/catalogue-i18n.ts';
export { PackageDetailPage as default } from '../features/packages/package-detail-page.tsx';
