import { startStandalone } from '@rental/shared/standalone/start-standalone.tsx';
import { CATALOGUE_NS, catalogueLoaders } from '../i18n/catalogue-i18n.ts';

void startStandalone(
  'mf_catalogue',
  CATALOGUE_NS,
  catalogueLoaders,
  (file) => import(/* webpackExclude: /\.test\.tsx$/ */ `../exposed/${file}.tsx`),
);
