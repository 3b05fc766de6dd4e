import '../i18n/catalogue-i18n.ts';
export { PackageListPage as default } from '../features/packages/package-list-page.tsx';
